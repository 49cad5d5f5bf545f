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

/// The monitor's schedule: a commit that becomes visible long after the notification that
/// announced it (its writer was descheduled, or `fsync`ed the log on a busy disk) is still seen,
/// and the checks stop once the monitor has been patient long enough.
@Suite struct ExternalChangeMonitorScheduleTests {
    /// A `check` that reports a change only once `delay` has passed since it was first asked,
    /// as `data_version` does while the WAL index still trails the `-wal` write.
    final class LateCommit: @unchecked Sendable {
        private let lock = NSLock()
        private let delay: Duration
        private var firstAsked: ContinuousClock.Instant?
        private var seenAt: ContinuousClock.Instant?
        private var seen = false
        init(delay: Duration) { self.delay = delay }

        func check() -> Bool {
            lock.lock()
            defer { lock.unlock() }
            let now = ContinuousClock.now
            let first = firstAsked ?? now
            firstAsked = first
            guard !seen, now - first >= delay else { return false }
            seen = true
            seenAt = now
            return true
        }

        /// How long after the first check the change was reported, if it was.
        var noticedAfter: Duration? {
            lock.lock()
            defer { lock.unlock() }
            guard let seenAt, let firstAsked else { return nil }
            return seenAt - firstAsked
        }
    }

    private func touch(_ path: String) throws {
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.seekToEnd()
        handle.write(Data("x".utf8))
        try handle.close()
    }

    @Test(arguments: [Duration.milliseconds(100), .milliseconds(600)])
    func aCommitThatBecomesVisibleLateIsStillNoticed(delay: Duration) async throws {
        let file = try TemporaryDatabase()
        defer { file.remove() }
        #expect(FileManager.default.createFile(atPath: file.path, contents: Data()))
        let commit = LateCommit(delay: delay)
        let monitor = ExternalChangeMonitor(databasePath: file.path) { commit.check() }
        #expect(monitor.start())
        defer { monitor.stop() }
        try touch(file.path)
        let deadline = ContinuousClock.now + .seconds(5)
        while commit.noticedAfter == nil, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(5)) }
        let after = try #require(commit.noticedAfter, "a commit visible \(delay) after its notification was never noticed")
        // At most one pace (20 ms) late, with room for a busy machine.
        #expect(after < delay + .milliseconds(250))
    }

    /// A commit that lands between a first live query's snapshot and the moment the watches
    /// exist notifies nobody: the monitor looks once it starts, without a notification.
    @Test func itLooksAsSoonAsItStarts() async throws {
        let file = try TemporaryDatabase()
        defer { file.remove() }
        #expect(FileManager.default.createFile(atPath: file.path, contents: Data()))
        let commit = LateCommit(delay: .zero)
        let monitor = ExternalChangeMonitor(databasePath: file.path, patience: .milliseconds(100)) { commit.check() }
        #expect(monitor.start())
        defer { monitor.stop() }
        let deadline = ContinuousClock.now + .seconds(5)
        while commit.noticedAfter == nil, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(5)) }
        #expect(commit.noticedAfter != nil, "the commit made before the watch started was not noticed")
    }

    @Test func checksStopOncePatienceIsOver() async throws {
        let file = try TemporaryDatabase()
        defer { file.remove() }
        #expect(FileManager.default.createFile(atPath: file.path, contents: Data()))
        let monitor = ExternalChangeMonitor(databasePath: file.path, patience: .milliseconds(200)) { false }
        #expect(monitor.start())
        defer { monitor.stop() }
        try touch(file.path)
        try await Task.sleep(for: .milliseconds(700))
        let checks = monitor.checkCount
        // 5 quick checks, then one every 20 ms for the rest of the 200 ms.
        #expect(checks >= 8 && checks <= 25, "\(checks) checks")
        try await Task.sleep(for: .milliseconds(300))
        #expect(monitor.checkCount == checks, "checks went on while idle")
    }
}

/// Another process or connection commits many times in a row while live queries observe:
/// every commit is noticed, in order, with no `settled()` and no next commit to wake anyone.
@MainActor
@Suite(.serialized) struct ExternalCommitStreamTests {
    static let schema = "CREATE TABLE counter (id INTEGER PRIMARY KEY CHECK (id = 1), n INTEGER NOT NULL); INSERT INTO counter VALUES (1, 0);"

