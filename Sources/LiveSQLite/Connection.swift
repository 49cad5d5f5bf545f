import CSQLite
import Foundation

/// One SQLite connection with a prepared-statement cache. Not thread-safe: a ``Database``
/// owns its connections and serializes their use.
///
/// ```swift
/// let rows = try connection.query("SELECT name FROM profile WHERE id = ?", [1])
/// ```
public final class Connection {
    let handle: OpaquePointer
    public let path: String
    private var cache: [String: OpaquePointer] = [:]
    /// Tables (and columns) read by statements prepared while tracking is on.
    var readTracker: ReadSet?
    /// What the current transaction changed, filled by the preupdate hook.
    let recorder = ChangeRecorder()
    /// Column names and keys of tables, for resolving changes and key lookups.
    var tableInfoCache: [String: TableInfo] = [:]
    /// Frames in the write-ahead log after the last commit (from the WAL hook).
    var walFrames: Int32 = 0
    var savepointCounter = 0

    /// Opens `path` read-only, or read-write creating the file when it is missing. This is the
    /// low-level door: a ``Database`` checks the file before it opens it for a job.
    public convenience init(path: String, readOnly: Bool = false) throws {
        try self.init(path: path, flags: readOnly ? SQLITE_OPEN_READONLY : (SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE))
    }

    /// Opens with `flags` (`SQLITE_OPEN_READONLY`, `…_READWRITE`, `…_CREATE`; no-mutex and URI
    /// are always added); errors name `reportedPath` (the user's path when `path` is a URI).
    init(path: String, flags: Int32, reportedPath: String? = nil) throws {
        var db: OpaquePointer?
        let rc = sqlite3_open_v2(path, &db, flags | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_URI, nil)
        let shownPath = reportedPath ?? path
        guard rc == SQLITE_OK, let db else {
            let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            if let db { sqlite3_close_v2(db) }
            if rc & 0xFF == SQLITE_NOTADB { throw SQLiteError.notADatabase(path: shownPath) }
            throw SQLiteError.open(path: shownPath, code: rc, message: message)
        }
        handle = db
        self.path = shownPath
        sqlite3_extended_result_codes(db, 1)
        installHooks()
    }

    deinit {
        for stmt in cache.values { sqlite3_finalize(stmt) }
        sqlite3_close_v2(handle)
    }

    var lastMessage: String { String(cString: sqlite3_errmsg(handle)) }

    /// Whether a transaction is open on this connection.
    public var isInTransaction: Bool { sqlite3_get_autocommit(handle) == 0 }

    /// Runs one or more statements without parameters (DDL, PRAGMA, migrations).
    public func executeScript(_ sql: String) throws {
        var err: UnsafeMutablePointer<CChar>?
        let rc = sqlite3_exec(handle, sql, nil, nil, &err)
        if rc != SQLITE_OK {
            let message = err.map { String(cString: $0) } ?? lastMessage
            sqlite3_free(err)
            throw SQLiteError.from(code: rc, message: message, sql: sql, path: path)
        }
    }

    /// Runs one statement with bound parameters; returns the number of changed rows.
    @discardableResult
    public func execute(_ sql: String, _ arguments: [any SQLConvertible] = []) throws -> Int {
        let stmt = try prepare(sql)
        defer { sqlite3_reset(stmt) }
        try bind(stmt, sql, arguments)
        while true {
            let rc = sqlite3_step(stmt)
            if rc == SQLITE_DONE { break }
            if rc != SQLITE_ROW { throw stepError(rc, sql) }
        }
        return Int(sqlite3_changes(handle))
    }

    /// All rows of a query.
    public func query(_ sql: String, _ arguments: [any SQLConvertible] = []) throws -> [Row] {
        let stmt = try prepare(sql)
        defer { sqlite3_reset(stmt) }
        try bind(stmt, sql, arguments)
        let count = Int(sqlite3_column_count(stmt))
        let columns = (0..<count).map { String(cString: sqlite3_column_name(stmt, Int32($0))) }
        var rows: [Row] = []
        while true {
            let rc = sqlite3_step(stmt)
            if rc == SQLITE_DONE { break }
            guard rc == SQLITE_ROW else { throw stepError(rc, sql) }
            var values: [SQLValue] = []
            values.reserveCapacity(count)
            for i in 0..<count { values.append(value(stmt, Int32(i))) }
            rows.append(Row(sql: sql, columns: columns, values: values))
        }
        return rows
    }

