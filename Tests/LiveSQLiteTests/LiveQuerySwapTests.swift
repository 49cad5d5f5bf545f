import Foundation
import Testing

@testable import LiveSQLite

@MainActor
@Suite struct LiveQuerySwapTests {
    let db: Database
    init() throws { db = try makePeopleDatabase() }

    func names(_ q: LiveQuery<[Person]>) -> [String] { q.value.map(\.name) }

    @Test func newArgumentsGiveTheNewValueAtOnce() async throws {
        let q = try LiveQuery<[Person]>.all(db, "SELECT id, name FROM people WHERE name LIKE ? ORDER BY id", ["A%"])
        #expect(names(q) == ["Ana"])
        let change = ObservedChange { _ = q.value }
        try q.update(arguments: ["B%"])
        #expect(names(q) == ["Ben"])
        #expect(change.happened)
        #expect(q.arguments.map(\.sqlValue) == [.text("B%")])
        // Commits follow the new filter.
        try db.write { try $0.execute("INSERT INTO people (name) VALUES ('Bea'), ('Abe')") }
        await db.settled()
        #expect(names(q) == ["Ben", "Bea"])
        #expect(db.observerCount == 1)
    }

    @Test func anEqualResultNotifiesNobody() throws {
        let q = try LiveQuery<Int>.value(db, "SELECT count(*) FROM people WHERE age > ?", [20], default: 0)
        let change = ObservedChange { _ = q.value }
        try q.update(arguments: [10])
        #expect(q.value == 2)
        #expect(!change.happened)
    }

    @Test func newSQLObservesWhatItReads() async throws {
        let q = try LiveQuery<Int>.value(db, "SELECT count(*) FROM people", default: 0)
        try q.update(sql: "SELECT count(*) FROM other", arguments: [])
        #expect(q.value == 0)
        #expect(q.sql == "SELECT count(*) FROM other")
        let before = db.refetchCount
        try db.write { try $0.execute("INSERT INTO people (name) VALUES ('Cleo')") }
        await db.settled()
        #expect(db.refetchCount == before)  // the old query's table no longer concerns it
        try db.write { try $0.execute("INSERT INTO other (x) VALUES (1)") }
        await db.settled()
        #expect(q.value == 1)
    }

    @Test func aSortSwapKeepsTheRowsInTheNewOrder() throws {
        let q = try LiveQuery<[Person]>.all(db, "SELECT id, name FROM people ORDER BY name")
        try q.update(sql: "SELECT id, name FROM people ORDER BY name DESC", arguments: [])
        #expect(names(q) == ["Ben", "Ana"])
    }

    @Test func badSQLThrowsAndChangesNothing() async throws {
        let q = try LiveQuery<[Person]>.all(db, "SELECT id, name FROM people ORDER BY id")
        #expect(throws: SQLiteError.self) { try q.update(sql: "SELECT id, name FROM nowhere", arguments: []) }
        #expect(q.sql == "SELECT id, name FROM people ORDER BY id")
        #expect(names(q) == ["Ana", "Ben"])
        try db.write { try $0.execute("INSERT INTO people (name) VALUES ('Cleo')") }
        await db.settled()
        #expect(names(q) == ["Ana", "Ben", "Cleo"])  // still observing the old query
    }

    @Test func loadFetchesOffTheMainActorAndTheLastSwapWins() async throws {
        let q = try LiveQuery<[Person]>.all(db, "SELECT id, name FROM people WHERE name LIKE ? ORDER BY id", ["A%"])
        try await q.load(arguments: ["B%"])
        #expect(names(q) == ["Ben"])
        try await q.load(arguments: ["%"])
        #expect(names(q) == ["Ana", "Ben"])
        // A load overtaken by a later swap changes nothing.
        let asked = q.swapRequests
        let overtaken = Task { try await q.load(arguments: ["A%"]) }
        while q.swapRequests == asked { await Task.yield() }
        try q.update(arguments: ["B%"])
        try await overtaken.value
        #expect(names(q) == ["Ben"])
    }

    @Test func resultsOfASwappedOutQueryInFlightAreDropped() async throws {
        let q = try LiveQuery<[Person]>.all(db, "SELECT id, name FROM people WHERE name LIKE ? ORDER BY id", ["A%"])
        for n in 0..<20 {
            // The write re-fetches the old filter on the worker; the swap lands before its delivery.
            try db.write { try $0.execute("INSERT INTO people (name) VALUES (?)", ["A\(n)"]) }
            try q.update(arguments: ["B%"])
            await db.settled()
            #expect(names(q) == ["Ben"])
            try q.update(arguments: ["A%"])
        }
        #expect(db.observerCount == 1)
    }

    @Test func aKeyLookupCanBecomeAPlainQuery() async throws {
        let q = try LiveQuery<Person?>.row(db, "people", key: 1, columns: "id, name")
        #expect(q.value?.name == "Ana")
        try q.update(sql: "SELECT id, name FROM people WHERE id = ?", arguments: [2])
        #expect(q.value?.name == "Ben")
        try db.write { try $0.execute("UPDATE people SET name = 'Benji' WHERE id = 2") }
        await db.settled()
        #expect(q.value?.name == "Benji")
    }
}
