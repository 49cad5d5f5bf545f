/// A database failure that names what failed: the SQL, the parameter or the column, with
/// SQLite's own message.
///
/// ```swift
/// catch let e as SQLiteError { print(e) }  // "SQL error 1 (no such table: profil) in: SELECT …"
/// ```
public enum SQLiteError: Error, Equatable, CustomStringConvertible {
    case open(path: String, code: Int32, message: String)
    case statement(sql: String, code: Int32, message: String)
    case binding(sql: String, index: Int, message: String)
    case decoding(sql: String, column: String, expected: String, found: String)
    case missingColumn(sql: String, column: String, available: [String])
    case noRow(sql: String)
    case migration(name: String, message: String)
    case newerDatabase(unknownMigrations: [String])
    case notADatabase(path: String)

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
        case .newerDatabase(let names):
            return
                "The database was migrated by a newer version of the app (unknown migrations: \(names.joined(separator: ", "))). Open it with that version or use a fresh database."
        case .notADatabase(let path):
            return "\(path) is not an SQLite database (or it is corrupt). Restore it from a backup or point at the right file."
        }
    }
}
