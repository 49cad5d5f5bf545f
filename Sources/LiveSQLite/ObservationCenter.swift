import Foundation

/// Keeps the live queries of one ``Database``, decides which ones a commit concerns, and
/// re-fetches them (on its worker thread, or right in the writer for a few observers when the
/// writer is not the main actor): every query pending at that moment from one snapshot, then
/// all the changed results applied in one main-actor turn, in commit order. It coordinates,
/// under one lock, the ``ObservationIndex``, the ``PendingObservations``, the
/// ``ObservationWorker``, each ``RefetchBatch``, the ``DeliveryQueue`` and the ``SettleWaiters``.
///
/// ```swift
/// center.commitWillStart()
/// try writer.execute("COMMIT")
/// center.commitDidFinish(changes, refetchingOn: writer)  // re-fetch; the main actor applies
/// ```
final class ObservationCenter: @unchecked Sendable {
    typealias SnapshotSource = ObservationWorker.SnapshotSource

    /// Taken before a first value is fetched; registration compares it with the state then.
    struct Token: Sendable {
        let generation: UInt64
        let commitInFlight: Bool
    }

    private let condition = NSCondition()
    private let source: SnapshotSource
    // Everything below is guarded by `condition`.
    private var index = ObservationIndex()
    private var pending = PendingObservations()
    private var deliveries = DeliveryQueue()
    private var waiters = SettleWaiters()
    /// Bumped when a commit starts or an external commit is noticed.
    private var generation: UInt64 = 0
    private var commitInFlight = false
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
    var observerCount: Int { locked { index.observers.count } }
    /// Tables observed by key lookups and the index of their key column, for the recorder.
    var keyColumns: [String: Int32] { locked { index.keyColumns } }
    func token() -> Token { locked { Token(generation: generation, commitInFlight: commitInFlight) } }

    // MARK: - Registration

    func register(_ observer: Observer, token: Token) -> Int {
        condition.lock()
        defer { condition.unlock() }
        let id = index.add(observer)
        // A commit that started after the token may be missing from the first value.
        if token.commitInFlight || commitInFlight || token.generation != generation {
            pending.mark([id])
            condition.broadcast()
        }
        if !workerStarted {
            workerStarted = true
            ObservationWorker(source: source, waitForWork: { [self] in self.waitForWork() }) { [self] connection, failure in
                self.refetch(on: connection, failure: failure)
            }.start()
        }
        return id
    }

    func remove(_ id: Int) {
        locked {
            guard index.remove(id) else { return }
            pending.remove(id)
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
        if let changes { pending.mark(index.affected(by: changes)) }
        if let writer, !stopped, !refetching, pending.hasWork, !pending.all, pending.count <= Self.inlineLimit {
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
        guard !index.observers.isEmpty else {
            condition.unlock()
            return
        }
        pending.markAll()
        if let writer, !stopped, !refetching, !commitInFlight, index.observers.count <= Self.inlineLimit {
            runBatchLocked(on: writer, failure: nil)
            return
        }
        condition.broadcast()
        condition.unlock()
    }

    // MARK: - Worker

    func stop() {
        let release: [CheckedContinuation<Void, Never>] = locked {
            stopped = true
            condition.broadcast()
            return waiters.removeAll()
        }
        for continuation in release { continuation.resume() }
    }

    /// The worker's wait: true once there is work it may take, false once stopped.
    private func waitForWork() -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while !stopped && (!pending.hasWork || commitInFlight || refetching) { condition.wait() }
        return !stopped
    }

    /// The worker's re-fetch, its snapshot connection in hand: takes the pending work and fixes
    /// the snapshot while no commit of ours can land.
    private func refetch(on connection: Connection?, failure: SQLiteError?) {
        condition.lock()
        while commitInFlight || refetching { condition.wait() }
        if !pending.hasWork {
            condition.unlock()  // the writer re-fetched it in line meanwhile
        } else {
            runBatchLocked(on: connection, failure: failure)
        }
    }

    /// Takes every pending observer, fixes the snapshot, then (lock released) re-fetches and
    /// finishes. Called with the lock held; returns with it released.
    private func runBatchLocked(on connection: Connection?, failure: SQLiteError?) {
        refetching = true
        let work = pending.take(orAll: index.observers.keys)
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
        let batch = RefetchBatch(generation: work.generation, observers: work.ids.compactMap { id in index.observers[id].map { (id, $0) } })
        condition.unlock()

        var refetched: [RefetchBatch.Refetched] = []
        if let connection, failure == nil {
            refetched = batch.refetch(on: connection, schemaVersion: schemaVersion)
        } else {
            refetched = batch.failing(with: failure ?? .decoderFailed(sql: "", message: "no connection"))
        }
        if let connection, connection.isInTransaction { _ = try? connection.execute("COMMIT") }
        finish(batch, refetched)
    }

    // MARK: - Deliveries

    /// Records the new results, and hands the changed ones to the main actor in one batch.
    private func finish(_ work: RefetchBatch, _ refetched: [RefetchBatch.Refetched]) {
        condition.lock()
        refetching = false
        condition.broadcast()
        refetches += work.observers.count
        var batch = DeliveryQueue.Batch(deliveries: [], generation: work.generation)
        for item in refetched where index.observers[item.id] === item.observer {
            let observer = item.observer
            if let readSet = item.readSet { index.reindex(item.id, observer, readSet: readSet) }
            observer.schemaVersion = item.schemaVersion
            if let key = observer.key, let column = item.keyColumn { index.setKeyColumn(column, of: key.table) }
            if let result = item.changed {
                observer.last = result
                batch.deliveries.append((observer.deliver, result))
            }
        }
        if batch.deliveries.isEmpty && deliveries.isIdle {
            let ready = waiters.markDelivered(work.generation)
            condition.unlock()
            for continuation in ready { continuation.resume() }
            return
        }
        if deliveries.append(batch) {
            Task { @MainActor [self] in self.applyBatches() }
        }
        condition.unlock()
    }

    /// Applies every waiting batch, oldest first, within this one main-actor turn.
    @MainActor private func applyBatches() {
        let ready: [DeliveryQueue.Batch] = locked { deliveries.takeAll() }
        for batch in ready {
            for (deliver, result) in batch.deliveries { deliver(result) }
        }
        let resumed: [CheckedContinuation<Void, Never>] = locked {
            deliveries.didApply()
            return waiters.markDelivered(ready.last?.generation ?? waiters.delivered)
        }
        for continuation in resumed { continuation.resume() }
    }

    /// Returns once every observer made pending before the call has been re-fetched and its
    /// result applied on the main actor.
    func waitForDeliveries() async {
        let target: UInt64 = locked { pending.requested }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            condition.lock()
            if waiters.delivered >= target || stopped {
                condition.unlock()
                continuation.resume()
                return
            }
            waiters.add(target: target, continuation)
            condition.unlock()
        }
    }
}
