import CSQLite
import Foundation

/// Read connections to a database (WAL, unless the database is open read-only). Each read runs in its own deferred transaction on
/// a connection of its own, so it sees one committed snapshot and never waits for the writer.
/// The pool grows on demand (nested or concurrent reads never deadlock) and keeps a few idle.
///
/// ```swift
/// let count = try pool.read { try $0.scalar("SELECT count(*) FROM pieces", as: Int.self) }
/// ```
final class ReaderPool: @unchecked Sendable {
    private let path: String
    private let busyTimeout: Int32
    private let flags: Int32
    private let lock = NSLock()
    private var idle: [Connection] = []
    private let maxIdle = 4

    /// `access` decides the open flags: readers never create the file, and those of a
    /// read-only database are opened read-only too.
    init(path: String, busyTimeoutMilliseconds: Int32, access: DatabaseAccess) {
        self.path = path
        busyTimeout = busyTimeoutMilliseconds
        flags = access.isWritable ? SQLITE_OPEN_READWRITE : SQLITE_OPEN_READONLY
    }

    /// Opens a reader: query-only, with the busy timeout, hooks installed for read tracking.
    func makeConnection() throws -> Connection {
        let connection = try Connection(path: path, flags: flags)
        sqlite3_busy_timeout(connection.handle, busyTimeout)
        try connection.executeScript("PRAGMA query_only = 1")
        return connection
    }

    func read<T>(_ body: (Connection) throws -> T) throws -> T {
        lock.lock()
        let reused = idle.popLast()
        lock.unlock()
        let connection = try reused ?? makeConnection()
        defer {
            lock.lock()
            if idle.count < maxIdle { idle.append(connection) }
            lock.unlock()
        }
        return try connection.readTransaction(body)
    }
}

extension Connection {
    /// Runs `body` inside a deferred transaction (one snapshot for all its statements), or
    /// directly when a transaction is already open on this connection.
    func readTransaction<T>(_ body: (Connection) throws -> T) throws -> T {
        if isInTransaction { return try body(self) }
        try execute("BEGIN")
        do {
            let result = try body(self)
            try execute("COMMIT")
            return result
        } catch {
            if isInTransaction { _ = try? execute("ROLLBACK") }
            throw error
        }
    }
}
