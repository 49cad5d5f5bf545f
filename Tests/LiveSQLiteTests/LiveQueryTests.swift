import Foundation
import Testing

@testable import LiveSQLite

@MainActor
@Suite struct LiveQueryTests {
    func makeDatabase() throws -> Database { try makePeopleDatabase() }

    @Test func firstValueIsSynchronous() throws {
        let db = try makeDatabase()
        let q = try LiveQuery<[Person]>.all(db, "SELECT id, name FROM people ORDER BY id")
        #expect(q.value.map(\.name) == ["Ana", "Ben"])
    }

    @Test func committedWriteUpdatesValue() async throws {
        let db = try makeDatabase()
        let q = try LiveQuery<Int>.value(db, "SELECT count(*) FROM people", default: 0)
        try db.write { try $0.execute("INSERT INTO people (name) VALUES ('Cleo')") }
        await db.settled()
        #expect(q.value == 3)
    }

    @Test func rolledBackWriteNotifiesNobody() async throws {
        let db = try makeDatabase()
        _ = try LiveQuery<Int>.value(db, "SELECT count(*) FROM people", default: 0)
        let before = db.refetchCount
        struct Boom: Error {}
        #expect(throws: Boom.self) {
            try db.write { c in
                try c.execute("INSERT INTO people (name) VALUES ('Dan')")
                throw Boom()
            }
        }
        await db.settled()
        #expect(db.refetchCount == before)
        #expect(try db.read { try $0.scalar("SELECT count(*) FROM people", as: Int.self) } == 2)
    }

    @Test func writesToOtherTablesDoNotRefetch() async throws {
        let db = try makeDatabase()
        _ = try LiveQuery<[Person]>.all(db, "SELECT id, name FROM people")
        let before = db.refetchCount
        try db.write { try $0.execute("INSERT INTO other (x) VALUES (1)") }
        await db.settled()
        #expect(db.refetchCount == before)
    }

    @Test func bareDeleteIsNoticed() async throws {
        let db = try makeDatabase()
        let q = try LiveQuery<Int>.value(db, "SELECT count(*) FROM people", default: -1)
        try db.write { try $0.execute("DELETE FROM people") }
        await db.settled()
        #expect(q.value == 0)
    }

    @Test func observationStopsWhenReleased() async throws {
        let db = try makeDatabase()
        var q: LiveQuery<Int>? = try LiveQuery<Int>.value(db, "SELECT count(*) FROM people", default: 0)
        #expect(db.observerCount == 1)
        _ = q?.value
        q = nil
        #expect(db.observerCount == 0)
        let before = db.refetchCount
        try db.write { try $0.execute("INSERT INTO people (name) VALUES ('Cleo')") }
        await db.settled()
        #expect(db.refetchCount == before)  // no work for a released screen
    }

    @Test func changedValueNotifiesObservation() async throws {
        let db = try makeDatabase()
        let q = try LiveQuery<Int>.value(db, "SELECT count(*) FROM people", default: 0)
        let change = ObservedChange { _ = q.value }
        try db.write { try $0.execute("INSERT INTO people (name) VALUES ('Cleo')") }
        await db.settled()
        #expect(change.happened)
    }

    @Test func equalResultsDoNotNotify() async throws {
        let db = try makeDatabase()
        let q = try LiveQuery<Int>.value(db, "SELECT count(*) FROM people WHERE age > 30", default: 0)
        let change = ObservedChange { _ = q.value }
        let before = db.refetchCount
        // Ana stays over 30: the filtered column changed, so the query re-fetches, but the
        // count is the same and the model is not touched.
        try db.write { try $0.execute("UPDATE people SET age = 50 WHERE name = 'Ana'") }
        await db.settled()
        #expect(db.refetchCount == before + 1)
        #expect(q.value == 1)
        #expect(!change.happened)
    }

    @Test func asyncVariantFetchesOffTheMainActor() async throws {
        let db = try makeDatabase()
        let sawMainThread = Counter()
        let q = try await LiveQuery<[Person]>(loading: db, sql: "SELECT id, name FROM people ORDER BY id") { rows in
            if Thread.isMainThread { sawMainThread.increment() }
            return try rows.map(Person.init(row:))
        }
        #expect(q.value.map(\.name) == ["Ana", "Ben"])
        #expect(sawMainThread.current == 0)
        try db.write { try $0.execute("INSERT INTO people (name) VALUES ('Cleo')") }
        await db.settled()
        #expect(q.value.map(\.name) == ["Ana", "Ben", "Cleo"])
        let loaded = try await LiveQuery<Int>.loadValue(db, "SELECT count(*) FROM people", default: 0)
        #expect(loaded.value == 3)
    }

    @Test func commitBetweenFirstFetchAndRegistrationIsNotLost() async throws {
        let db = try makeDatabase()
        // The async variant fetches first and registers later; a commit in between must still
        // reach the model.
        let fetch: @Sendable (Connection) throws -> any Sendable = { try $0.scalar("SELECT count(*) FROM people", as: Int.self) ?? 0 }
        let prepared = try db.prepareObservation(sql: "SELECT count(*) FROM people", fetch: fetch)
        try db.write { try $0.execute("INSERT INTO people (name) VALUES ('Cleo')") }
        let delivered = Counter()
        let observer = Observer(
            sql: "SELECT count(*) FROM people", readSet: prepared.readSet, key: nil, schemaVersion: prepared.schemaVersion, fetch: fetch,
            isEqual: { ($0 as? Int) == ($1 as? Int) },
            deliver: { result in if case .success(let v) = result, v as? Int == 3 { delivered.increment() } },
            last: .success(prepared.first))
        let id = db.register(observer, token: prepared.token)
        await db.settled()
        #expect(prepared.first as? Int == 2)
        #expect(delivered.current == 1)
        db.removeObserver(id)
    }

    @Test func oneCommitIsAppliedInOneMainActorTurn() async throws {
        let path = try TemporaryDatabase()
        defer { path.remove() }
        let db = try makePeopleDatabase(path: path.path)
        let count = try LiveQuery<Int>.value(db, "SELECT count(*) FROM people", default: 0)
        let ages = try LiveQuery<Int>.value(db, "SELECT sum(age) FROM people", default: 0)
        let names = try LiveQuery<[Person]>.all(db, "SELECT id, name FROM people")
        // Every person inserted is 10 years old, so sum(age) - 66 == 10 * (count - 2) at every
        // commit. The main actor checks the invariant between turns while writes stream in.
        let writer = Task.detached {
            for i in 0..<300 {
                try db.write { try $0.execute("INSERT INTO people (name, age) VALUES (?, 10)", ["P\(i)"]) }
            }
        }
        var torn = 0
        var progressed = true
        while progressed && (count.value != 302 || ages.value != 3066 || names.value.count != 302) {
            if ages.value - 66 != 10 * (count.value - 2) || names.value.count != count.value { torn += 1 }
            let seen = (count.value, ages.value, names.value.count)
            progressed = await waitUntil { (count.value, ages.value, names.value.count) != seen }
        }
        try await writer.value
        await db.settled()
        #expect(torn == 0)
        #expect(ages.value == 66 + 3000)
    }

    @Test func refetchErrorIsReportedAndValueKept() async throws {
        let db = try makeDatabase()
        try db.write { try $0.execute("INSERT INTO other (id, x) VALUES (1, 7)") }
        let q = try LiveQuery<Int>.value(db, "SELECT x FROM other WHERE id = 1", default: 0)
        try db.write { try $0.execute("UPDATE other SET x = 'seven' WHERE id = 1") }
        await db.settled()
        #expect(q.value == 7)  // never silently replaced by the default
        guard case .decoding(_, let column, let expected, _) = q.error else {
            Issue.record("expected a decoding error, got \(String(describing: q.error))")
            return
        }
        #expect(column == "x" && expected == "Int")
        try db.write { try $0.execute("UPDATE other SET x = 8 WHERE id = 1") }
        await db.settled()
        #expect(q.value == 8)
        #expect(q.error == nil)
    }

    @Test func droppedTableReportsAnError() async throws {
        let db = try makeDatabase()
        let q = try LiveQuery<Int>.value(db, "SELECT count(*) FROM other", default: 0)
        try db.write { try $0.executeScript("DROP TABLE other") }
        await db.settled()
        #expect(q.error?.message.contains("no such table: other") == true)
    }

    @Test func viewRedefinitionIsFollowed() async throws {
        let db = try makeDatabase()
        try db.write { try $0.executeScript("CREATE VIEW v AS SELECT name FROM people") }
        let q = try LiveQuery<Int>.value(db, "SELECT count(*) FROM v", default: 0)
        try db.write { try $0.executeScript("DROP VIEW v; CREATE VIEW v AS SELECT x AS name FROM other") }
        await db.settled()
        #expect(q.value == 0)
        // The read set followed the view: `other` is now what it reads.
        try db.write { try $0.execute("INSERT INTO other (x) VALUES (1)") }
        await db.settled()
        #expect(q.value == 1)
    }
}
