import Foundation
import Testing

@testable import LiveSQLite

/// Commits by other connections and processes reach live queries through the file monitor,
/// with no `settled()` and no polling.
@MainActor
@Suite struct ExternalChangeMonitorTests {
    @Test func anotherConnectionIsNoticed() async throws {
        let file = try TemporaryDatabase()
        defer { file.remove() }
        let db = try makePeopleDatabase(path: file.path)
        let count = try LiveQuery<Int>.value(db, "SELECT count(*) FROM people", default: 0)
        let other = try Database(path: file.path, access: .readWrite)
        try other.write { try $0.execute("INSERT INTO people (name) VALUES ('Cleo')") }
        #expect(await waitUntil { count.value == 3 })
        #expect(db.externalChangeCount >= 1)
        // Its own commits do not count as external.
        let external = db.externalChangeCount
        try db.write { try $0.execute("INSERT INTO people (name) VALUES ('Dan')") }
        await db.settled()
        #expect(count.value == 4)
        #expect(db.externalChangeCount == external)
    }

    @Test func theSQLiteCommandLineToolIsNoticed() async throws {
        let sqlite3 = ["/usr/bin/sqlite3", "/usr/local/bin/sqlite3"].first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let sqlite3 else {
            Issue.record("the sqlite3 command-line tool is missing: run Scripts/setup")
            return
        }
        let file = try TemporaryDatabase()
        defer { file.remove() }
        let db = try makePeopleDatabase(path: file.path)
        let names = try LiveQuery<[Person]>.all(db, "SELECT id, name FROM people ORDER BY id")
        let tool = Process()
        tool.executableURL = URL(fileURLWithPath: sqlite3)
        tool.arguments = [file.path, ".timeout 5000", "INSERT INTO people (name) VALUES ('From the shell')", "DELETE FROM people WHERE id = 1"]
        try tool.run()
        tool.waitUntilExit()
        #expect(tool.terminationStatus == 0)
        #expect(await waitUntil { names.value.map(\.name) == ["Ben", "From the shell"] })
    }

    @Test func settledIncludesVisibleExternalCommits() async throws {
        let file = try TemporaryDatabase()
        defer { file.remove() }
        let db = try makePeopleDatabase(path: file.path)
        let count = try LiveQuery<Int>.value(db, "SELECT count(*) FROM people", default: 0)
        let other = try Connection(path: file.path)
        try other.execute("INSERT INTO people (name) VALUES ('Cleo')")
        await db.settled()
        #expect(count.value == 3)
    }
}
