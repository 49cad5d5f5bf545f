import CSQLite

/// What a job needs of a database file, and so how ``Database`` opens it.
///
/// - `readOnly`: the file must exist; it is opened with `SQLITE_OPEN_READONLY`, never
///   switched to WAL, never migrated, never written. Live queries and external commits are
///   still observed. (For a file already in WAL mode SQLite itself may create the empty `-wal`
///   and `-shm` companions it reads alongside writers, as `sqlite3 -readonly` does; the
///   database file is never touched.)
/// - `readWrite`: the file must exist and hold a database; it is switched to WAL and may be
///   written and migrated.
/// - `create`: like `readWrite`, and a missing or empty file becomes a new database.
///
/// ```swift
/// let render = try Database(path: path, access: .readOnly, schema: Schema.database)
/// let fresh = try Database(path: newPath, access: .create, schema: Schema.database)
/// try fresh.migrate(Schema.database)
/// ```
public enum DatabaseAccess: Sendable, Equatable, CustomStringConvertible {
    case readOnly
    case readWrite
    case create

    /// Whether the access allows writes (the WAL switch, migrations, `write`).
    public var isWritable: Bool { self != .readOnly }

    public var description: String {
        switch self {
        case .readOnly: return "read-only"
        case .readWrite: return "read-write"
        case .create: return "create"
        }
    }

    /// The `sqlite3_open_v2` flags: only `create` may create the file.
    var openFlags: Int32 {
        switch self {
        case .readOnly: return SQLITE_OPEN_READONLY
        case .readWrite: return SQLITE_OPEN_READWRITE
        case .create: return SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
        }
    }
}
