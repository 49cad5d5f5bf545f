import CSQLite

/// Collects, from the preupdate hook, what the current transaction changes. Savepoints push
/// and pop its state, so a rolled-back savepoint leaves no trace.
///
/// ```swift
/// recorder.begin(keyColumns: ["pieces": 0])
/// // … statements run, the hook calls record(…) …
/// let changes = recorder.resolve(using: connection)
/// ```
final class ChangeRecorder {
    struct Raw {
        var rowsInsertedOrDeleted = false
        var columns = ColumnMask()
        var keys: Set<RowKey>?
    }

    /// Beyond this many distinct keys per table a change counts as touching any row.
    static let keyLimit = 256

    private(set) var tables: [String: Raw] = [:]
    var schemaChanged = false
    /// Tables observed by key lookups: table → index of the key column.
    private var keyColumns: [String: Int32] = [:]
    private var savepoints: [(tables: [String: Raw], schemaChanged: Bool)] = []
    private var lastName: (pointer: UnsafePointer<CChar>, name: String)?

    var isEmpty: Bool { tables.isEmpty && !schemaChanged }

    func begin(keyColumns: [String: Int32]) {
        reset()
        self.keyColumns = keyColumns
    }

    func reset() {
        tables.removeAll(keepingCapacity: true)
        schemaChanged = false
        savepoints.removeAll()
        lastName = nil
    }

    func pushSavepoint() { savepoints.append((tables, schemaChanged)) }

    func popSavepoint(rolledBack: Bool) {
        guard let saved = savepoints.popLast() else { return }
        if rolledBack {
            tables = saved.tables
            schemaChanged = saved.schemaChanged
        }
    }

    /// Called by the preupdate hook for every row about to be inserted, updated or deleted.
    func record(_ db: OpaquePointer, _ op: Int32, _ zName: UnsafePointer<CChar>, _ key1: Int64, _ key2: Int64) {
        let name: String
        if let last = lastName, last.pointer == zName {
            name = last.name
        } else {
            name = String(cString: zName).lowercased()
            lastName = (zName, name)
        }
        var raw = tables.removeValue(forKey: name) ?? Raw(keys: keyColumns[name] == nil ? nil : [])
        switch op {
        case SQLITE_INSERT:
            raw.rowsInsertedOrDeleted = true
        case SQLITE_DELETE:
            raw.rowsInsertedOrDeleted = true
        default:
            let count = sqlite3_preupdate_count(db)
            for i in 0..<count {
                var old: OpaquePointer?
                var new: OpaquePointer?
                sqlite3_preupdate_old(db, i, &old)
                sqlite3_preupdate_new(db, i, &new)
                if csqlite_values_equal(old, new) == 0 { raw.columns.insert(Int(i)) }
            }
            // A changed rowid (or primary key of a WITHOUT ROWID table) moves the row.
            if key1 != key2 { raw.rowsInsertedOrDeleted = true }
        }
        if raw.keys != nil, let column = keyColumns[name] {
            if op != SQLITE_INSERT { insertKey(&raw, db, column, old: true) }
            if op != SQLITE_DELETE { insertKey(&raw, db, column, old: false) }
        }
        tables[name] = raw
    }

    private func insertKey(_ raw: inout Raw, _ db: OpaquePointer, _ column: Int32, old: Bool) {
        var value: OpaquePointer?
        let rc = old ? sqlite3_preupdate_old(db, column, &value) : sqlite3_preupdate_new(db, column, &value)
        guard rc == SQLITE_OK, raw.keys != nil, raw.keys!.count < ChangeRecorder.keyLimit else {
            raw.keys = nil
            return
        }
        raw.keys!.insert(RowKey(value))
    }

    /// Turns column indices into names (outside the hook, where SQL may run again).
    func resolve(using connection: Connection) -> ChangeSet {
        var changes = ChangeSet()
        changes.schemaChanged = schemaChanged
        if schemaChanged { connection.tableInfoCache.removeAll() }
        for (table, raw) in tables {
            var change = ChangeSet.TableChange(rowsInsertedOrDeleted: raw.rowsInsertedOrDeleted, keys: raw.keys)
            if !raw.columns.isEmpty {
                if let info = try? connection.tableInfo(table) {
                    for index in raw.columns.indices {
                        if index < info.columns.count { change.columns.insert(info.columns[index]) } else { change.allColumns = true }
                    }
                    for index in info.generated { change.columns.insert(info.columns[index]) }
                } else {
                    change.allColumns = true
                }
            }
            changes.tables[table] = change
        }
        return changes
    }
}
