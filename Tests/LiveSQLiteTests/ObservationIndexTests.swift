import Testing

@testable import LiveSQLite

/// The index finds exactly the observers a commit's changes concern, and forgets removed ones.
@Suite struct ObservationIndexTests {
    private func changes(_ table: String, _ change: ChangeSet.TableChange) -> ChangeSet {
        var changes = ChangeSet()
        changes.tables[table] = change
        return changes
    }

    @Test func updatesConcernObserversOfTheChangedColumnsOnly() {
        var index = ObservationIndex()
        let name = index.add(makeObserver(reading: ["people.name"]))
        let age = index.add(makeObserver(reading: ["people.age"]))
        let count = index.add(makeObserver(reading: ["people"]))
        _ = index.add(makeObserver(reading: ["other.x"]))
        #expect(index.affected(by: changes("people", .init(columns: ["name"]))) == [name])
        #expect(index.affected(by: changes("people", .init(rowsInsertedOrDeleted: true))) == [name, age, count])
        #expect(index.affected(by: changes("people", .init(allColumns: true))) == [name, age, count])
        #expect(index.affected(by: changes("nobody", .init(rowsInsertedOrDeleted: true))).isEmpty)
    }

    @Test func keyLookupsAreConcernedByTheirOwnKeyOnly() {
        var index = ObservationIndex()
        let one = index.add(makeObserver(reading: ["people.name"], key: ObservedKey(table: "people", column: 0, key: RowKey(rowid: 1))))
        let two = index.add(makeObserver(reading: ["people.name"], key: ObservedKey(table: "people", column: 0, key: RowKey(rowid: 2))))
        let table = index.add(makeObserver(reading: ["people.name"]))
        #expect(index.keyColumns == ["people": 0])
        #expect(index.affected(by: changes("people", .init(columns: ["name"], keys: [RowKey(rowid: 1)]))) == [one, table])
        #expect(index.affected(by: changes("people", .init(columns: ["name"], keys: [RowKey(rowid: 3)]))) == [table])
        #expect(index.affected(by: changes("people", .init(columns: ["name"], keys: nil))) == [one, two, table])
        #expect(index.affected(by: changes("people", .init(columns: ["age"], keys: [RowKey(rowid: 1)]))).isEmpty)
    }

    @Test func virtualTablesAreConcernedByTheirShadowTables() {
        var index = ObservationIndex()
        let search = index.add(makeObserver(reading: ["docs.body"], virtualTables: ["docs"]))
        #expect(index.affected(by: changes("docs_content", .init(rowsInsertedOrDeleted: true))) == [search])
        #expect(index.affected(by: changes("docsx", .init(rowsInsertedOrDeleted: true))).isEmpty)
    }

    @Test func schemaChangesConcernEveryObserver() {
        var index = ObservationIndex()
        let a = index.add(makeObserver(reading: ["people.name"]))
        let b = index.add(makeObserver(reading: ["other.x"]))
        var changes = ChangeSet()
        changes.schemaChanged = true
        #expect(index.affected(by: changes) == [a, b])
    }

    @Test func removedObserversAreNoLongerFound() {
        var index = ObservationIndex()
        let table = index.add(makeObserver(reading: ["people.name"], virtualTables: ["people"]))
        let keyed = index.add(makeObserver(reading: ["people.name"], key: ObservedKey(table: "people", column: 0, key: RowKey(rowid: 1))))
        let removed = [index.remove(table), index.remove(keyed), index.remove(keyed)]
        #expect(removed == [true, true, false])
        #expect(index.observers.isEmpty)
        #expect(index.affected(by: changes("people", .init(rowsInsertedOrDeleted: true, keys: nil))).isEmpty)
        #expect(index.affected(by: changes("people_data", .init(rowsInsertedOrDeleted: true))).isEmpty)
        let next = index.add(makeObserver(reading: ["people"]))
        #expect(next > keyed)
    }

    @Test func reindexingFollowsTheNewReadSet() {
        var index = ObservationIndex()
        let observer = makeObserver(reading: ["people.name"])
        let id = index.add(observer)
        var moved = ReadSet()
        moved.insert(table: "other", column: "x")
        index.reindex(id, observer, readSet: moved)
        #expect(observer.readSet == moved)
        #expect(index.affected(by: changes("people", .init(rowsInsertedOrDeleted: true))).isEmpty)
        #expect(index.affected(by: changes("other", .init(columns: ["x"]))) == [id])
        index.setKeyColumn(2, of: "other")
        #expect(index.keyColumns == ["other": 2])
    }
}
