import Foundation
import Observation
import Testing

@testable import LiveSQLite

/// A row of the `people` table used across the tests.
struct Person: RowDecodable, Equatable {
    var id: Int
    var name: String
    init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
    init(row: Row) throws {
        id = try row["id"]
        name = try row["name"]
    }
}

/// A fresh database file in a fresh temporary directory, removed by `remove()`.
struct TemporaryDatabase {
    let directory: URL
    var path: String { directory.appendingPathComponent("test.sqlite").path }

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("livesqlite-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    func remove() { try? FileManager.default.removeItem(at: directory) }
}

/// `people (id, name, age, email UNIQUE)` and an unrelated `other` table, with Ana and Ben.
func makePeopleDatabase(path: String = ":memory:") throws -> Database {
    let db = try Database(path: path, access: .create)
    try db.migrate([
        Migration(
            "001",
            """
            CREATE TABLE people (id INTEGER PRIMARY KEY, name TEXT NOT NULL, age INTEGER NOT NULL DEFAULT 30, email TEXT UNIQUE);
            CREATE TABLE other (id INTEGER PRIMARY KEY, x INTEGER);
            """)
    ])
    try db.write { try $0.execute("INSERT INTO people (name, age, email) VALUES ('Ana', 41, 'ana@example.com'), ('Ben', 25, 'ben@example.com')") }
    return db
}

/// Resumes a continuation once, whichever of several events comes first.
final class OneShot: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Void, Never>?
    init(_ continuation: CheckedContinuation<Void, Never>) { self.continuation = continuation }
    func resume() {
        lock.lock()
        let c = continuation
        continuation = nil
        lock.unlock()
        c?.resume()
    }
}

/// Waits, without polling, until `condition` holds: it is re-evaluated each time an observed
/// property it reads changes. Returns false after `timeout`, so a missed update fails the test
/// instead of hanging it.
@MainActor
func waitUntil(timeout: Duration = .seconds(10), _ condition: @escaping @MainActor () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + timeout
    while !condition() {
        if ContinuousClock.now >= deadline { return false }
        var timeout: Task<Void, Never>?
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let shot = OneShot(continuation)
            withObservationTracking {
                _ = condition()
            } onChange: {
                shot.resume()
            }
            timeout = Task {
                try? await Task.sleep(until: deadline, clock: .continuous)
                shot.resume()
            }
        }
        timeout?.cancel()
    }
    return true
}

/// Runs `body(i)` on `count` threads of their own and returns when all have finished.
func onThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let remaining = Counter(count)
        for i in 0..<count {
            Thread {
                body(i)
                if remaining.decrement() == 0 { continuation.resume() }
            }.start()
        }
    }
}

/// A thread-safe counter.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Int
    init(_ value: Int = 0) { self.value = value }
    func decrement() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value -= 1
        return value
    }
    func increment() {
        lock.lock()
        value += 1
        lock.unlock()
    }
    var current: Int {
        lock.lock()
        defer { lock.unlock() }
        return value
    }
}

/// A one-way signal between threads, with a deadline so that a test fails instead of hanging.
final class Latch: @unchecked Sendable {
    private let condition = NSCondition()
    private var open = false
    func signal() {
        condition.lock()
        open = true
        condition.broadcast()
        condition.unlock()
    }
    func wait(seconds: Double = 10) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        let deadline = Date(timeIntervalSinceNow: seconds)
        while !open { if !condition.wait(until: deadline) { return open } }
        return true
    }
}

/// Whether Observation reported a change of what `read` read (set synchronously, on the
/// main actor, while the model's property is being set).
final class ObservedChange: @unchecked Sendable {
    private let lock = NSLock()
    private var changed = false
    @MainActor init(_ read: @MainActor () -> Void) {
        withObservationTracking {
            read()
        } onChange: { [self] in
            lock.lock()
            changed = true
            lock.unlock()
        }
    }
    var happened: Bool {
        lock.lock()
        defer { lock.unlock() }
        return changed
    }
}

/// An ``Observer`` for the observation center's unit tests, reading `reads` (`"table.column"`,
/// or `"table"` for its rows only); its results are Ints compared by value.
func makeObserver(
    reading reads: [String], virtualTables: Set<String> = [], key: ObservedKey? = nil, sql: String = "SELECT 0", schemaVersion: Int64 = 0,
    last: Result<any Sendable, SQLiteError> = .success(0), fetch: @escaping @Sendable (Connection) throws -> any Sendable = { _ in 0 }
) -> Observer {
    var readSet = ReadSet()
    for read in reads {
        let parts = read.split(separator: ".", maxSplits: 1).map(String.init)
        readSet.insert(table: parts[0], column: parts.count > 1 ? parts[1] : "")
    }
    readSet.virtualTables = virtualTables
    return Observer(
        sql: sql, readSet: readSet, key: key, schemaVersion: schemaVersion, fetch: fetch, isEqual: { ($0 as? Int) == ($1 as? Int) },
        deliver: { _ in }, last: last)
}

/// Everything a test can see of a database file without opening it: its bytes, its
/// modification time, and which of SQLite's companion files exist beside it.
struct FileState: Equatable, CustomStringConvertible {
    let bytes: Data?
    let modified: Date?
    let companions: [String]

