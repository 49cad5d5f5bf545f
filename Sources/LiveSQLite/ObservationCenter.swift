import Foundation

/// Keeps the live queries of one ``Database``, decides which ones a commit concerns, and
/// re-fetches them (on its worker thread, or right in the writer for a few observers when the
/// writer is not the main actor): every query pending at that moment from one snapshot, then
/// all the changed results applied in one main-actor turn, in commit order.
///
/// ```swift
/// center.commitWillStart()
/// try writer.execute("COMMIT")
/// center.commitDidFinish(changes, refetchingOn: writer)  // re-fetch; the main actor applies
/// ```
final class ObservationCenter: @unchecked Sendable {
    /// Where re-fetches read from: a dedicated read connection (WAL file), or the writer itself
    /// under its lock (in-memory database).
    enum SnapshotSource {
        case dedicated(@Sendable () throws -> Connection)
        case writer(Connection, NSRecursiveLock)
    }

    /// Taken before a first value is fetched; registration compares it with the state then.
    struct Token: Sendable {
        let generation: UInt64
        let commitInFlight: Bool
    }

    private struct Batch {
        var deliveries: [(Observer.Delivery, Result<any Sendable, SQLiteError>)]
        var generation: UInt64
    }

    private struct Work {
        var ids: [Int]
        var generation: UInt64
    }

    private let condition = NSCondition()
    private let source: SnapshotSource
    // Everything below is guarded by `condition`.
    private var observers: [Int: Observer] = [:]
    private var nextID = 0
    /// Observers reading a table, by table, except those narrowed to a key of that table.
    private var byTable: [String: Set<Int>] = [:]
    /// Key-lookup observers by table and key.
    private var byKey: [String: [RowKey: Set<Int>]] = [:]
    /// Observers of virtual tables, by table: changes arrive as changes of `<table>_…`.
    private var byVirtualTable: [String: Set<Int>] = [:]
    private var keyColumnsByTable: [String: Int32] = [:]
    private var pending: Set<Int> = []
    private var pendingAll = false
    /// Bumped when a commit starts or an external commit is noticed.
    private var generation: UInt64 = 0
    private var commitInFlight = false
    /// Bumped whenever observers become pending; `taken` and `delivered` follow it.
    private var requested: UInt64 = 0
    private var taken: UInt64 = 0
    private var delivered: UInt64 = 0
    private var waiters: [(target: UInt64, continuation: CheckedContinuation<Void, Never>)] = []
    private var batches: [Batch] = []
    private var applyScheduled = false
    private var applying = false
    /// Most pending observers the writer re-fetches itself, right after its commit.
    static let inlineLimit = 16
    private var workerStarted = false
    /// A batch is being re-fetched (by the worker or in line by the writer).
    private var refetching = false
    private var stopped = false
    private var refetches = 0

    init(source: SnapshotSource) {
        self.source = source
    }

    private func locked<T>(_ body: () throws -> T) rethrows -> T {
        condition.lock()
        defer { condition.unlock() }
        return try body()
    }

    var refetchCount: Int { locked { refetches } }
    var observerCount: Int { locked { observers.count } }
    /// Tables observed by key lookups and the index of their key column, for the recorder.
    var keyColumns: [String: Int32] { locked { keyColumnsByTable } }
    func token() -> Token { locked { Token(generation: generation, commitInFlight: commitInFlight) } }

    // MARK: - Registration

    func register(_ observer: Observer, token: Token) -> Int {
        condition.lock()
        defer { condition.unlock() }
        nextID += 1
        let id = nextID
        observers[id] = observer
        index(id, observer)
        if let key = observer.key { keyColumnsByTable[key.table] = key.column }
        // A commit that started after the token may be missing from the first value.
        if token.commitInFlight || commitInFlight || token.generation != generation {
            markPending([id])
            condition.broadcast()
        }
        if !workerStarted {
            workerStarted = true
            let thread = Thread { [self] in self.runWorker() }
            thread.qualityOfService = .userInitiated
            thread.start()
        }
        return id
    }

