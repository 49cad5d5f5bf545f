import Foundation
import Testing

@testable import LiveSQLite

/// Key lookups declared with `LiveQuery.row` re-fetch only for their own row.
@MainActor
@Suite struct KeyLookupTests {
    struct Tag: RowDecodable, Equatable {
        var name: String
        var uses: Int
        init(row: Row) throws {
            name = try row["name"]
            uses = try row["uses"]
        }
    }

    @Test func updatingOneRowRefetchesOnlyItsObserver() async throws {
        let db = try Database.inMemory()
        try db.migrate([Migration("001", "CREATE TABLE people (id INTEGER PRIMARY KEY, name TEXT NOT NULL)")])
        try db.write { c in for i in 1...200 { try c.execute("INSERT INTO people (id, name) VALUES (?, ?)", [i, "P\(i)"]) } }
        let observers = try (1...200).map { try LiveQuery<Person?>.row(db, "people", key: $0) }
        let before = db.refetchCount
        try db.write { try $0.execute("UPDATE people SET name = 'Changed' WHERE id = 150") }
        await db.settled()
        #expect(db.refetchCount - before == 1)
        #expect(observers[149].value?.name == "Changed")
        #expect(observers[9].value?.name == "P10")
    }

    @Test func insertAndDeleteOfTheRowAreSeen() async throws {
        let db = try makePeopleDatabase()
        let cleo = try LiveQuery<Person?>.row(db, "people", key: 3)
        #expect(cleo.value == nil)
        try db.write { try $0.execute("INSERT INTO people (id, name) VALUES (3, 'Cleo')") }
        await db.settled()
        #expect(cleo.value?.name == "Cleo")
        let before = db.refetchCount
        try db.write { try $0.execute("INSERT INTO people (id, name) VALUES (4, 'Dan')") }
        await db.settled()
        #expect(db.refetchCount == before)
        try db.write { try $0.execute("DELETE FROM people") }
        await db.settled()
        #expect(cleo.value == nil)
    }

    @Test func rowMovedByAKeyChangeIsSeenAtBothKeys() async throws {
        let db = try makePeopleDatabase()
        let old = try LiveQuery<Person?>.row(db, "people", key: 2)
        let new = try LiveQuery<Person?>.row(db, "people", key: 20)
        try db.write { try $0.execute("UPDATE people SET id = 20 WHERE id = 2") }
        await db.settled()
        #expect(old.value == nil)
        #expect(new.value?.name == "Ben")
    }

    @Test func textKeysOfWithoutRowIDTables() async throws {
        let db = try Database.inMemory()
        try db.migrate([Migration("001", "CREATE TABLE tags (name TEXT PRIMARY KEY, uses INTEGER NOT NULL) WITHOUT ROWID")])
        try db.write { try $0.execute("INSERT INTO tags VALUES ('rose', 1), ('anchor', 1), ('dagger', 1)") }
        let rose = try LiveQuery<Tag?>.row(db, "tags", key: "rose")
        let anchor = try LiveQuery<Tag?>.row(db, "tags", key: "anchor")
        let before = db.refetchCount
        try db.write { try $0.execute("UPDATE tags SET uses = 2 WHERE name = 'rose'") }
        await db.settled()
        #expect(db.refetchCount - before == 1)
        #expect(rose.value?.uses == 2)
        #expect(anchor.value?.uses == 1)
    }

    @Test func keyWrittenWithAnotherTypeStillMatches() async throws {
        let db = try Database.inMemory()
        try db.migrate([Migration("001", "CREATE TABLE codes (code TEXT PRIMARY KEY, label TEXT)")])
        try db.write { try $0.execute("INSERT INTO codes VALUES ('42', 'answer')") }
        // Bound as an integer, stored as text by the column's affinity.
        let label = try LiveQuery<KeyLabel?>.row(db, "codes", key: 42)
        #expect(label.value?.label == "answer")
        try db.write { try $0.execute("UPDATE codes SET label = 'still the answer' WHERE code = '42'") }
        await db.settled()
        #expect(label.value?.label == "still the answer")
    }

    struct KeyLabel: RowDecodable, Equatable {
        var label: String
        init(row: Row) throws { label = try row["label"] }
    }

    @Test func tablesWithoutASingleKeyAreRefused() throws {
        let db = try Database.inMemory()
        try db.migrate([
            Migration("001", "CREATE TABLE pairs (a INTEGER, b INTEGER, PRIMARY KEY (a, b)); CREATE TABLE loose (x INTEGER)")
        ])
        #expect(throws: SQLiteError.invalidKeyLookup(table: "pairs", message: "its primary key has 2 columns (a, b)")) {
            _ = try LiveQuery<Person?>.row(db, "pairs", key: 1)
        }
        #expect(throws: SQLiteError.invalidKeyLookup(table: "loose", message: "it has no declared primary key")) {
            _ = try LiveQuery<Person?>.row(db, "loose", key: 1)
        }
        #expect(throws: SQLiteError.invalidKeyLookup(table: "nowhere", message: "there is no such table")) {
            _ = try LiveQuery<Person?>.row(db, "nowhere", key: 1)
        }
    }

    @Test func asyncKeyLookup() async throws {
        let db = try makePeopleDatabase()
        let ben = try await LiveQuery<Person?>.loadRow(db, "people", key: 2)
        #expect(ben.value?.name == "Ben")
    }
}
