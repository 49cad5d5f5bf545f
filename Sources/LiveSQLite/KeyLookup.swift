import Foundation

/// The SQL and the narrowed observation of a one-row-by-primary-key query.
///
/// ```swift
/// let lookup = try db.keyLookup(table: "pieces", key: .integer(10), columns: "*")
/// lookup.sql  // SELECT * FROM "pieces" WHERE "id" = ?
/// ```
struct KeyLookup: Sendable {
    let sql: String
    let key: ObservedKey
}

extension Database {
    /// Finds the table's single-column primary key and builds the lookup; a typed error when
    /// the table is missing or has no such key.
    func keyLookup(table: String, key: SQLValue, columns: String) throws -> KeyLookup {
        let info = try read { try $0.tableInfo(table) }
        guard let info else { throw SQLiteError.invalidKeyLookup(table: table, message: "there is no such table") }
        guard info.primaryKey.count == 1 else {
            let message =
                info.primaryKey.isEmpty
                ? "it has no declared primary key"
                : "its primary key has \(info.primaryKey.count) columns (\(info.primaryKey.map { info.columns[$0] }.joined(separator: ", ")))"
            throw SQLiteError.invalidKeyLookup(table: table, message: message)
        }
        let column = info.primaryKey[0]
        let sql = "SELECT \(columns) FROM \(quoted(table)) WHERE \(quoted(info.columns[column])) = ?"
        return KeyLookup(sql: sql, key: ObservedKey(table: table.lowercased(), column: Int32(column), key: RowKey(key)))
    }

    private func quoted(_ identifier: String) -> String {
        "\"" + identifier.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}

/// The row a key lookup watches: the table, the index of its primary-key column in storage
/// order, and the key.
///
/// ```swift
/// ObservedKey(table: "pieces", column: 0, key: RowKey(.integer(10)))
/// ```
struct ObservedKey: Sendable, Hashable {
    let table: String
    let column: Int32
    let key: RowKey
}
