import Foundation

/// The first 100 bytes of a database file, read with plain file I/O before SQLite opens it:
/// whether the file is empty, whether it is an SQLite database at all, and whether it is in
/// WAL mode (a read-only connection to a WAL file may create its `-wal` and `-shm`).
///
/// ```swift
/// let header = try DatabaseHeader(path: "/data/app.sqlite")
/// if header.isEmpty { … }
/// ```
struct DatabaseHeader: Equatable {
    /// Zero bytes: no database content at all.
    let isEmpty: Bool
    /// Bytes 18 and 19 (write and read format versions) are 2.
    let isWAL: Bool

    static let magic = Array("SQLite format 3\0".utf8)

    /// Reads the header; a file that is neither empty nor an SQLite database throws
    /// `SQLiteError.notADatabase`, an unreadable one or a folder `SQLiteError.open`.
    init(path: String) throws {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            throw SQLiteError.open(path: path, code: 14, message: "it is a folder, not a database file")  // SQLITE_CANTOPEN
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw SQLiteError.open(path: path, code: 14, message: "the file cannot be read")  // SQLITE_CANTOPEN
        }
        defer { try? handle.close() }
        let bytes = [UInt8]((try? handle.read(upToCount: 100)) ?? Data())
        isEmpty = bytes.isEmpty
        if isEmpty {
            isWAL = false
            return
        }
        guard bytes.count == 100, Array(bytes.prefix(16)) == Self.magic else { throw SQLiteError.notADatabase(path: path) }
        isWAL = bytes[18] == 2 && bytes[19] == 2
    }
}