    func remove(_ id: Int) {
        locked {
            guard let observer = observers.removeValue(forKey: id) else { return }
            unindex(id, observer)
            pending.remove(id)
        }
    }

    private func index(_ id: Int, _ observer: Observer) {
        for table in observer.readSet.virtualTables { byVirtualTable[table, default: []].insert(id) }
        for table in observer.readSet.tables {
            if let key = observer.key, key.table == table {
                byKey[table, default: [:]][key.key, default: []].insert(id)
            } else {
                byTable[table, default: []].insert(id)
            }
        }
    }

    private func unindex(_ id: Int, _ observer: Observer) {
        for table in observer.readSet.virtualTables {
            byVirtualTable[table]?.remove(id)
            if byVirtualTable[table]?.isEmpty == true { byVirtualTable[table] = nil }
        }
        for table in observer.readSet.tables {
            if let key = observer.key, key.table == table {
                byKey[table]?[key.key]?.remove(id)
                if byKey[table]?[key.key]?.isEmpty == true { byKey[table]?[key.key] = nil }
            } else {
                byTable[table]?.remove(id)
            }
        }
    }

    // MARK: - Commits

    /// The writer is about to COMMIT a transaction that changed something.
    func commitWillStart() {
        locked {
            commitInFlight = true
            generation &+= 1
        }
    }

    /// The COMMIT is over: `changes` when it succeeded, nil when it failed. With `writer`
    /// (the caller is off the main thread and holds the writer lock), few pending observers are
    /// re-fetched right here, on the writer's connection: that saves waking the worker, whose
    /// wake-up can also preempt the writer on a busy machine.
    func commitDidFinish(_ changes: ChangeSet?, refetchingOn writer: Connection? = nil) {
        condition.lock()
        commitInFlight = false
        if let changes { markPending(affected(by: changes)) }
        if let writer, !stopped, !refetching, requested != taken, !pendingAll, pending.count <= Self.inlineLimit {
            runBatchLocked(on: writer, failure: nil)
            return
        }
        condition.broadcast()
        condition.unlock()
    }

    /// Another connection or process committed: what it changed is unknown, so every
    /// observer re-fetches (equal results still notify nobody). With `writer` (held by the
    /// caller, off the main thread), a few observers are re-fetched right here.
    func invalidateAll(refetchingOn writer: Connection? = nil) {
        condition.lock()
        generation &+= 1
        guard !observers.isEmpty else {
            condition.unlock()
            return
        }
        pendingAll = true
        requested &+= 1
        if let writer, !stopped, !refetching, !commitInFlight, observers.count <= Self.inlineLimit {
            runBatchLocked(on: writer, failure: nil)
            return
        }
        condition.broadcast()
        condition.unlock()
    }

    /// Adds observers to the pending work (lock held); the caller wakes the worker.
    private func markPending(_ ids: some Collection<Int>) {
        guard !ids.isEmpty else { return }
        pending.formUnion(ids)
        requested &+= 1
    }

    /// The observers whose read set intersects `changes` (lock held).
    private func affected(by changes: ChangeSet) -> Set<Int> {
        if changes.schemaChanged { return Set(observers.keys) }
        var result = Set<Int>()
        for (table, change) in changes.tables {
            for (virtual, ids) in byVirtualTable where table.hasPrefix(virtual + "_") { result.formUnion(ids) }
            func concerns(_ id: Int) -> Bool {
                guard let columns = observers[id]?.readSet.columns[table] else { return false }
                if change.rowsInsertedOrDeleted || change.allColumns { return true }
                return !columns.isDisjoint(with: change.columns)
            }
            for id in byTable[table] ?? [] where concerns(id) { result.insert(id) }
            guard let keyed = byKey[table] else { continue }
            if let keys = change.keys {
                for key in keys {
                    for id in keyed[key] ?? [] where concerns(id) { result.insert(id) }
                }
            } else {
                for ids in keyed.values {
                    for id in ids where concerns(id) { result.insert(id) }
                }
            }
        }
        return result
    }

