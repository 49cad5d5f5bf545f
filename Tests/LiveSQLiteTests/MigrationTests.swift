import Foundation
import Testing

@testable import LiveSQLite

@Suite struct MigrationTests {
    let v1 = Migration("001_people", "CREATE TABLE people (id INTEGER PRIMARY KEY, name TEXT NOT NULL)")

    @Test func appliesInOrderOnce() throws {
        let db = try Database.inMemory()
        #expect(try db.migrate([v1]) == ["001_people"])
        #expect(try db.migrate([v1]) == [])
        try db.write { try $0.execute("INSERT INTO people (name) VALUES (?)", ["Ana"]) }
        #expect(try db.read { try $0.scalar("SELECT count(*) FROM people", as: Int.self) } == 1)
    }

    @Test func failingMigrationRollsBackCompletely() throws {
        let db = try Database.inMemory()
        let bad = Migration("002_broken", "CREATE TABLE pets (id INTEGER PRIMARY KEY); INSERT INTO nowhere VALUES (1);")
        #expect {
            try db.migrate([v1, bad])
        } throws: { error in
            guard case SQLiteError.migration(let name, let message) = error else { return false }
            return name == "002_broken" && message.contains("no such table: nowhere")
        }
        let tables = try db.read { c in
            try c.query("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").map { try $0["name"] as String }
        }
        #expect(tables == ["people", "schema_migrations"])  // no half-made "pets"
    }

    @Test func newerDatabaseIsRefused() throws {
        let db = try Database.inMemory()
        try db.migrate([v1, Migration("002_future", "CREATE TABLE future (id INTEGER)")])
        #expect(throws: DatabaseOpenError.newerSchema(path: ":memory:", unknownMigrations: ["002_future"])) { try db.migrate([v1]) }
    }

    @Test func fileThatIsNotADatabase() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-db-\(UUID()).sqlite").path
        try Data(repeating: 0x41, count: 4096).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(throws: SQLiteError.notADatabase(path: path)) { _ = try Database(path: path, access: .readWrite) }
    }

    @Test func syntaxErrorNamesTheSQL() throws {
        let db = try Database.inMemory()
        #expect {
            try db.read { try $0.query("SELEC 1") }
        } throws: { error in
            "\(error)".contains("SELEC 1") && "\(error)".contains("syntax error")
        }
    }

    @Test func decodingMismatchNamesColumnAndType() throws {
        let db = try Database.inMemory()
        try db.migrate([v1])
        try db.write { try $0.execute("INSERT INTO people (name) VALUES (?)", ["Ana"]) }
        let row = try db.read { try $0.query("SELECT name FROM people").first! }
        #expect {
            _ = try row["name"] as Int
        } throws: { error in
            "\(error)".contains("Column 'name'") && "\(error)".contains("expected Int")
        }
    }
}