    private func makeCounter(_ path: String) throws -> Database {
        let db = try Database(path: path, access: .create)
        try db.migrate([Migration("001_counter", Self.schema)])
        return db
    }

    /// One commit at a time: the next is made only once the previous one has reached the live
    /// query, so a commit noticed late (or only thanks to the next one) shows as a miss.
    @Test func everyCommitOfTheSQLiteToolIsNoticedInOrder() async throws {
        let file = try TemporaryDatabase()
        defer { file.remove() }
        let db = try makeCounter(file.path)
        let counter = try LiveQuery<Int>.value(db, "SELECT n FROM counter", default: -1)
        let log = DeliveryLog(counter)
        guard let shell = try SQLiteShell(path: file.path) else {
            Issue.record("the sqlite3 command-line tool is missing: run Scripts/setup")
            return
        }
        let commits = 200
        var noticed = 0
        var latencies: [Duration] = []
        for i in 1...commits {
            let start = ContinuousClock.now
            shell.send("UPDATE counter SET n = \(i);")
            guard await waitUntil(timeout: .seconds(5), { counter.value == i }) else { break }
            latencies.append(ContinuousClock.now - start)
            noticed += 1
        }
        let (status, errors) = shell.finish()
        #expect(status == 0 && errors.isEmpty, "\(errors)")
        await db.settled()
        let p = percentiles(latencies)
        print(
            "External commits (sqlite3 process, one at a time): \(noticed) of \(commits) noticed in order; commit → live query "
                + String(format: "median %.1f ms, p99 %.1f ms, max %.1f ms", p.median, p.p99, p.max))
        #expect(noticed == commits)
        #expect(await log.caughtUp() == Array(0...commits))
    }

    /// Commits as fast as the other side can make them: the values the live query takes only
    /// ever grow (deliveries in commit order), and the last commit is seen without another one.
    @Test(arguments: [true, false])
    func aStreamOfCommitsIsSeenInOrderToTheLast(fromAnotherProcess: Bool) async throws {
        let file = try TemporaryDatabase()
        defer { file.remove() }
        let db = try makeCounter(file.path)
        let counter = try LiveQuery<Int>.value(db, "SELECT n FROM counter", default: -1)
        let sum = try LiveQuery<Int>.value(db, "SELECT n * 2 FROM counter", default: -1)
        let log = DeliveryLog(counter)
        let commits = fromAnotherProcess ? 1000 : 2000
        let start = ContinuousClock.now
        let path = file.path
        // The writer runs off the main actor, which meanwhile applies the deliveries.
        if fromAnotherProcess {
            let result: (status: Int32, errors: String)? = try await Task.detached {
                guard let shell = try SQLiteShell(path: path) else { return nil }
                for i in 1...commits { shell.send("UPDATE counter SET n = \(i);") }
                return shell.finish()
            }.value
            guard let result else {
                Issue.record("the sqlite3 command-line tool is missing: run Scripts/setup")
                return
            }
            #expect(result.status == 0 && result.errors.isEmpty, "\(result.errors)")
        } else {
            try await Task.detached {
                let other = try Database(path: path, access: .readWrite)
                for i in 1...commits { try other.write { try $0.execute("UPDATE counter SET n = ?", [i]) } }
            }.value
        }
        let seen = await waitUntil(timeout: .seconds(10)) { counter.value == commits && sum.value == 2 * commits }
        let elapsed = ContinuousClock.now - start
        let values = await log.caughtUp()
        let inOrder = zip(values, values.dropFirst()).allSatisfy { $0 < $1 }
        print(
            "External commits (\(fromAnotherProcess ? "sqlite3 process" : "another connection"), in a row): \(commits) made, last one "
                + "\(seen ? "seen" : "MISSED"), \(values.count - 1) deliveries, \(inOrder ? "in order" : "OUT OF ORDER"), "
                + "\(db.externalChangeCount) times noticed, in \(Int(percentiles([elapsed]).max)) ms")
        #expect(seen)
        #expect(inOrder, "\(values)")
        #expect(values.first == 0 && values.last == commits)
    }
}