    /// The first value of the first row (for aggregates), or nil when there is no row.
    public func scalar<T: SQLConvertible>(_ sql: String, _ arguments: [any SQLConvertible] = [], as type: T.Type = T.self) throws -> T? {
        guard let row = try query(sql, arguments).first else { return nil }
        return try row[0] as T
    }

    public var lastInsertRowID: Int64 { sqlite3_last_insert_rowid(handle) }

    private func stepError(_ rc: Int32, _ sql: String) -> SQLiteError {
        SQLiteError.from(code: rc, message: lastMessage, sql: sql, path: path)
    }

    func prepare(_ sql: String) throws -> OpaquePointer {
        if readTracker == nil, let cached = cache[sql] { return cached }
        var stmt: OpaquePointer?
        let rc = sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &stmt, nil)
        guard rc == SQLITE_OK, let stmt else {
            if rc == SQLITE_OK {
                throw SQLiteError.statement(sql: sql, code: SQLITE_MISUSE, message: "the SQL holds no statement (empty or only a comment)")
            }
            throw SQLiteError.from(code: rc, message: lastMessage, sql: sql, path: path)
        }
        if let old = cache[sql] { sqlite3_finalize(old) }
        cache[sql] = stmt
        return stmt
    }

    private func bind(_ stmt: OpaquePointer, _ sql: String, _ arguments: [any SQLConvertible]) throws {
        sqlite3_clear_bindings(stmt)
        let expected = Int(sqlite3_bind_parameter_count(stmt))
        guard expected == arguments.count else {
            throw SQLiteError.binding(
                sql: sql, index: min(expected, arguments.count) + 1, message: "the statement takes \(expected) parameter(s), \(arguments.count) given"
            )
        }
        for (i, arg) in arguments.enumerated() {
            let index = Int32(i + 1)
            let rc: Int32
            switch arg.sqlValue {
            case .null: rc = sqlite3_bind_null(stmt, index)
            case .integer(let v): rc = sqlite3_bind_int64(stmt, index, v)
            case .real(let v): rc = sqlite3_bind_double(stmt, index, v)
            case .text(var v):
                // With an explicit length, so that text holding NUL characters is kept whole.
                rc = v.withUTF8 { utf8 in
                    guard let base = utf8.baseAddress else { return sqlite3_bind_text(stmt, index, "", 0, csqlite_transient()) }
                    return base.withMemoryRebound(to: CChar.self, capacity: utf8.count) {
                        sqlite3_bind_text(stmt, index, $0, Int32(utf8.count), csqlite_transient())
                    }
                }
            case .blob(let v):
                // An empty blob has no base address, and a nil pointer would bind NULL.
                rc =
                    v.isEmpty
                    ? sqlite3_bind_zeroblob(stmt, index, 0)
                    : v.withUnsafeBytes { sqlite3_bind_blob(stmt, index, $0.baseAddress, Int32($0.count), csqlite_transient()) }
            }
            if rc != SQLITE_OK { throw SQLiteError.binding(sql: sql, index: i + 1, message: lastMessage) }
        }
    }

    private func value(_ stmt: OpaquePointer, _ i: Int32) -> SQLValue {
        switch sqlite3_column_type(stmt, i) {
        case SQLITE_INTEGER: return .integer(sqlite3_column_int64(stmt, i))
        case SQLITE_FLOAT: return .real(sqlite3_column_double(stmt, i))
        case SQLITE_TEXT:
            guard let p = sqlite3_column_text(stmt, i) else { return .text("") }
            let n = Int(sqlite3_column_bytes(stmt, i))
            return .text(String(decoding: UnsafeBufferPointer(start: p, count: n), as: UTF8.self))
        case SQLITE_BLOB:
            let n = Int(sqlite3_column_bytes(stmt, i))
            guard n > 0, let p = sqlite3_column_blob(stmt, i) else { return .blob(Data()) }
            return .blob(Data(bytes: p, count: n))
        default: return .null
        }
    }
}
