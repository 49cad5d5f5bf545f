/// The registered observers by id, and by what they read: by table, by key for key lookups,
/// by virtual table. Answers which observers a commit's ``ChangeSet`` concerns. A value kept
/// by the ``ObservationCenter`` under its lock.
///
/// ```swift
/// var index = ObservationIndex()
/// let id = index.add(observer)              // reads people.name
/// index.affected(by: changes)               // [id] when a commit changed people.name
/// ```
struct ObservationIndex {
    private(set) var observers: [Int: Observer] = [:]
    private var nextID = 0
    /// Observers reading a table, by table, except those narrowed to a key of that table.
    private var byTable: [String: Set<Int>] = [:]
    /// Key-lookup observers by table and key.
    private var byKey: [String: [RowKey: Set<Int>]] = [:]
    /// Observers of virtual tables, by table: changes arrive as changes of `<table>_…`.
    private var byVirtualTable: [String: Set<Int>] = [:]
    /// Tables observed by key lookups and the index of their key column, for the recorder.
    private(set) var keyColumns: [String: Int32] = [:]

    /// Registers `observer` under a new id, which it returns.
    mutating func add(_ observer: Observer) -> Int {
        nextID += 1
        let id = nextID
        observers[id] = observer
        index(id, observer)
        if let key = observer.key { keyColumns[key.table] = key.column }
        return id
    }

    /// Forgets the observer `id`; false when there was none.
    mutating func remove(_ id: Int) -> Bool {
        guard let observer = observers.removeValue(forKey: id) else { return false }
        unindex(id, observer)
        return true
    }

    /// Gives `observer` (registered as `id`) the read set a schema change left it with.
    mutating func reindex(_ id: Int, _ observer: Observer, readSet: ReadSet) {
        unindex(id, observer)
        observer.readSet = readSet
        index(id, observer)
    }

    /// Notes the index of `table`'s key column after a schema change.
    mutating func setKeyColumn(_ column: Int32, of table: String) {
        keyColumns[table] = column
    }

    private mutating func index(_ id: Int, _ observer: Observer) {
        for table in observer.readSet.virtualTables { byVirtualTable[table, default: []].insert(id) }
        for table in observer.readSet.tables {
            if let key = observer.key, key.table == table {
                byKey[table, default: [:]][key.key, default: []].insert(id)
            } else {
                byTable[table, default: []].insert(id)
            }
        }
    }

    private mutating func unindex(_ id: Int, _ observer: Observer) {
        for table in observer.readSet.virtualTables {
            byVirtualTable[table]?.remove(id)
            if byVirtualTable[table]?.isEmpty == true { byVirtualTable[table] = nil }
        }
        for table in observer.readSet.tables {
            if let key = observer.key, key.table == table {
                byKey[table]?[key.key]?.remove(id)
                if byKey[table]?[key.key]?.isEmpty == true { byKey[table]?[key.key] = nil }
            } else {
                byTable[table]?.remove(id)
            }
        }
    }

    /// The observers whose read set intersects `changes`.
    func affected(by changes: ChangeSet) -> Set<Int> {
        if changes.schemaChanged { return Set(observers.keys) }
        var result = Set<Int>()
        for (table, change) in changes.tables {
            for (virtual, ids) in byVirtualTable where table.hasPrefix(virtual + "_") { result.formUnion(ids) }
            func concerns(_ id: Int) -> Bool {
                guard let columns = observers[id]?.readSet.columns[table] else { return false }
                if change.rowsInsertedOrDeleted || change.allColumns { return true }
                return !columns.isDisjoint(with: change.columns)
            }
            for id in byTable[table] ?? [] where concerns(id) { result.insert(id) }
            guard let keyed = byKey[table] else { continue }
            if let keys = change.keys {
                for key in keys {
                    for id in keyed[key] ?? [] where concerns(id) { result.insert(id) }
                }
            } else {
                for ids in keyed.values {
                    for id in ids where concerns(id) { result.insert(id) }
                }
            }
        }
        return result
    }
}
