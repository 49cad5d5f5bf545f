import Foundation
import Testing

@testable import LiveSQLite

/// Which commits re-fetch which queries: per table and column, existence for `count(*)`,
/// and the cases SQLite's update hook misses.
@MainActor
@Suite struct ChangeRecorderTests {
    /// The number of re-fetches `write` causes, once delivered.
    func refetches(_ db: Database, _ write: (Connection) throws -> Void) async throws -> Int {
        await db.settled()
        let before = db.refetchCount
        try db.write(write)
        await db.settled()
        return db.refetchCount - before
    }

    @Test func columnTheQueryDoesNotReadIsIgnored() async throws {
        let db = try makePeopleDatabase()
        let names = try LiveQuery<[Person]>.all(db, "SELECT id, name FROM people ORDER BY id")
        #expect(try await refetches(db) { try $0.execute("UPDATE people SET age = age + 1") } == 0)
        #expect(try await refetches(db) { try $0.execute("UPDATE people SET name = 'Bea' WHERE id = 2") } == 1)
        #expect(names.value.map(\.name) == ["Ana", "Bea"])
    }

    @Test func countReactsToExistenceAndFilteredColumnsOnly() async throws {
        let db = try makePeopleDatabase()
        let all = try LiveQuery<Int>.value(db, "SELECT count(*) FROM people", default: 0)
        let older = try LiveQuery<Int>.value(db, "SELECT count(*) FROM people WHERE age > 30", default: 0)
        #expect(try await refetches(db) { try $0.execute("UPDATE people SET name = upper(name), email = NULL") } == 0)
        #expect(try await refetches(db) { try $0.execute("UPDATE people SET age = 35 WHERE id = 2") } == 1)  // `older` only
        #expect(older.value == 2)
        #expect(try await refetches(db) { try $0.execute("INSERT INTO people (name, age) VALUES ('Cleo', 20)") } == 2)
        #expect(all.value == 3 && older.value == 2)
        #expect(try await refetches(db) { try $0.execute("DELETE FROM people WHERE name = 'Cleo'") } == 2)
        #expect(all.value == 2)
    }

    @Test func updateToTheSameValueChangesNothing() async throws {
        let db = try makePeopleDatabase()
        _ = try LiveQuery<[Person]>.all(db, "SELECT id, name FROM people")
        #expect(try await refetches(db) { try $0.execute("UPDATE people SET name = name") } == 0)
    }

    @Test func unrelatedTableIsIgnored() async throws {
        let db = try makePeopleDatabase()
        _ = try LiveQuery<[Person]>.all(db, "SELECT id, name FROM people")
        #expect(try await refetches(db) { try $0.execute("INSERT INTO other (x) VALUES (1)") } == 0)
    }

    @Test func joinsTrackEveryTableTheyRead() async throws {
        let db = try makePeopleDatabase()
        try db.write { try $0.execute("INSERT INTO other (id, x) VALUES (1, 5)") }
        let q = try LiveQuery<Int>.value(db, "SELECT sum(o.x) FROM people p JOIN other o ON o.id = p.id", default: 0)
        #expect(try await refetches(db) { try $0.execute("UPDATE other SET x = 6 WHERE id = 1") } == 1)
        #expect(q.value == 6)
        #expect(try await refetches(db) { try $0.execute("UPDATE people SET name = 'X'") } == 0)  // name is not read
    }

    @Test func withoutRowIDTablesAreTracked() async throws {
        let db = try Database.inMemory()
        try db.migrate([Migration("001", "CREATE TABLE tags (name TEXT PRIMARY KEY, uses INTEGER, color TEXT) WITHOUT ROWID")])
        let uses = try LiveQuery<Int>.value(db, "SELECT sum(uses) FROM tags", default: 0)
        #expect(try await refetches(db) { try $0.execute("INSERT INTO tags VALUES ('rose', 2, 'red'), ('anchor', 1, 'blue')") } == 1)
        #expect(uses.value == 3)
        #expect(try await refetches(db) { try $0.execute("UPDATE tags SET color = 'pink'") } == 0)
        #expect(try await refetches(db) { try $0.execute("UPDATE tags SET uses = 5 WHERE name = 'rose'") } == 1)
        #expect(uses.value == 6)
        #expect(try await refetches(db) { try $0.execute("DELETE FROM tags") } == 1)
        #expect(uses.value == 0)
    }

