import Foundation
import Testing

@testable import LiveSQLite

/// Connection management: WAL, the busy timeout, one writer, readers that never wait for it,
/// nested savepoints.
@Suite struct DatabaseTests {
    @Test func fileDatabasesUseWAL() throws {
        let file = try TemporaryDatabase()
        defer { file.remove() }
        let db = try Database(path: file.path, access: .create)
        #expect(try db.read { try $0.scalar("PRAGMA journal_mode", as: String.self) } == "wal")
        #expect(try db.write { try $0.scalar("PRAGMA busy_timeout", as: Int.self) } == 5000)
    }

    @Test func readsDoNotWaitForTheWriter() async throws {
        let file = try TemporaryDatabase()
        defer { file.remove() }
        let db = try makePeopleDatabase(path: file.path)
        let inTransaction = Latch()
        let release = Latch()
        let writer = Thread {
            try? db.write { c in
                try c.execute("INSERT INTO people (name) VALUES ('Cleo')")
                inTransaction.signal()
                _ = release.wait()
            }
        }
        writer.start()
        #expect(inTransaction.wait())
        // The writer holds its transaction open; a read on another thread must still finish.
        let readDone = Latch()
        let seen = Counter(-1)
        Thread {
            if let n = try? db.read({ try $0.scalar("SELECT count(*) FROM people", as: Int.self) }) {
                for _ in 0...n { seen.increment() }
            }
            readDone.signal()
        }.start()
        let finished = readDone.wait()
        release.signal()
        #expect(finished, "a read waited for the writer's transaction")
        #expect(seen.current == 2)  // the committed snapshot, without Cleo
        await db.settled()
    }

    @Test func readsSeeOneSnapshot() throws {
        let file = try TemporaryDatabase()
        defer { file.remove() }
        let db = try makePeopleDatabase(path: file.path)
        let counts = try db.read { c -> [Int] in
            let first = try c.scalar("SELECT count(*) FROM people", as: Int.self) ?? 0
            try db.write { try $0.execute("INSERT INTO people (name) VALUES ('Cleo')") }
            let second = try c.scalar("SELECT count(*) FROM people", as: Int.self) ?? 0
            return [first, second]
        }
        #expect(counts == [2, 2])
        #expect(try db.read { try $0.scalar("SELECT count(*) FROM people", as: Int.self) } == 3)
    }

    @Test func busyWriterGivesATypedError() throws {
        let file = try TemporaryDatabase()
        defer { file.remove() }
        let db = try Database(path: file.path, access: .create, busyTimeout: .milliseconds(50))
        try db.migrate([Migration("001", "CREATE TABLE t (x INTEGER)")])
        let other = try Connection(path: file.path)
        try other.executeScript("BEGIN IMMEDIATE")
        #expect(throws: SQLiteError.busy(sql: "BEGIN IMMEDIATE", message: "database is locked")) {
            try db.write { try $0.execute("INSERT INTO t VALUES (1)") }
        }
        #expect(SQLiteError.busy(sql: "BEGIN IMMEDIATE", message: "database is locked").description.contains("allow a longer wait for locks"))
        #expect(!SQLiteError.busy(sql: "BEGIN IMMEDIATE", message: "database is locked").description.contains("busyTimeout"))
        try other.executeScript("ROLLBACK")
        try db.write { try $0.execute("INSERT INTO t VALUES (1)") }
    }

    @Test func nestedWritesAreSavepoints() throws {
        let db = try makePeopleDatabase()
        struct Undo: Error {}
        try db.write { c in
            try c.execute("INSERT INTO people (name) VALUES ('Cleo')")
            #expect(throws: Undo.self) {
                try db.write { inner in
                    try inner.execute("INSERT INTO people (name) VALUES ('Dan')")
                    try inner.savepoint { try $0.execute("INSERT INTO people (name) VALUES ('Eve')") }
                    throw Undo()
                }
            }
            try db.write { try $0.execute("INSERT INTO people (name) VALUES ('Fay')") }
        }
        let names = try db.read { try $0.query("SELECT name FROM people ORDER BY id").map { try $0["name"] as String } }
        #expect(names == ["Ana", "Ben", "Cleo", "Fay"])
    }

    @Test func writeReturnsTheBodyValueAndRollsBackOnThrow() throws {
        let db = try makePeopleDatabase()
        let id = try db.write { c -> Int64 in
            try c.execute("INSERT INTO people (name) VALUES ('Cleo')")
            return c.lastInsertRowID
        }
        #expect(id == 3)
        #expect(throws: SQLiteError.self) {
            try db.write { c in
                try c.execute("INSERT INTO people (name) VALUES ('Dan')")
                try c.execute("INSERT INTO people (name) VALUES (NULL)")
            }
        }
        #expect(try db.read { try $0.scalar("SELECT count(*) FROM people", as: Int.self) } == 3)
    }
}

/// The main-actor check that decides who re-fetches after a commit.
@Suite struct MainQueueTests {
    @MainActor @Test func mainActorCountsAsMain() {
        #expect(MainQueue.isCurrent)
    }

    @Test func otherThreadsDoNot() async {
        let onMain = Counter()
        await onThreads(1) { _ in if MainQueue.isCurrent { onMain.increment() } }
        #expect(onMain.current == 0)
    }
}
