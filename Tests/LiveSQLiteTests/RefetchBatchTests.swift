import Testing

@testable import LiveSQLite

/// A batch re-fetches its observers from one connection and reports only what must be
/// recorded: changed results, new read sets after a schema change, failures not yet held.
@Suite struct RefetchBatchTests {
    private func count(_ connection: Connection) throws -> any Sendable {
        try connection.scalar("SELECT count(*) FROM people", as: Int.self) ?? 0
    }

    private func people() throws -> (Connection, schemaVersion: Int64) {
        let connection = try Connection(path: ":memory:")
        try connection.executeScript("CREATE TABLE people (id INTEGER PRIMARY KEY, name TEXT); INSERT INTO people (name) VALUES ('Ana')")
        return (connection, try connection.scalar("PRAGMA schema_version", as: Int64.self) ?? 0)
    }

    @Test func onlyChangedResultsAreReported() throws {
        let (connection, version) = try people()
        let stale = makeObserver(reading: ["people"], schemaVersion: version, last: .success(0), fetch: count)
        let current = makeObserver(reading: ["people"], schemaVersion: version, last: .success(1), fetch: count)
        let refetched = RefetchBatch(generation: 1, observers: [(1, stale), (2, current)]).refetch(on: connection, schemaVersion: version)
        #expect(refetched.map(\.id) == [1])
        #expect(refetched.first?.observer === stale)
        #expect(try refetched.first?.changed?.get() as? Int == 1)
        #expect(refetched.first?.readSet == nil)
        #expect(refetched.first?.schemaVersion == version)
    }

    @Test func aNewerSchemaRecomputesTheReadSetAndKeyColumn() throws {
        let (connection, version) = try people()
        let key = ObservedKey(table: "people", column: 5, key: RowKey(rowid: 1))
        let observer = makeObserver(
            reading: ["people.id"], key: key, sql: "SELECT name FROM people WHERE id = 1", schemaVersion: version - 1, last: .success(1),
            fetch: count)
        let refetched = RefetchBatch(generation: 1, observers: [(7, observer)]).refetch(on: connection, schemaVersion: version)
        #expect(refetched.count == 1)
        #expect(refetched.first?.changed == nil)
        #expect(refetched.first?.readSet?.columns == ["people": ["id", "name"]])
        #expect(refetched.first?.schemaVersion == version)
        #expect(refetched.first?.keyColumn == 0)
    }

    @Test func fetchErrorsAreResults() throws {
        struct Broken: Error {}
        let (connection, version) = try people()
        let observer = makeObserver(reading: ["people"], sql: "SELECT broken", schemaVersion: version) { _ in throw Broken() }
        let refetched = RefetchBatch(generation: 1, observers: [(1, observer)]).refetch(on: connection, schemaVersion: version)
        let failure = SQLiteError.decoderFailed(sql: "SELECT broken", message: "\(Broken())")
        #expect(refetched.count == 1)
        if case .failure(let error) = refetched.first?.changed { #expect(error == failure) } else { Issue.record("no failure") }
    }

    @Test func failingReportsOnlyObserversNotHoldingTheErrorYet() {
        let error = SQLiteError.noRow(sql: "SELECT 1")
        let fine = makeObserver(reading: ["people"], schemaVersion: 4)
        let failed = makeObserver(reading: ["people"], last: .failure(error))
        let refetched = RefetchBatch(generation: 1, observers: [(1, fine), (2, failed)]).failing(with: error)
        #expect(refetched.map(\.id) == [1])
        #expect(refetched.first?.schemaVersion == 4)
        #expect(refetched.first?.readSet == nil)
        if case .failure(let reported) = refetched.first?.changed { #expect(reported == error) } else { Issue.record("no failure") }
    }
}