    @Test func insertOrReplaceDeletionIsNoticed() async throws {
        let db = try makePeopleDatabase()
        let ana = try LiveQuery<Person?>.row(db, "people", key: 1, columns: "id, name")
        // Cleo takes Ana's unique email: REPLACE deletes Ana's row (id 1) and inserts id 3.
        try db.write { try $0.execute("INSERT OR REPLACE INTO people (id, name, email) VALUES (3, 'Cleo', 'ana@example.com')") }
        await db.settled()
        #expect(ana.value == nil)
    }

    @Test func generatedColumnsFollowTheirSources() async throws {
        let db = try Database.inMemory()
        try db.migrate([Migration("001", "CREATE TABLE box (id INTEGER PRIMARY KEY, w INTEGER, area INTEGER GENERATED ALWAYS AS (w * w))")])
        try db.write { try $0.execute("INSERT INTO box (id, w) VALUES (1, 2)") }
        let area = try LiveQuery<Int>.value(db, "SELECT area FROM box WHERE id = 1", default: 0)
        try db.write { try $0.execute("UPDATE box SET w = 3") }
        await db.settled()
        #expect(area.value == 9)
    }

    @Test func changesMadeByTriggersAreTracked() async throws {
        let db = try makePeopleDatabase()
        try db.write {
            try $0.executeScript("CREATE TRIGGER log AFTER INSERT ON people BEGIN INSERT INTO other (x) VALUES (NEW.id); END")
        }
        let logged = try LiveQuery<Int>.value(db, "SELECT count(*) FROM other", default: 0)
        try db.write { try $0.execute("INSERT INTO people (name) VALUES ('Cleo')") }
        await db.settled()
        #expect(logged.value == 1)
    }

    @Test func rolledBackSavepointNotifiesNobody() async throws {
        let db = try makePeopleDatabase()
        let count = try LiveQuery<Int>.value(db, "SELECT count(*) FROM people", default: 0)
        struct Undo: Error {}
        let n = try await refetches(db) { c in
            try c.execute("INSERT INTO other (x) VALUES (1)")
            _ = try? c.savepoint { c -> Void in
                try c.execute("INSERT INTO people (name) VALUES ('Ghost')")
                throw Undo()
            }
        }
        #expect(n == 0)
        #expect(count.value == 2)
        #expect(try db.read { try $0.scalar("SELECT count(*) FROM other", as: Int.self) } == 1)
    }

    @Test func changedRowIDMovesTheRow() async throws {
        let db = try makePeopleDatabase()
        let ids = try LiveQuery<Int>.value(db, "SELECT sum(id) FROM people", default: 0)
        try db.write { try $0.execute("UPDATE people SET id = 10 WHERE id = 2") }
        await db.settled()
        #expect(ids.value == 11)
    }

    @Test func virtualTablesAreSeenThroughTheirShadowTables() async throws {
        let db = try Database.inMemory()
        try db.migrate([Migration("001", "CREATE VIRTUAL TABLE notes USING fts5(body)")])
        let roses = try LiveQuery<Int>.value(db, "SELECT count(*) FROM notes WHERE notes MATCH 'rose'", default: 0)
        try db.write { try $0.execute("INSERT INTO notes (body) VALUES ('a rose on the wrist')") }
        await db.settled()
        #expect(roses.value == 1)
        #expect(try await refetches(db) { try $0.execute("UPDATE notes SET body = 'an anchor' WHERE rowid = 1") } == 1)
        #expect(roses.value == 0)
    }
}