    // MARK: - Worker

    func stop() {
        let release: [CheckedContinuation<Void, Never>] = locked {
            stopped = true
            condition.broadcast()
            let all = waiters.map(\.continuation)
            waiters.removeAll()
            return all
        }
        for continuation in release { continuation.resume() }
    }

    private func runWorker() {
        nameCurrentThread("LiveSQLite obs")
        var dedicated: Connection?
        while true {
            condition.lock()
            while !stopped && (requested == taken || commitInFlight || refetching) { condition.wait() }
            if stopped {
                condition.unlock()
                return
            }
            condition.unlock()

            var connection: Connection?
            var failure: SQLiteError?
            var writerLock: NSRecursiveLock?
            switch source {
            case .writer(let writer, let lock):
                lock.lock()
                writerLock = lock
                connection = writer
            case .dedicated(let open):
                do {
                    if dedicated == nil { dedicated = try open() }
                    connection = dedicated
                } catch {
                    failure = error as? SQLiteError ?? .decoderFailed(sql: "", message: "\(error)")
                }
            }
            // Take the pending work and fix the snapshot while no commit of ours can land.
            condition.lock()
            while commitInFlight || refetching { condition.wait() }
            if requested == taken {
                condition.unlock()  // the writer re-fetched it in line meanwhile
            } else {
                runBatchLocked(on: connection, failure: failure)
            }
            writerLock?.unlock()
        }
    }

    /// Takes every pending observer, fixes the snapshot, then (lock released) re-fetches and
    /// finishes. Called with the lock held; returns with it released.
    private func runBatchLocked(on connection: Connection?, failure: SQLiteError?) {
        refetching = true
        let work = takePending()
        var failure = failure
        var schemaVersion: Int64 = 0
        if let connection, failure == nil {
            do {
                try connection.execute("BEGIN")
                schemaVersion = try connection.scalar("PRAGMA schema_version", as: Int64.self) ?? 0
            } catch {
                failure = error as? SQLiteError ?? .decoderFailed(sql: "BEGIN", message: "\(error)")
            }
        }
        let snapshot = work.ids.compactMap { id in observers[id].map { (id, $0) } }
        condition.unlock()

        var refetched: [Refetched] = []
        if let connection, failure == nil {
            refetched = refetch(snapshot, on: connection, schemaVersion: schemaVersion)
        } else {
            let error = failure ?? .decoderFailed(sql: "", message: "no connection")
            refetched = snapshot.compactMap { id, observer in
                observer.differs(.failure(error))
                    ? Refetched(id: id, observer: observer, changed: .failure(error), readSet: nil, schemaVersion: observer.schemaVersion) : nil
            }
        }
        if let connection, connection.isInTransaction { _ = try? connection.execute("COMMIT") }
        finish(work, refetchCount: snapshot.count, refetched)
    }

    /// Takes every pending observer (lock held).
    private func takePending() -> Work {
        let ids: [Int]
        if pendingAll {
            ids = observers.keys.sorted()
        } else {
            ids = pending.sorted()
        }
        pending.removeAll(keepingCapacity: true)
        pendingAll = false
        taken = requested
        return Work(ids: ids, generation: requested)
    }

    /// What re-fetching one observer produced: a result to deliver when it differs from what
    /// its model holds (compared here, outside the lock), a new read set after a schema change.
    private struct Refetched {
        var id: Int
        var observer: Observer
        var changed: Result<any Sendable, SQLiteError>?
        var readSet: ReadSet?
        var schemaVersion: Int64
        /// The key column's index after a schema change, for key lookups.
        var keyColumn: Int32?
    }

