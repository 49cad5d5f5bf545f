import Foundation

/// The thread that re-fetches pending observers: it waits for work, gets its snapshot
/// connection (its own read connection, opened once, or the writer under its lock), and hands
/// it to the re-fetch, until `waitForWork` reports the center stopped. The ``ObservationCenter``
/// starts one, on the first registration; the thread keeps the worker (and what its closures
/// hold) until it ends.
///
/// ```swift
/// ObservationWorker(source: .dedicated(open), waitForWork: { center.waitForWork() }) { connection, failure in
///     center.refetch(on: connection, failure: failure)
/// }.start()
/// ```
final class ObservationWorker: @unchecked Sendable {
    /// Where re-fetches read from: a dedicated read connection (WAL file), or the writer itself
    /// under its lock (in-memory database).
    enum SnapshotSource {
        case dedicated(@Sendable () throws -> Connection)
        case writer(Connection, NSRecursiveLock)
    }

    private let source: SnapshotSource
    private let waitForWork: @Sendable () -> Bool
    private let refetch: @Sendable (Connection?, SQLiteError?) -> Void

    /// `waitForWork` blocks until there is work (true) or the center stopped (false);
    /// `refetch` gets the connection, or why there is none, with the writer's lock held for
    /// `.writer`.
    init(
        source: SnapshotSource, waitForWork: @escaping @Sendable () -> Bool,
        refetch: @escaping @Sendable (Connection?, SQLiteError?) -> Void
    ) {
        self.source = source
        self.waitForWork = waitForWork
        self.refetch = refetch
    }

    /// Runs ``run()`` on a new thread.
    func start() {
        let thread = Thread { [self] in self.run() }
        thread.qualityOfService = .userInitiated
        thread.start()
    }

    /// The worker's loop, on the calling thread; returns once `waitForWork` returns false.
    func run() {
        nameCurrentThread("LiveSQLite obs")
        var dedicated: Connection?
        while waitForWork() {
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
            refetch(connection, failure)
            writerLock?.unlock()
        }
    }
}
