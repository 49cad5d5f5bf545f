/// A database failure that names what failed: the SQL, the parameter or the column, with
/// SQLite's own message and what to do about it.
///
/// ```swift
/// do {
///     try db.write { try $0.execute("INSERT INTO people (email) VALUES (?)", ["ana@example.com"]) }
/// } catch SQLiteError.constraint(let sql, let message) {
///     print(message)  // "UNIQUE constraint failed: people.email"
/// }
/// ```
public enum SQLiteError: Error, Equatable, CustomStringConvertible {
    case open(path: String, code: Int32, message: String)
    /// Any other SQLite failure of a statement, syntax errors included.
    case statement(sql: String, code: Int32, message: String)
    case binding(sql: String, index: Int, message: String)
    case decoding(sql: String, column: String, expected: String, found: String)
    case missingColumn(sql: String, column: String, available: [String])
    case noRow(sql: String)
    case migration(name: String, message: String)
    case notADatabase(path: String)
    /// The file is a database whose content is damaged (`SQLITE_CORRUPT`).
    case corrupt(path: String, sql: String, message: String)
    /// Another connection or process holds the lock for longer than the busy timeout.
    case busy(sql: String, message: String)
    /// A `UNIQUE`, `NOT NULL`, `CHECK` or foreign-key constraint refused the change.
    case constraint(sql: String, message: String)
    /// A live query's decoder threw an error that is not an `SQLiteError`.
    case decoderFailed(sql: String, message: String)
    /// `LiveQuery.row` was asked for a table it cannot narrow to one key.
    case invalidKeyLookup(table: String, message: String)

    public var description: String {
        switch self {
        case .open(let path, let code, let message):
            return "Cannot open the database at \(path) (SQLite \(code): \(message)). Check the path and permissions."
        case .statement(let sql, let code, let message):
            return "SQLite error \(code) (\(message)) in: \(sql)"
        case .binding(let sql, let index, let message):
            return "Cannot bind parameter \(index) (\(message)) in: \(sql)"
        case .decoding(let sql, let column, let expected, let found):
            return "Column '\(column)' holds \(found), expected \(expected), in: \(sql)"
        case .missingColumn(let sql, let column, let available):
            return "No column '\(column)' in the result (columns: \(available.joined(separator: ", "))) of: \(sql)"
        case .noRow(let sql):
            return "The query returned no row: \(sql)"
        case .migration(let name, let message):
            return "Migration '\(name)' failed and was rolled back: \(message)"
        case .notADatabase(let path):
            return "\(path) is not an SQLite database (or it is corrupt). Restore it from a backup or point at the right file."
        case .corrupt(let path, let sql, let message):
            return
                "The database at \(path) is corrupt (\(message)) while running: \(sql). Restore it from a backup; `sqlite3 \(path) .recover` may save what is left."
        case .busy(let sql, let message):
            return
                "The database is locked by another connection or process (\(message)) while running: \(sql). Retry once the other program has finished writing (or close it), or allow a longer wait for locks."
        case .constraint(let sql, let message):
            return "A constraint refused the change (\(message)) in: \(sql). Check the values bound to the statement."
        case .decoderFailed(let sql, let message):
            return "The decoder of a live query failed (\(message)) for: \(sql)"
        case .invalidKeyLookup(let table, let message):
            return "Cannot observe one row of '\(table)' by key: \(message). Use LiveQuery.one with SQL instead."
        }
    }

    /// SQLite's own message (or the description for errors that have none).
    public var message: String {
        switch self {
        case .open(_, _, let m), .statement(_, _, let m), .binding(_, _, let m), .corrupt(_, _, let m), .busy(_, let m), .constraint(_, let m),
            .decoderFailed(_, let m), .migration(_, let m), .invalidKeyLookup(_, let m):
            return m
        default:
            return description
        }
    }
}

extension SQLiteError {
    /// Maps a failing result code to the case that says what is wrong.
    static func from(code: Int32, message: String, sql: String, path: String) -> SQLiteError {
        switch code & 0xFF {
        case 26: return .notADatabase(path: path)  // SQLITE_NOTADB
        case 11: return .corrupt(path: path, sql: sql, message: message)  // SQLITE_CORRUPT
        case 5, 6: return .busy(sql: sql, message: message)  // SQLITE_BUSY, SQLITE_LOCKED
        case 19: return .constraint(sql: sql, message: message)  // SQLITE_CONSTRAINT
        default: return .statement(sql: sql, code: code, message: message)
        }
    }
}
