import CSQLite
import Foundation

/// A SQLite database, opened for what the job needs (``DatabaseAccess``): read-only (never
/// written, never switched to WAL, never migrated), read-write of an existing file, or create.
/// Writable files use WAL with `synchronous = NORMAL`; every database has a busy timeout,
/// writes serialized through one writer with `BEGIN IMMEDIATE`, reads on their own connections
/// that never wait for the writer, and live observation of committed changes, this process's
/// and others'. Given the app's ``DatabaseSchema``, the open refuses (with a
/// ``DatabaseOpenError``, before anything is written) a file that is another app's, one a newer
/// version migrated, or an empty one when the job did not ask to create.
///
/// ```swift
/// let db = try Database(path: "app.sqlite", access: .create, schema: Schema.database)  // or Database.inMemory()
/// try db.migrate(Schema.database)
/// try db.write { try $0.execute("UPDATE profile SET name = ?", ["Maya"]) }
/// let name = try db.read { try $0.scalar("SELECT name FROM profile", as: String.self) }
/// let viewer = try Database(path: "app.sqlite", access: .readOnly, schema: Schema.database)
/// ```
public final class Database: @unchecked Sendable {
    public let path: String
    /// True for `:memory:` (one private connection: reads share the writer's lock).
    public let isInMemory: Bool
    /// What the database was opened for; in-memory databases are always `.create`.
    public let access: DatabaseAccess
    /// The writer; for a read-only database, a read-only connection that compares
    /// `PRAGMA data_version` and serves in-line re-fetches.
    let writer: Connection
    /// Serializes the writer connection; recursive so that nested writes become savepoints.
    let writerLock = NSRecursiveLock()
    private let readers: ReaderPool?
    let center: ObservationCenter
    // Guarded by writerLock.
    private var writeDepth = 0
    private var dataVersion: Int64 = 0
    private var externalChanges = 0
    // Guarded by monitorLock.
    private let monitorLock = NSLock()
    private var monitor: ExternalChangeMonitor?

