import Foundation
import LiveSQLite
import ModelTesting
import Observation
import ScreenDependencies

/// The model-testing figures of issue 19 (release build): one `ModelStore` step on a model with
/// three live queries (send → commit → queries settled → state captured and diffed), and
/// capturing and diffing a model state of 1,000 rows. Any failure a step reports aborts the run.
///
/// ```sh
/// swift run -c release benchmarks models
/// ```
@MainActor
func modelsSuite(iterations: Int) async throws -> [Figure] {
    let failures = LockedValue<[String]>([])
    let record = IssueRecorder { message in failures.withLock { $0.append(message) } }
    let figures = try await DependencyIssue.$reporter.withValue(record) {
        var figures: [Figure] = []
        figures += try await ModelsBench.storeStep(iterations: iterations, fileBacked: false)
        figures += try await ModelsBench.storeStep(iterations: iterations, fileBacked: true)
        figures += try ModelsBench.captureAndDiff(rows: 1_000, iterations: iterations, cached: false)
        figures += try ModelsBench.captureAndDiff(rows: 1_000, iterations: iterations, cached: true)
        return figures
    }
    if let first = failures.withLock({ $0.first }) { throw ModelsBench.StepFailed(message: first) }
    return figures
}

/// CPU time of the whole process so far, in milliseconds.
func processCPU() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1e6
}

/// The measurements of ``modelsSuite(iterations:)``.
@MainActor
enum ModelsBench {
    static let suite = "models"

    struct StepFailed: Error, CustomStringConvertible {
        var message: String
        var description: String { "a model step failed: \(message)" }
    }

    struct Row4: RowDecodable, Equatable {
        var id: Int
        var title: String
        var score: Double
        var done: Bool
        init(id: Int, title: String, score: Double, done: Bool) {
            (self.id, self.title, self.score, self.done) = (id, title, score, done)
        }
        init(row: Row) throws {
            id = try row["id"]
            title = try row["title"]
            score = try row["score"]
            done = try row["done"]
        }
    }

    /// A list, a count and a sum over one table, and a draft.
    @MainActor @Observable final class ListModel {
        @ObservationIgnored let rows: LiveQuery<[Row4]>
        @ObservationIgnored let count: LiveQuery<Int>
        @ObservationIgnored let total: LiveQuery<Double>
        @ObservationIgnored let database: Database
        var draft = ""

        init(database: Database) throws {
            self.database = database
            rows = try .all(database, "SELECT id, title, score, done FROM items ORDER BY id DESC LIMIT 20")
            count = try .value(database, "SELECT count(*) FROM items", default: 0)
            total = try .value(database, "SELECT coalesce(sum(score), 0) FROM items", default: 0)
        }

        func add(_ title: String) throws {
            try database.write { try $0.execute("INSERT INTO items (title, score, done) VALUES (?, 1.5, 0)", [title]) }
            draft = ""
        }
    }

    static func makeDatabase(path: String, rows: Int) throws -> Database {
        let db = try Database(path: path, access: .create)
        try db.migrate([
            Migration("001", "CREATE TABLE items (id INTEGER PRIMARY KEY, title TEXT NOT NULL, score REAL NOT NULL, done INTEGER NOT NULL)")
        ])
        try db.write { c in
            for n in 0..<rows { try c.execute("INSERT INTO items (title, score, done) VALUES (?, ?, ?)", ["item \(n)", Double(n) / 4, n % 3 == 0]) }
        }
        return db
    }

    /// send { draft } then send { add } with every change stated; the figure is the `add` step.
    /// Wall time and process CPU time (all threads: the re-fetch worker too), the latter less
    /// sensitive to a machine shared with other jobs.
    static func storeStep(iterations: Int, fileBacked: Bool) async throws -> [Figure] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("models-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let db = try makeDatabase(path: fileBacked ? directory.appendingPathComponent("models.sqlite").path : ":memory:", rows: 100)
        let store = try ModelStore(database: db) { try ListModel(database: db) }
        let clock = ContinuousClock()
        var samples: [Double] = []
        var cpu: [Double] = []
        for n in 0..<(iterations + 5) {
            let title = "new \(n)"
            try await store.send {
                $0.draft = title
            } changes: {
                $0.draft = title
            }
            let id = 101 + n
            let start = clock.now
            let cpuStart = processCPU()
            try await store.send {
                try $0.add(title)
            } changes: {
                $0.draft = ""
                $0.rows.value = Array(([Row4(id: id, title: title, score: 1.5, done: false)] + $0.rows.value).prefix(20))
                $0.count.value += 1
                $0.total.value += 1.5
            }
            let elapsed = clock.now - start
            let cpuElapsed = processCPU() - cpuStart
            if n >= 5 {
                samples.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000)
                cpu.append(cpuElapsed)
            }
        }
        try await store.finish()
        let name = "store step, 3 queries, \(fileBacked ? "WAL" : "memory")"
        return [figure(suite, name, samples), figure(suite, name + " (CPU)", cpu)]
    }

    /// A model whose live query holds `rows` rows of four fields: capture it whole (`cached`:
    /// with a store's cache, the rows unchanged since the last capture), and diff it with the
    /// capture before.
    static func captureAndDiff(rows: Int, iterations: Int, cached: Bool) throws -> [Figure] {
        let db = try makeDatabase(path: ":memory:", rows: rows)
        let model = try ListModel(database: db)
        let all = try LiveQuery<[Row4]>.all(db, "SELECT id, title, score, done FROM items ORDER BY id")
        let holder = Holder(rows: all)
        precondition(holder.rows.value.count == rows && model.count.value == rows)
        let cache = cached ? StateCaptureCache() : nil
        let before = try StateCapture.capture(holder, reusing: cache)
        var differences = 0
        var cpu: [Double] = []
        let samples = try measure(iterations: iterations) {
            let cpuStart = processCPU()
            let after = try StateCapture.capture(holder, reusing: cache)
            differences += StateDifference.between(before, after).count
            cpu.append(processCPU() - cpuStart)
        }
        precondition(differences == 0)
        let name = "capture + diff, \(rows) rows\(cached ? ", cached" : "")"
        return [figure(suite, name, samples), figure(suite, name + " (CPU)", Array(cpu.suffix(samples.count)))]
    }

    @MainActor @Observable final class Holder {
        @ObservationIgnored let rows: LiveQuery<[Row4]>
        var selection: Int?
        init(rows: LiveQuery<[Row4]>) { self.rows = rows }
    }
}
