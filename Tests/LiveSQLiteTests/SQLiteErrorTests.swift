import Foundation
import Testing

@testable import LiveSQLite

/// Bad input and faults give typed errors that name what is wrong: never a crash, never a
/// silently empty result.
@MainActor
@Suite struct SQLiteErrorTests {
    @Test func corruptDatabase() throws {
        let file = try TemporaryDatabase()
        defer { file.remove() }
        do {
            let db = try Database(path: file.path, access: .create)
            try db.migrate([Migration("001", "CREATE TABLE t (id INTEGER PRIMARY KEY, body TEXT)")])
            try db.write { c in
                for i in 0..<400 { try c.execute("INSERT INTO t (body) VALUES (?)", [String(repeating: "x\(i)", count: 40)]) }
            }
        }  // closing the last connection checkpoints the log into the file
        // Scribble over the pages after the schema page, keeping the header intact.
        let handle = try FileHandle(forUpdating: URL(fileURLWithPath: file.path))
        try handle.seek(toOffset: 4096 * 2)
        handle.write(Data(repeating: 0xA5, count: 4096 * 8))
        try handle.close()
        let db = try Database(path: file.path, access: .readWrite)
        #expect {
            _ = try LiveQuery<Int>.value(db, "SELECT sum(length(body)) FROM t", default: 0)
        } throws: { error in
            guard case SQLiteError.corrupt(let path, let sql, _) = error else { return false }
            return path == file.path && sql.contains("sum(length(body))") && "\(error)".contains("Restore it from a backup")
        }
    }

    @Test func notADatabase() throws {
        let file = try TemporaryDatabase()
        defer { file.remove() }
        try Data(repeating: 0x41, count: 4096).write(to: URL(fileURLWithPath: file.path))
        #expect(throws: SQLiteError.notADatabase(path: file.path)) { _ = try Database(path: file.path, access: .readWrite) }
    }

    @Test func syntaxErrorInALiveQuery() throws {
        let db = try makePeopleDatabase()
        #expect {
            _ = try LiveQuery<[Person]>.all(db, "SELEC id, name FROM people")
        } throws: { error in
            guard case SQLiteError.statement(let sql, _, let message) = error else { return false }
            return sql == "SELEC id, name FROM people" && message.contains("syntax error")
        }
    }

    @Test func constraintViolation() throws {
        let db = try makePeopleDatabase()
        let sql = "INSERT INTO people (name, email) VALUES (?, ?)"
        #expect(throws: SQLiteError.constraint(sql: sql, message: "UNIQUE constraint failed: people.email")) {
            try db.write { try $0.execute(sql, ["Ana 2", "ana@example.com"]) }
        }
    }

    @Test func typeMismatchNamesColumnAndType() throws {
        let db = try makePeopleDatabase()
        #expect {
            _ = try LiveQuery<Int>.value(db, "SELECT name FROM people WHERE id = 1", default: 0)
        } throws: { error in
            error as? SQLiteError == .decoding(sql: "SELECT name FROM people WHERE id = 1", column: "name", expected: "Int", found: "text 'Ana'")
        }
    }

    @Test func wrongNumberOfArgumentsNamesTheParameter() throws {
        let db = try makePeopleDatabase()
        #expect(
            throws: SQLiteError.binding(sql: "SELECT * FROM people WHERE id = ?", index: 1, message: "the statement takes 1 parameter(s), 0 given")
        ) {
            _ = try LiveQuery<[Person]>.all(db, "SELECT * FROM people WHERE id = ?")
        }
    }

    @Test func columnOutOfRangeIsAnErrorNotACrash() throws {
        let db = try makePeopleDatabase()
        let row = try db.read { try $0.query("SELECT name FROM people").first! }
        #expect(throws: SQLiteError.missingColumn(sql: "SELECT name FROM people", column: "#3", available: ["name"])) {
            _ = try row[3] as String
        }
    }

    @Test func decoderErrorsAreWrapped() throws {
        struct Bad: Error {}
        let db = try makePeopleDatabase()
        #expect(throws: SQLiteError.decoderFailed(sql: "SELECT 1", message: "Bad()")) {
            _ = try LiveQuery<Int>(db, sql: "SELECT 1") { _ in throw Bad() }
        }
    }

    @Test(arguments: [true, false]) func writingThroughReadIsRefused(inMemory: Bool) throws {
        let file = try TemporaryDatabase()
        defer { file.remove() }
        let db = try makePeopleDatabase(path: inMemory ? ":memory:" : file.path)
        #expect {
            try db.read { try $0.execute("DELETE FROM people") }
        } throws: { error in
            "\(error)".contains("readonly")
        }
        #expect(try db.read { try $0.scalar("SELECT count(*) FROM people", as: Int.self) } == 2)
        try db.write { try $0.execute("DELETE FROM people WHERE id = 1") }  // writes still work
    }
}
