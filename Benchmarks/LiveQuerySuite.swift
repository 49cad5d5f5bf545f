import Foundation
import LiveSQLite
import Observation

/// The live-query figures of issue 3, on a WAL database file (release build):
/// commit → model updated, 1,000 key-lookup and raw-SQL observers, another process
/// committing, idle CPU, and the re-fetch counts that must be 0.
///
/// ```sh
/// swift run -c release benchmarks livequeries --json
/// ```
@MainActor
func liveQuerySuite(iterations: Int) async throws -> [Figure] {
    if let path = ProcessInfo.processInfo.environment[LiveQueryBench.childVariable] {
        // Re-launched by `externalProcess` below as the other process.
        try LiveQueryBench.runChildWriter(path: path)
        exit(0)
    }
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("livequeries-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    var figures: [Figure] = []
    figures.append(figure(LiveQueryBench.suite, "idle CPU/s, process, no database", try await LiveQueryBench.idleProcessCPU(), unit: "ms"))
    figures += try LiveQueryBench.firstValue(path: path("first.sqlite"), iterations: iterations)
    figures += try await LiveQueryBench.commitToModel(path: path("latency.sqlite"), samples: max(300, iterations))
    figures += try await LiveQueryBench.manyObservers(path: path("many.sqlite"), iterations: iterations)
    figures += try await LiveQueryBench.externalProcess(path: path("external.sqlite"))
    figures += try await LiveQueryBench.refetchCounts(path: path("counts.sqlite"))
    return figures
}

/// The measurements of ``liveQuerySuite(iterations:)``.
@MainActor
enum LiveQueryBench {
    static let suite = "livequeries"
    static let childVariable = "LIVEQUERIES_CHILD_DATABASE"
    nonisolated static let childCommits = 200

    struct Item: RowDecodable, Equatable {
        var id: Int
        var title: String
        init(row: Row) throws {
            id = try row["id"]
            title = try row["title"]
        }
    }

    static func makeItems(_ path: String, rows: Int) throws -> Database {
        let db = try Database(path: path, access: .create)
        try db.migrate([
            Migration(
                "001",
                """
                CREATE TABLE items (id INTEGER PRIMARY KEY, title TEXT NOT NULL, score REAL NOT NULL DEFAULT 0, done INTEGER NOT NULL DEFAULT 0);
                CREATE TABLE other (id INTEGER PRIMARY KEY, x INTEGER);
                CREATE TABLE ticks (seq INTEGER PRIMARY KEY);
                """)
        ])
        try db.write { c in
            for i in 1...max(rows, 1) { try c.execute("INSERT INTO items (id, title) VALUES (?, ?)", [i, "item \(i)"]) }
        }
        return db
    }

    /// CLOCK_MONOTONIC in nanoseconds: one clock for this process and the child.
    nonisolated static func now() -> UInt64 {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return UInt64(t.tv_sec) * 1_000_000_000 + UInt64(t.tv_nsec)
    }

    nonisolated static func milliseconds(_ nanoseconds: UInt64) -> Double { Double(nanoseconds) / 1e6 }

    static func count(_ name: String, _ value: Int, unit: String) -> Figure {
        Figure(suite: suite, name: name, median: Double(value), p99: Double(value), unit: unit)
    }

    /// Starts tracking what `read` reads, runs `trigger`, and awaits the next change
    /// Observation reports; returns when it came (taken synchronously in the setter), or nil
    /// after `timeout` seconds.
    static func nextChange(timeout: Double = 5, _ read: () -> Void, then trigger: () -> Void = {}) async -> UInt64? {
        let box = StampBox()
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            box.arm(continuation)
            withObservationTracking {
                read()
            } onChange: {
                box.fire(at: now())
            }
            trigger()
            box.timeout = Task.detached {
                try? await Task.sleep(for: .seconds(timeout))
                box.fire(at: nil)
            }
        }
        box.timeout?.cancel()
        return box.stamp
    }

    // MARK: - Figures

    static func firstValue(path: String, iterations: Int) throws -> [Figure] {
        let db = try makeItems(path, rows: 100)
        let samples = try measure(iterations: iterations) {
            let q = try LiveQuery<[Item]>.all(db, "SELECT id, title FROM items ORDER BY id DESC LIMIT 100")
            precondition(q.value.count == 100)
        }
        return [figure(suite, "first value, 100 rows", samples)]
    }

    static func commitToModel(path: String, samples: Int) async throws -> [Figure] {
        let db = try makeItems(path, rows: 100)
        let q = try LiveQuery<[Item]>.all(db, "SELECT id, title FROM items ORDER BY id DESC LIMIT 100")
        var latencies: [Double] = []
        let start = StampBox()
        for i in 0..<(samples + 20) {
            let id = 1000 + i
            // The write runs off the main actor, which meanwhile waits for the update.
            let insert = {
                Task.detached {
                    start.set(now())
                    try db.write { try $0.execute("INSERT INTO items (id, title) VALUES (?, ?)", [id, "new \(id)"]) }
                }
            }
            let changed = await nextChange({ _ = q.value }, then: { _ = insert() })
            guard let end = changed, let begin = start.stamp else { throw BenchError("the model missed insert \(i)") }
            if i >= 20 { latencies.append(milliseconds(end - begin)) }  // the first 20 warm up
        }
        precondition(q.value.first?.id == 1000 + samples + 19)
        return [figure(suite, "commit→model, 100-row query", latencies)]
    }

    static func manyObservers(path: String, iterations: Int) async throws -> [Figure] {
        let db = try makeItems(path, rows: 1000)
        var figures: [Figure] = []
        for keyed in [true, false] {
            let observers: [LiveQuery<Item?>] =
                try keyed
                ? (1...1000).map { try LiveQuery<Item?>.row(db, "items", key: $0, columns: "id, title") }
                : (1...1000).map { try LiveQuery<Item?>.one(db, "SELECT id, title FROM items WHERE id = ?", [$0]) }
            var refetches: [Double] = []
            var latencies: [Double] = []
            for i in 0..<(iterations + 3) {
                let id = 1 + (i * 37) % 1000
                await db.settled()
                let before = db.refetchCount
                let begin = now()
                try db.write { try $0.execute("UPDATE items SET title = ? WHERE id = ?", ["t\(i)-\(keyed)", id]) }
                await db.settled()
                let end = now()
                guard observers[id - 1].value?.title == "t\(i)-\(keyed)" else { throw BenchError("observer \(id) missed its update") }
                if i >= 3 {
                    refetches.append(Double(db.refetchCount - before))
                    latencies.append(milliseconds(end - begin))
                }
            }
            let label = keyed ? "1000 key observers" : "1000 raw observers"
            figures.append(figure(suite, "\(label): refetches", refetches, unit: "count"))
            figures.append(figure(suite, "\(label): delivered", latencies))
        }
        return figures
    }

    static func externalProcess(path: String) async throws -> [Figure] {
        let db = try makeItems(path, rows: 1)
        let last = try LiveQuery<Int>.value(db, "SELECT coalesce(max(seq), 0) FROM ticks", default: 0)
        let commits = CommitLog()
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/proc/self/exe")
        child.arguments = ["livequeries"]
        child.environment = ProcessInfo.processInfo.environment.merging([childVariable: path]) { $1 }
        let output = Pipe()
        child.standardOutput = output
        let reader = Thread {
            var buffer = Data()
            while true {
                let chunk = output.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                buffer.append(chunk)
                while let newline = buffer.firstIndex(of: 10) {
                    let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
                    buffer.removeSubrange(buffer.startIndex...newline)
                    let parts = line.split(separator: " ")
                    if parts.count == 3, parts[0] == "commit", let seq = Int(parts[1]), let at = UInt64(parts[2]) { commits.record(seq, at) }
                }
            }
        }
        reader.start()
        try child.run()

        var noticed: [Int: UInt64] = [:]
        var ownUpdate = 0  // commits that reached the model as an update of their own
        var seen = 0
        while seen < childCommits {
            var at = now()
            if last.value <= seen {  // else it changed while we were not tracking: count it late
                guard let changed = await nextChange(timeout: 10, { _ = last.value }) else { break }
                at = changed
            }
            guard last.value > seen else { continue }
            if last.value == seen + 1 { ownUpdate += 1 }
            for seq in (seen + 1)...last.value { noticed[seq] = at }
            seen = last.value
        }
        child.waitUntilExit()
        let committed = commits.all()
        var latencies: [Double] = []
        for (seq, at) in noticed.sorted(by: { $0.key < $1.key }) {
            guard let commit = committed[seq], at >= commit else { continue }
            latencies.append(milliseconds(at - commit))
        }

        // Idle: the monitor and worker threads are up, the observer registered, nothing writes.
        var idle: [Double] = []
        for _ in 0..<5 {
            let ours = liveSQLiteThreadMilliseconds()
            try await Task.sleep(for: .seconds(1))
            idle.append(liveSQLiteThreadMilliseconds() - ours)
        }
        let idleProcess = try await idleProcessCPU()
        return [
            count("other process: noticed", noticed.count, unit: "of \(childCommits)"),
            count("other process: own updates", ownUpdate, unit: "of \(childCommits)"),
            figure(suite, "other process: commit→model", latencies),
            figure(suite, "idle CPU/s, LiveSQLite threads", idle, unit: "ms"),
            figure(suite, "idle CPU/s, process", idleProcess, unit: "ms"),
        ]
    }

    /// Re-fetches caused by 100 single-statement commits, each awaited, for one observer alone.
    static func refetchCounts(path: String) async throws -> [Figure] {
        func refetches(_ name: String, observing sql: String, writing write: String, _ arguments: @escaping (Int) -> [any SQLConvertible])
            async throws -> Figure
        {
            let db = try makeItems(path + "-\(UUID().uuidString)", rows: 100)
            let query = try LiveQuery<Int>.value(db, sql, default: 0)
            let before = db.refetchCount
            for i in 0..<100 {
                try db.write { try $0.execute(write, arguments(i)) }
                await db.settled()
            }
            _ = query.value
            return count(name, db.refetchCount - before, unit: "count")
        }
        let list = "SELECT sum(length(title)) FROM items"
        let done = "SELECT count(*) FROM items WHERE done = 1"
        return [
            try await refetches("refetch: unrelated table", observing: list, writing: "INSERT INTO other (x) VALUES (?)") { [$0] },
            try await refetches("refetch: unread column", observing: list, writing: "UPDATE items SET score = ? WHERE id = 5") { [Double($0)] },
            try await refetches("refetch: count, other columns", observing: done, writing: "UPDATE items SET title = ?, score = ? WHERE id = 7") {
                ["t\($0)", Double($0)]
            },
            try await refetches("refetch: count, its filter", observing: done, writing: "UPDATE items SET done = 1 - done WHERE id = 9") { _ in [] },
        ]
    }

    // MARK: - The other process

    /// Commits `childCommits` times, 5 ms apart, printing `commit <seq> <monotonic ns>` after
    /// each COMMIT returns.
    nonisolated static func runChildWriter(path: String) throws {
        let connection = try Connection(path: path)
        try connection.executeScript("PRAGMA busy_timeout = 5000; PRAGMA synchronous = NORMAL")
        for seq in 1...childCommits {
            try connection.execute("INSERT INTO ticks (seq) VALUES (?)", [seq])
            let at = now()
            FileHandle.standardOutput.write(Data("commit \(seq) \(at)\n".utf8))
            usleep(5000)
        }
    }

    /// CPU time of the threads LiveSQLite starts (observation worker, external-change
    /// monitor), from /proc/self/task/*/schedstat, in milliseconds.
    nonisolated static func liveSQLiteThreadMilliseconds() -> Double {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
        var nanoseconds: UInt64 = 0
        for task in tasks {
            let name = (try? String(contentsOfFile: "/proc/self/task/\(task)/comm", encoding: .utf8)) ?? ""
            guard name.hasPrefix("LiveSQLite") else { continue }
            let stat = (try? String(contentsOfFile: "/proc/self/task/\(task)/schedstat", encoding: .utf8)) ?? ""
            nanoseconds += stat.split(separator: " ").first.flatMap { UInt64($0) } ?? 0
        }
        return Double(nanoseconds) / 1e6
    }

    /// CPU time of the whole process over five idle seconds, one sample per second.
    static func idleProcessCPU() async throws -> [Double] {
        var samples: [Double] = []
        for _ in 0..<5 {
            let cpu = cpuMilliseconds()
            try await Task.sleep(for: .seconds(1))
            samples.append(cpuMilliseconds() - cpu)
        }
        return samples
    }

    nonisolated static func cpuMilliseconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000 + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1000
    }
}

