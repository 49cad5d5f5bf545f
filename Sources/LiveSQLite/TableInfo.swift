/// A table's columns in storage order (the order the preupdate hook numbers them), which of
/// them are generated, and its primary key.
///
/// ```swift
/// let info = try connection.tableInfo("pieces")!
/// info.columns[info.primaryKey[0]]  // "id"
/// ```
struct TableInfo: Sendable, Equatable {
    /// Lowercased column names, hidden and generated ones included.
    var columns: [String]
    /// Indices of generated columns: the authorizer reports them by their own name only, so
    /// any update of the row counts as changing them.
    var generated: [Int]
    /// Indices of the primary-key columns, in key order; empty for a rowid table without one.
    var primaryKey: [Int]
    /// A virtual table (FTS5, R*Tree…): its rows live in shadow tables named `<table>_…`,
    /// which are what the preupdate hook reports.
    var isVirtual = false
}

extension Connection {
    /// The table's layout, or nil when there is no such table. Cached until the schema changes.
    func tableInfo(_ table: String) throws -> TableInfo? {
        let key = table.lowercased()
        if let cached = tableInfoCache[key] { return cached }
        let rows = try query("SELECT name, pk, hidden FROM pragma_table_xinfo(?)", [table])
        guard !rows.isEmpty else { return nil }
        var info = TableInfo(columns: [], generated: [], primaryKey: [])
        var keyed: [(position: Int, index: Int)] = []
        for (index, row) in rows.enumerated() {
            info.columns.append((try row[0] as String).lowercased())
            let pk: Int = try row[1]
            if pk > 0 { keyed.append((pk, index)) }
            let hidden: Int = try row[2]
            if hidden == 2 || hidden == 3 { info.generated.append(index) }
        }
        info.primaryKey = keyed.sorted { $0.position < $1.position }.map(\.index)
        let virtual = "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = ? COLLATE NOCASE AND sql LIKE 'CREATE VIRTUAL TABLE%'"
        info.isVirtual = try scalar(virtual, [table], as: Int.self) ?? 0 > 0
        tableInfoCache[key] = info
        return info
    }
}