    init(_ path: String) {
        bytes = FileManager.default.contents(atPath: path)
        modified = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
        companions = ["-wal", "-shm", "-journal"].filter { FileManager.default.fileExists(atPath: path + $0) }
    }

    var description: String {
        "\(bytes.map { "\($0.count) bytes" } ?? "no file"), modified \(modified.map { "\($0.timeIntervalSince1970)" } ?? "-"), companions \(companions)"
    }
}

/// The file's journal mode as a fresh read-only connection sees it ("delete", "wal", …).
func journalMode(_ path: String) throws -> String? {
    try Connection(path: path, readOnly: true).scalar("PRAGMA journal_mode", as: String.self)
}

/// Another application's database at `path`: its own table and row, a rollback journal (or
/// WAL), optionally its own `application_id` and a `schema_migrations` table of its own.
/// The connection is closed on return, so a WAL file is left without `-wal` and `-shm`.
func makeForeignDatabase(at path: String, wal: Bool = false, applicationID: Int32 = 0, migrations: [String]? = nil) throws {
    let c = try Connection(path: path)
    try c.executeScript("CREATE TABLE accounts (id INTEGER PRIMARY KEY, owner TEXT); INSERT INTO accounts (owner) VALUES ('someone');")
    if applicationID != 0 { try c.executeScript("PRAGMA application_id = \(applicationID)") }
    if let migrations {
        try c.executeScript("CREATE TABLE schema_migrations (name TEXT PRIMARY KEY NOT NULL, position INTEGER NOT NULL)")
        for (i, name) in migrations.enumerated() { try c.execute("INSERT INTO schema_migrations VALUES (?, ?)", [name, i]) }
    }
    if wal { try c.executeScript("PRAGMA journal_mode = WAL") }
}

/// A test app's identity: `application_id` 0x7E570001, `people` then `pets`.
let testApp = DatabaseSchema(
    applicationID: 0x7E57_0001,
    migrations: [
        Migration("001_people", "CREATE TABLE people (id INTEGER PRIMARY KEY, name TEXT NOT NULL)"),
        Migration("002_pets", "CREATE TABLE pets (id INTEGER PRIMARY KEY, owner INTEGER REFERENCES people(id))"),
    ])

/// The test app's database at `path`, migrated with the first `migrations` of `schema`, with
/// one person; left in rollback-journal mode unless `wal`, and closed.
func makeAppDatabase(at path: String, schema: DatabaseSchema = testApp, migrations: Int? = nil, wal: Bool = false) throws {
    do {
        let db = try Database(path: path, access: .create, schema: schema)
        let applied = DatabaseSchema(
            applicationID: schema.applicationID, migrations: Array(schema.migrations.prefix(migrations ?? schema.migrations.count)))
        try db.migrate(applied)
        try db.write { try $0.execute("INSERT INTO people (name) VALUES ('Ana')") }
    }
    if !wal { try Connection(path: path).executeScript("PRAGMA journal_mode = DELETE") }
}

/// Every value a live query took on the main actor, in order (values set twice before the
/// log's turn count once, as Observation coalesces them).
@MainActor
final class DeliveryLog<Value: Sendable & Equatable> {
    private(set) var values: [Value]
    private let query: LiveQuery<Value>

    init(_ query: LiveQuery<Value>) {
        self.query = query
        values = [query.value]
        track()
    }

    private func track() {
        withObservationTracking {
            _ = query.value
        } onChange: { [weak self] in
            Task { @MainActor in self?.record() }
        }
    }

    private func record() {
        values.append(query.value)
        track()
    }

    /// Lets the log's pending turn run, so that its last value is the query's current one.
    func caughtUp() async -> [Value] {
        for _ in 0..<100 where values.last != query.value { await Task.yield() }
        return values
    }
}

/// The `sqlite3` command-line tool on `path`, fed statements through its standard input:
/// another process writing to the database.
final class SQLiteShell {
    let process = Process()
    private let input = Pipe()
    private let errors = Pipe()

    /// nil when the tool is not installed.
    init?(path: String) throws {
        guard let tool = ["/usr/bin/sqlite3", "/usr/local/bin/sqlite3"].first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            return nil
        }
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = [path]
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        send(".timeout 5000")
    }

    /// Sends one line (a statement, with its semicolon, or a dot command).
    func send(_ line: String) {
        input.fileHandleForWriting.write(Data((line + "\n").utf8))
    }

    /// Closes its input, waits for it to exit, and returns its status and what it printed on
    /// standard error.
    func finish() -> (status: Int32, errors: String) {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return (process.terminationStatus, text)
    }
}

/// Median, 99th percentile and maximum of durations, in milliseconds, for printing.
func percentiles(_ durations: [Duration]) -> (median: Double, p99: Double, max: Double) {
    let ms = durations.map { Double($0.components.seconds) * 1000 + Double($0.components.attoseconds) / 1e15 }.sorted()
    guard !ms.isEmpty else { return (0, 0, 0) }
    return (ms[ms.count / 2], ms[min(ms.count - 1, Int(Double(ms.count) * 0.99))], ms[ms.count - 1])
}
