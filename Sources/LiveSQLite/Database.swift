import CSQLite
import Foundation

/// A SQLite database: WAL, a busy timeout, writes serialized through one writer with
/// `BEGIN IMMEDIATE`, and live observation of committed changes.
///
/// ```swift
/// let db = try Database(path: "app.sqlite")      // or Database.inMemory()
/// try db.migrate(Schema.migrations)
/// try db.write { try $0.execute("UPDATE profile SET name = ?", ["Maya"]) }
/// let name = try db.read { try $0.scalar("SELECT name FROM profile", as: String.self) }
/// ```
public final class Database: @unchecked Sendable {
    private let lock = NSRecursiveLock()
    private let connection: Connection
    private var observers: [Int: Observer] = [:]
    private var nextObserverID = 0
    private var deliveries: [Task<Void, Never>] = []
    public let path: String

    /// Opens (or creates) the database file at `path`.
    public init(path: String, busyTimeout: Duration = .seconds(5)) throws {
        self.path = path
        connection = try Connection(path: path)
        let ms = busyTimeout.components.seconds * 1000 + busyTimeout.components.attoseconds / 1_000_000_000_000_000
        sqlite3_busy_timeout(connection.handle, Int32(ms))
        // Reading the schema is the first thing that fails on a file that is not a database.
        _ = try connection.query("SELECT count(*) FROM sqlite_master")
        if path != ":memory:" { try connection.executeScript("PRAGMA journal_mode = WAL") }
        try connection.executeScript("PRAGMA foreign_keys = ON")
    }

    /// A private in-memory database.
    public static func inMemory() throws -> Database { try Database(path: ":memory:") }

    /// Runs `body` with the connection; no transaction is opened.
    public func read<T>(_ body: (Connection) throws -> T) throws -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body(connection)
    }

    /// Runs `body` in a `BEGIN IMMEDIATE` transaction. On success it commits and re-fetches the
    /// live queries whose read set the transaction touched; on error it rolls back and
    /// notifies nobody.
    @discardableResult
    public func write<T>(_ body: (Connection) throws -> T) throws -> T {
        lock.lock()
        defer { lock.unlock() }
        connection.pendingChanges = ChangeSet()
        try connection.executeScript("BEGIN IMMEDIATE")
        let result: T
        do {
            result = try body(connection)
            try connection.executeScript("COMMIT")
        } catch {
            try? connection.executeScript("ROLLBACK")
            connection.pendingChanges = ChangeSet()
            throw error
        }
        let changes = connection.pendingChanges
        connection.pendingChanges = ChangeSet()
        if !changes.isEmpty { refetch(after: changes) }
        return result
    }

    // MARK: - Observation

    struct Observer {
        let readSet: ReadSet
        let fetch: (Connection) throws -> any Sendable
        let deliver: @MainActor @Sendable (Result<any Sendable, SQLiteError>) -> Void
    }

    /// Number of re-fetches performed since the database was opened (for tests and benchmarks).
    public private(set) var refetchCount = 0

    func addObserver(
        sql: String, fetch: @escaping (Connection) throws -> any Sendable,
        deliver: @escaping @MainActor @Sendable (Result<any Sendable, SQLiteError>) -> Void
    ) throws -> (id: Int, first: any Sendable) {
        lock.lock()
        defer { lock.unlock() }
        let readSet = try connection.readSet(of: sql)
        let first = try fetch(connection)
        nextObserverID += 1
        observers[nextObserverID] = Observer(readSet: readSet, fetch: fetch, deliver: deliver)
        return (nextObserverID, first)
    }

    func removeObserver(_ id: Int) {
        lock.lock()
        observers[id] = nil
        lock.unlock()
    }

    public var observerCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return observers.count
    }

    /// Re-fetches every affected observer from the same committed state and applies all the
    /// results in one main-actor turn, so no screen shows a torn state.
    private func refetch(after changes: ChangeSet) {
        var results: [(@MainActor @Sendable (Result<any Sendable, SQLiteError>) -> Void, Result<any Sendable, SQLiteError>)] = []
        for (_, observer) in observers.sorted(by: { $0.key < $1.key }) where !observer.readSet.tables.isDisjoint(with: changes.tables) {
            refetchCount += 1
            do {
                results.append((observer.deliver, .success(try observer.fetch(connection))))
            } catch let error as SQLiteError {
                results.append((observer.deliver, .failure(error)))
            } catch {
                results.append((observer.deliver, .failure(.statement(sql: "", code: -1, message: "\(error)"))))
            }
        }
        guard !results.isEmpty else { return }
        let batch = UncheckedBatch(results: results)
        deliveries.append(
            Task { @MainActor in
                for (deliver, result) in batch.results { deliver(result) }
            })
    }

    private func takeDeliveries() -> [Task<Void, Never>] {
        lock.lock()
        defer { lock.unlock() }
        let pending = deliveries
        deliveries.removeAll()
        return pending
    }

    /// Waits until every committed change has been delivered to its live queries. Tests use
    /// this instead of sleeping.
    public func settled() async {
        while true {
            let pending = takeDeliveries()
            if pending.isEmpty { return }
            for task in pending { await task.value }
        }
    }
}

/// Results are Sendable values and main-actor closures; the array itself crosses once.
private struct UncheckedBatch: @unchecked Sendable {
    let results: [(@MainActor @Sendable (Result<any Sendable, SQLiteError>) -> Void, Result<any Sendable, SQLiteError>)]
}
