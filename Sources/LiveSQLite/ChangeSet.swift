/// What one committed transaction changed, per table: whether rows were inserted or deleted,
/// which columns an UPDATE really changed (old and new values compared), and, for tables with
/// key-lookup observers, the keys of the rows touched.
///
/// ```swift
/// // UPDATE pieces SET title = 'Rose' WHERE id = 10
/// changes.tables["pieces"]  // rowsInsertedOrDeleted: false, columns: ["title"], keys: [10]
/// ```
struct ChangeSet: Sendable {
    struct TableChange: Sendable {
        /// A row appeared or disappeared (INSERT, DELETE, a REPLACE deletion, a key change).
        var rowsInsertedOrDeleted = false
        /// Columns whose value changed in at least one updated row.
        var columns: Set<String> = []
        /// Every column may have changed (the table's layout was not known).
        var allColumns = false
        /// Keys of the rows touched, when tracked; nil means any row.
        var keys: Set<RowKey>?
    }

    var tables: [String: TableChange] = [:]
    /// DDL that can change what a prepared query reads or returns (DROP, ALTER).
    var schemaChanged = false

    var isEmpty: Bool { tables.isEmpty && !schemaChanged }
}