/// A time stamp set on one thread and read on another; resumes a continuation once.
final class StampBox: @unchecked Sendable {
    private let lock = NSLock()
    private var value: UInt64?
    private var continuation: CheckedContinuation<Void, Never>?
    private var timeoutTask: Task<Void, Never>?

    var timeout: Task<Void, Never>? {
        get {
            lock.lock()
            defer { lock.unlock() }
            return timeoutTask
        }
        set {
            lock.lock()
            timeoutTask = newValue
            lock.unlock()
        }
    }

    func set(_ stamp: UInt64) {
        lock.lock()
        value = stamp
        lock.unlock()
    }

    var stamp: UInt64? {
        lock.lock()
        defer { lock.unlock() }
        return value
    }

    func arm(_ continuation: CheckedContinuation<Void, Never>) {
        lock.lock()
        self.continuation = continuation
        lock.unlock()
    }

    func fire(at stamp: UInt64?) {
        lock.lock()
        let c = continuation
        continuation = nil
        if c != nil { value = stamp }
        lock.unlock()
        c?.resume()
    }
}

/// The child's commit times, by sequence number.
final class CommitLog: @unchecked Sendable {
    private let lock = NSLock()
    private var times: [Int: UInt64] = [:]
    func record(_ seq: Int, _ at: UInt64) {
        lock.lock()
        times[seq] = at
        lock.unlock()
    }
    func all() -> [Int: UInt64] {
        lock.lock()
        defer { lock.unlock() }
        return times
    }
}

/// A benchmark that could not measure what it meant to.
struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
