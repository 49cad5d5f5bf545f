import CSQLite

/// What a statement reads, as the authorizer reports it when the statement is prepared: the
/// tables, and for each the columns read. A table with no columns is read for the existence
/// of its rows only (`SELECT count(*) FROM t`). Names are lowercased.
///
/// ```swift
/// let reads = try db.read { try $0.readSet(of: "SELECT count(*) FROM pieces WHERE status = 'healed'") }
/// reads.columns  // ["pieces": ["status"]]
/// ```
public struct ReadSet: Hashable, Sendable {
    public var columns: [String: Set<String>] = [:]
    /// The virtual tables among `tables`: a change to one of their shadow tables
    /// (`<table>_…`) concerns them.
    public var virtualTables: Set<String> = []
    public init() {}
    public var tables: Set<String> { Set(columns.keys) }

    mutating func insert(table: String, column: String) {
        if column.isEmpty {
            if columns[table] == nil { columns[table] = [] }
        } else {
            columns[table, default: []].insert(column)
        }
    }
}

extension Connection {
    /// Prepares `sql` with the authorizer recording every table and column it reads (views,
    /// joins, subqueries and CTEs report their base tables), and notes which of the tables are
    /// virtual. The statement stays cached.
    public func readSet(of sql: String) throws -> ReadSet {
        readTracker = ReadSet()
        let prepared = Result { try prepare(sql) }
        var reads = readTracker ?? ReadSet()
        readTracker = nil
        _ = try prepared.get()
        for table in reads.tables where (try? tableInfo(table))??.isVirtual == true { reads.virtualTables.insert(table) }
        return reads
    }
}