    private func refetch(_ snapshot: [(Int, Observer)], on connection: Connection, schemaVersion: Int64) -> [Refetched] {
        var results: [Refetched] = []
        if snapshot.contains(where: { $0.1.schemaVersion != schemaVersion }) { connection.tableInfoCache.removeAll() }
        for (id, observer) in snapshot {
            var readSet: ReadSet?
            var keyColumn: Int32?
            if observer.schemaVersion != schemaVersion, let reads = try? connection.readSet(of: observer.sql) {
                readSet = reads
                if let key = observer.key, let info = try? connection.tableInfo(key.table), info.primaryKey.count == 1 {
                    keyColumn = Int32(info.primaryKey[0])
                }
            }
            let result: Result<any Sendable, SQLiteError>
            do {
                result = .success(try observer.fetch(connection))
            } catch let error as SQLiteError {
                result = .failure(error)
            } catch {
                result = .failure(.decoderFailed(sql: observer.sql, message: "\(error)"))
            }
            let changed = observer.differs(result) ? result : nil
            if changed != nil || readSet != nil {
                let version = readSet == nil ? observer.schemaVersion : schemaVersion
                results.append(
                    Refetched(id: id, observer: observer, changed: changed, readSet: readSet, schemaVersion: version, keyColumn: keyColumn))
            }
        }
        return results
    }

    /// Records the new results, and hands the changed ones to the main actor in one batch.
    private func finish(_ work: Work, refetchCount: Int, _ refetched: [Refetched]) {
        condition.lock()
        refetching = false
        condition.broadcast()
        refetches += refetchCount
        var batch = Batch(deliveries: [], generation: work.generation)
        for item in refetched where observers[item.id] === item.observer {
            let observer = item.observer
            if let readSet = item.readSet {
                unindex(item.id, observer)
                observer.readSet = readSet
                index(item.id, observer)
            }
            observer.schemaVersion = item.schemaVersion
            if let key = observer.key, let column = item.keyColumn { keyColumnsByTable[key.table] = column }
            if let result = item.changed {
                observer.last = result
                batch.deliveries.append((observer.deliver, result))
            }
        }
        if batch.deliveries.isEmpty && batches.isEmpty && !applyScheduled && !applying {
            let ready = markDelivered(work.generation)
            condition.unlock()
            for continuation in ready { continuation.resume() }
            return
        }
        batches.append(batch)
        if !applyScheduled {
            applyScheduled = true
            Task { @MainActor [self] in self.applyBatches() }
        }
        condition.unlock()
    }

    /// Applies every waiting batch, oldest first, within this one main-actor turn.
    @MainActor private func applyBatches() {
        let ready: [Batch] = locked {
            let taken = batches
            batches.removeAll()
            applyScheduled = false
            applying = true
            return taken
        }
        for batch in ready {
            for (deliver, result) in batch.deliveries { deliver(result) }
        }
        let resumed: [CheckedContinuation<Void, Never>] = locked {
            applying = false
            return markDelivered(ready.last?.generation ?? delivered)
        }
        for continuation in resumed { continuation.resume() }
    }

    /// Advances `delivered` and returns the waiters it satisfies (lock held).
    private func markDelivered(_ generation: UInt64) -> [CheckedContinuation<Void, Never>] {
        delivered = max(delivered, generation)
        var ready: [CheckedContinuation<Void, Never>] = []
        waiters.removeAll { waiter in
            guard waiter.target <= delivered else { return false }
            ready.append(waiter.continuation)
            return true
        }
        return ready
    }

    /// Returns once every observer made pending before the call has been re-fetched and its
    /// result applied on the main actor.
    func waitForDeliveries() async {
        let target: UInt64 = locked { requested }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            condition.lock()
            if delivered >= target || stopped {
                condition.unlock()
                continuation.resume()
                return
            }
            waiters.append((target, continuation))
            condition.unlock()
        }
    }
}