    /// Opens the database file at `path` for `access`. Before SQLite opens it for the job, the
    /// file is inspected read-only: a missing file is refused unless `access` is `.create`, so
    /// is an empty one (zero bytes or no tables); with `schema`, so is a file whose
    /// `application_id` or migration record is another app's, one that records migrations the
    /// schema does not know, and (read-only) one that still needs migrations. Nothing is
    /// migrated here: call ``migrate(_:)-(DatabaseSchema)`` for that. `busyTimeout` is how
    /// long a statement waits for a lock held by another connection or process before failing
    /// with `.busy`.
    public init(path: String, access: DatabaseAccess, schema: DatabaseSchema? = nil, busyTimeout: Duration = .seconds(5)) throws {
        self.path = path
        let isInMemory = path.isEmpty || path == ":memory:" || path.contains("mode=memory")
        self.isInMemory = isInMemory
        let access = isInMemory ? DatabaseAccess.create : access
        self.access = access
        let (seconds, attoseconds) = busyTimeout.components
        let milliseconds = Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000)
        if !isInMemory {
            if access != .create, !path.hasPrefix("file:"), !FileManager.default.fileExists(atPath: path) {
                throw DatabaseOpenError.missing(path: path)
            }
            let inspection = try SchemaInspection(path: path, readingMigrations: schema != nil, busyTimeoutMilliseconds: milliseconds)
            let pending = try inspection.verify(path: path, access: access, migrations: schema?.migrations, applicationID: schema?.applicationID)
            if access == .readOnly, !pending.isEmpty {
                throw DatabaseOpenError.needsMigration(path: path, pending: pending.map(\.name))
            }
        }
        writer = try Connection(path: path, flags: access.openFlags)
        sqlite3_busy_timeout(writer.handle, milliseconds)
        // Reading the schema is the first thing that fails on a file that is not a database.
        _ = try writer.query("SELECT count(*) FROM sqlite_master")
        if !isInMemory && access.isWritable {
            try writer.executeScript("PRAGMA journal_mode = WAL")
            try writer.executeScript("PRAGMA synchronous = NORMAL")
        }
        try writer.executeScript("PRAGMA foreign_keys = ON")
        dataVersion = try writer.scalar("PRAGMA data_version", as: Int64.self) ?? 0
        if isInMemory {
            readers = nil
            center = ObservationCenter(source: .writer(writer, writerLock))
        } else {
            let pool = ReaderPool(path: path, busyTimeoutMilliseconds: milliseconds, access: access)
            readers = pool
            center = ObservationCenter(source: .dedicated({ try pool.makeConnection() }))
        }
    }

    /// A private in-memory database.
    public static func inMemory() throws -> Database { try Database(path: ":memory:", access: .create) }

    deinit {
        monitor?.stop()
        center.stop()
    }

    /// Runs `body` in a read transaction: one consistent committed snapshot, on a read
    /// connection of its own, so it never waits for a write in progress (in memory, reads
    /// share the writer's lock). Inside a `write` body, use the write's connection to see the
    /// transaction's own changes.
    public func read<T>(_ body: (Connection) throws -> T) throws -> T {
        if let readers { return try readers.read(body) }
        writerLock.lock()
        defer { writerLock.unlock() }
        // In memory the writer serves reads: make it refuse writes, as the file readers do.
        try writer.execute("PRAGMA query_only = 1")
        defer { _ = try? writer.execute("PRAGMA query_only = 0") }
        return try writer.readTransaction(body)
    }

    /// Runs `body` in a `BEGIN IMMEDIATE` transaction and returns its value. On success it
    /// commits, and the live queries whose read set the transaction touched are re-fetched; on
    /// error it rolls back, notifies nobody and rethrows. A `write` inside a `write` body runs
    /// as a savepoint of the outer transaction.
    /// A database opened read-only refuses with ``DatabaseOpenError/readOnly(path:)``.
    @discardableResult
    public func write<T>(_ body: (Connection) throws -> T) throws -> T {
        guard access.isWritable else { throw DatabaseOpenError.readOnly(path: path) }
        writerLock.lock()
        defer { writerLock.unlock() }
        if writeDepth > 0 { return try writer.savepoint(body) }
        writeDepth += 1
        defer { writeDepth -= 1 }
        writer.recorder.begin(keyColumns: center.keyColumns)
        try writer.execute("BEGIN IMMEDIATE")
        let result: T
        var changed = false
        do {
            result = try body(writer)
            changed = !writer.recorder.isEmpty
            if changed { center.commitWillStart() }
            try writer.execute("COMMIT")
        } catch {
            if changed { center.commitDidFinish(nil) }
            if writer.isInTransaction { _ = try? writer.execute("ROLLBACK") }
            writer.recorder.reset()
            throw error
        }
        if changed {
            let changes = writer.recorder.resolve(using: writer)
            writer.recorder.reset()
            // Off the main thread, a small re-fetch right here beats waking the worker; on the
            // main thread the worker re-fetches while the main actor goes on.
            center.commitDidFinish(changes, refetchingOn: MainQueue.isCurrent ? nil : writer)
        }
        writer.checkpointIfNeeded()
        return result
    }

    /// Copies every committed page of the write-ahead log into the database file and empties
    /// the log, so the file alone holds the database (a job that created or migrated it leaves
    /// it complete when it returns, not whenever the last connection happens to close). A
    /// read-only or in-memory database has nothing to copy.
    public func checkpoint() throws {
        guard access.isWritable, !isInMemory else { return }
        writerLock.lock()
        defer { writerLock.unlock() }
        try writer.executeScript("PRAGMA wal_checkpoint(TRUNCATE)")
    }

    // MARK: - Observation

    /// Number of re-fetches of live queries since the database was opened (tests, benchmarks).
    public var refetchCount: Int { center.refetchCount }

    /// Number of live queries currently observing the database.
    public var observerCount: Int { center.observerCount }

    /// How many times commits by another connection or process were noticed (commits that
    /// land together count once).
    public var externalChangeCount: Int {
        writerLock.lock()
        defer { writerLock.unlock() }
        return externalChanges
    }

    /// Waits until every committed change has been delivered to its live queries: this
    /// process's commits, and those of other connections and processes that are already
    /// visible. Tests use this instead of sleeping.
    public func settled() async {
        if !isInMemory { checkExternalCommits() }
        await center.waitForDeliveries()
    }

    /// Compares `PRAGMA data_version` on the writer, which changes for commits of every other
    /// connection and never for its own; on a change every live query re-fetches.
    @discardableResult
    func checkExternalCommits() -> Bool {
        writerLock.lock()
        defer { writerLock.unlock() }
        guard writeDepth == 0, let version = try? writer.scalar("PRAGMA data_version", as: Int64.self), version != dataVersion else {
            return false
        }
        dataVersion = version
        externalChanges += 1
        writer.tableInfoCache.removeAll()
        center.invalidateAll(refetchingOn: MainQueue.isCurrent ? nil : writer)
        return true
    }

    /// Fetches a live query's first value and read set from one snapshot.
    func prepareObservation(sql: String, fetch: @Sendable (Connection) throws -> any Sendable) throws -> PreparedObservation {
        let token = center.token()
        return try read { connection in
            let schemaVersion = try connection.scalar("PRAGMA schema_version", as: Int64.self) ?? 0
            let readSet = try connection.readSet(of: sql)
            let first: any Sendable
            do {
                first = try fetch(connection)
            } catch let error as SQLiteError {
                throw error
            } catch {
                throw SQLiteError.decoderFailed(sql: sql, message: "\(error)")
            }
            return PreparedObservation(token: token, readSet: readSet, schemaVersion: schemaVersion, first: first)
        }
    }

    /// Registers an observer; from now on, commits that touch its read set re-fetch it.
    func register(_ observer: Observer, token: ObservationCenter.Token) -> Int {
        if !isInMemory { startMonitor() }
        return center.register(observer, token: token)
    }

    func removeObserver(_ id: Int) {
        center.remove(id)
    }

    private func startMonitor() {
        monitorLock.lock()
        defer { monitorLock.unlock() }
        guard monitor == nil else { return }
        let monitor = ExternalChangeMonitor(databasePath: path) { [weak self] in self?.checkExternalCommits() ?? false }
        monitor.start()
        self.monitor = monitor
    }
}
