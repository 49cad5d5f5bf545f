import Foundation
import Testing

@testable import LiveSQLite

struct Person: RowDecodable, Equatable {
    var id: Int
    var name: String
    init(row: Row) throws {
        id = try row["id"]
        name = try row["name"]
    }
}

@MainActor
@Suite struct LiveQueryTests {
    func makeDatabase() throws -> Database {
        let db = try Database.inMemory()
        try db.migrate([
            Migration(
                "001", "CREATE TABLE people (id INTEGER PRIMARY KEY, name TEXT NOT NULL); CREATE TABLE other (id INTEGER PRIMARY KEY, x INTEGER);")
        ])
        try db.write { try $0.execute("INSERT INTO people (name) VALUES ('Ana'), ('Ben')") }
        return db
    }

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
    }
}
