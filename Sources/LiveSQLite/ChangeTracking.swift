import CSQLite

/// What a statement reads: tables, and the columns of each (an empty column set means the
/// row's existence, e.g. `count(*)`).
public struct ReadSet: Hashable, Sendable {
    public var columns: [String: Set<String>] = [:]
    public init() {}
    public var tables: Set<String> { Set(columns.keys) }
}

/// Tables changed in the current transaction.
public struct ChangeSet: Hashable, Sendable {
    public var tables: Set<String> = []
    public init() {}
    public var isEmpty: Bool { tables.isEmpty }
}

extension Connection {
    /// Prepares `sql` once with the authorizer recording every column it reads.
    func readSet(of sql: String) throws -> ReadSet {
        readTracker = ReadSet()
        defer { readTracker = nil }
        var stmt: OpaquePointer?
        let rc = sqlite3_prepare_v2(handle, sql, -1, &stmt, nil)
        sqlite3_finalize(stmt)
        guard rc == SQLITE_OK else { throw SQLiteError.statement(sql: sql, code: rc, message: lastMessage) }
        return readTracker ?? ReadSet()
    }

    func installHooks() {
        let me = Unmanaged.passUnretained(self).toOpaque()
        sqlite3_set_authorizer(
            handle,
            { context, action, table, column, _, _ in
                let connection = Unmanaged<Connection>.fromOpaque(context!).takeUnretainedValue()
                if action == SQLITE_READ, connection.readTracker != nil, let table {
                    let name = String(cString: table)
                    if !name.hasPrefix("sqlite_") {
                        let col = column.map { String(cString: $0) } ?? ""
                        if col.isEmpty {
                            connection.readTracker!.columns[name, default: []].formUnion([])
                        } else {
                            connection.readTracker!.columns[name, default: []].insert(col)
                        }
                    }
                }
                // A bare `DELETE FROM t` would use the truncate optimisation and skip the hooks;
                // SQLITE_IGNORE for SQLITE_DELETE turns it into a row-by-row delete that reports.
                if action == SQLITE_DELETE, let table, !String(cString: table).hasPrefix("sqlite_") {
                    return SQLITE_IGNORE
                }
                return SQLITE_OK
            }, me)
        sqlite3_preupdate_hook(
            handle,
            { context, _, _, _, table, _, _ in
                let connection = Unmanaged<Connection>.fromOpaque(context!).takeUnretainedValue()
                if let table { connection.pendingChanges.tables.insert(String(cString: table)) }
            }, me)
    }
}
