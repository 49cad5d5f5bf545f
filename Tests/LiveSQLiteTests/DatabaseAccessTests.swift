import Foundation
import Testing

@testable import LiveSQLite

/// A database opened read-only never writes: no WAL switch, no migration, no write; the file's
/// bytes and modification time stay as they were. Live queries and external commits still work.
@MainActor
@Suite struct DatabaseAccessTests {
    @Test func aReadOnlyOpenWritesNothing() async throws {
        let file = try TemporaryDatabase()
        defer { file.remove() }
        try makeAppDatabase(at: file.path)
        let before = FileState(file.path)
        #expect(before.companions.isEmpty)
        do {
            let db = try Database(path: file.path, access: .readOnly, schema: testApp)
            #expect(db.access == .readOnly)
            let names = try LiveQuery<[String]>(db, sql: "SELECT name FROM people ORDER BY id") { rows in try rows.map { try $0["name"] } }
            #expect(names.value == ["Ana"])
            #expect(try db.read { try $0.scalar("PRAGMA journal_mode", as: String.self) } == "delete")
            #expect(throws: DatabaseOpenError.readOnly(path: file.path)) { try db.write { try $0.execute("DELETE FROM people") } }
            #expect(throws: DatabaseOpenError.readOnly(path: file.path)) { try db.migrate(testApp) }
            // The read connections refuse writes themselves too.
            #expect(throws: SQLiteError.self) { try db.read { try $0.execute("DELETE FROM people") } }
            await db.settled()
        }
        #expect(FileState(file.path) == before, "now \(FileState(file.path)), was \(before)")
        #expect(try journalMode(file.path) == "delete")
    }

    @Test func aReadOnlyOpenOfAWALFileLeavesTheFileAlone() throws {
        let file = try TemporaryDatabase()
        defer { file.remove() }
        try makeAppDatabase(at: file.path, wal: true)
        let before = FileState(file.path)
        do {
            let db = try Database(path: file.path, access: .readOnly, schema: testApp)
            #expect(try db.read { try $0.scalar("SELECT count(*) FROM people", as: Int.self) } == 1)
        }
        // SQLite may leave the empty -wal and -shm a WAL reader needs; the database is untouched.
        let after = FileState(file.path)
        #expect(after.bytes == before.bytes && after.modified == before.modified)
        #expect((try? Data(contentsOf: URL(fileURLWithPath: file.path + "-wal")))?.isEmpty ?? true)
    }

    @Test func aReadOnlyOpenSeesOtherWritersCommits() async throws {
        let file = try TemporaryDatabase()
        defer { file.remove() }
        try makeAppDatabase(at: file.path, wal: true)
        let writer = try Database(path: file.path, access: .readWrite, schema: testApp)
        let db = try Database(path: file.path, access: .readOnly, schema: testApp)
        let count = try LiveQuery<Int>.value(db, "SELECT count(*) FROM people", default: 0)
        try writer.write { try $0.execute("INSERT INTO people (name) VALUES ('Ben')") }
        #expect(await waitUntil { count.value == 2 })
        #expect(db.externalChangeCount >= 1)
    }

    @Test func aReadOnlyOpenRefusesADatabaseThatNeedsMigrations() throws {
        let file = try TemporaryDatabase()
        defer { file.remove() }
        try makeAppDatabase(at: file.path, migrations: 1)
        let before = FileState(file.path)
        #expect(throws: DatabaseOpenError.needsMigration(path: file.path, pending: ["002_pets"])) {
            _ = try Database(path: file.path, access: .readOnly, schema: testApp)
        }
        #expect(FileState(file.path) == before)
        // Asked for, the migration runs.
        let db = try Database(path: file.path, access: .readWrite, schema: testApp)
        #expect(try db.migrate(testApp) == ["002_pets"])
    }

    @Test func readWriteOpensExistingFilesOnlyAndSwitchesThemToWAL() throws {
        let file = try TemporaryDatabase()
        defer { file.remove() }
        #expect(throws: DatabaseOpenError.missing(path: file.path)) { _ = try Database(path: file.path, access: .readWrite) }
        #expect(!FileManager.default.fileExists(atPath: file.path))
        try makeAppDatabase(at: file.path)
        let db = try Database(path: file.path, access: .readWrite, schema: testApp)
        #expect(try db.read { try $0.scalar("PRAGMA journal_mode", as: String.self) } == "wal")
        try db.write { try $0.execute("INSERT INTO people (name) VALUES ('Ben')") }
        #expect(try db.read { try $0.scalar("SELECT count(*) FROM people", as: Int.self) } == 2)
    }

    /// After a checkpoint the file alone holds every commit, while the database is still open:
    /// a copy of it without its -wal has the rows, and closing later changes nothing.
    @Test func aCheckpointLeavesTheFileComplete() throws {
        let file = try TemporaryDatabase()
        defer { file.remove() }
        try makeAppDatabase(at: file.path)
        let db = try Database(path: file.path, access: .readWrite, schema: testApp)
        try db.write { try $0.execute("INSERT INTO people (name) VALUES ('Ben')") }
        #expect((try? Data(contentsOf: URL(fileURLWithPath: file.path + "-wal")))?.isEmpty == false, "the commit waits in the log")
        try db.checkpoint()
        #expect((try? Data(contentsOf: URL(fileURLWithPath: file.path + "-wal")))?.isEmpty ?? true)
        let copy = file.path + ".copy"
        defer { try? FileManager.default.removeItem(atPath: copy) }
        try FileManager.default.copyItem(atPath: file.path, toPath: copy)
        let alone = try Database(path: copy, access: .readOnly, schema: testApp)
        #expect(try alone.read { try $0.scalar("SELECT count(*) FROM people", as: Int.self) } == 2)
        let before = FileState(file.path)
        try db.checkpoint()
        #expect(FileState(file.path) == before, "nothing left to copy: the file is not touched")
    }

    @Test func inMemoryDatabasesAreAlwaysNewAndWritable() throws {
        let db = try Database.inMemory()
        #expect(db.access == .create)
        #expect(try db.migrate(testApp) == ["001_people", "002_pets"])
        #expect(try db.read { try $0.scalar("PRAGMA application_id", as: Int.self) } == Int(testApp.applicationID))
    }
}
