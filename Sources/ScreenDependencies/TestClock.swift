import Foundation

/// A clock that moves only when told: `sleep` waits until ``advance(by:)`` or ``run()`` moves
/// the clock past its deadline. For debounced saves, timers and timeouts in tests; the test
/// value of ``DependencyValues/clock``.
///
/// ```swift
/// let clock = TestClock()
/// let model = withDependencies { $0.clock = clock } operation: { SearchModel() }
/// model.query = "rose"           // schedules a search in 300 ms
/// await clock.advance(by: .milliseconds(300))   // the search runs now
/// ```
public final class TestClock: Clock, @unchecked Sendable {
    public struct Instant: InstantProtocol, Hashable, Sendable {
        /// The time since the clock was made.
        public var offset: Duration

        public init(offset: Duration = .zero) {
            self.offset = offset
        }

        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        public func duration(to other: Instant) -> Duration { other.offset - offset }
        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private struct Sleeper {
        var id: UInt64
        var deadline: Instant
        var continuation: CheckedContinuation<Void, any Error>
    }

    private let lock = NSLock()
    private var current = Instant()
    private var sleepers: [Sleeper] = []
    private var nextID: UInt64 = 0

    public init() {}

    public var now: Instant { lock.withLock { current } }
    public var minimumResolution: Duration { .zero }

    /// How many sleeps are waiting for the clock to move.
    public var sleeperCount: Int { lock.withLock { sleepers.count } }

    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        let id: UInt64 = lock.withLock {
            nextID += 1
            return nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let resumeNow: Bool = lock.withLock {
                    if deadline <= current { return true }
                    sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
                    return false
                }
                if resumeNow { continuation.resume() }
            }
        } onCancel: {
            let cancelled: Sleeper? = lock.withLock {
                guard let index = sleepers.firstIndex(where: { $0.id == id }) else { return nil }
                return sleepers.remove(at: index)
            }
            cancelled?.continuation.resume(throwing: CancellationError())
        }
        // Let whatever the sleep wakes run before the clock's caller goes on.
        await Task.yield()
    }

    /// Moves the clock forward by `duration`, waking every sleep whose deadline it passes, in
    /// deadline order, and letting what they wake run (a sleep started by a woken task within
    /// the span wakes too).
    public func advance(by duration: Duration) async {
        let end = lock.withLock { current.advanced(by: duration) }
        await advance(to: end)
    }

    /// Moves the clock to `deadline` (never back).
    public func advance(to deadline: Instant) async {
        while true {
            await Self.letTasksRun()
            let woken: Sleeper? = lock.withLock {
                guard let index = sleepers.indices.min(by: { sleepers[$0].deadline < sleepers[$1].deadline }),
                    sleepers[index].deadline <= deadline
                else {
                    if current < deadline { current = deadline }
                    return nil
                }
                let sleeper = sleepers.remove(at: index)
                if current < sleeper.deadline { current = sleeper.deadline }
                return sleeper
            }
            guard let woken else { break }
            woken.continuation.resume()
        }
        await Self.letTasksRun()
    }

    /// Advances until no sleep is waiting (at most `limit` wake-ups, against a timer that
    /// re-arms itself forever).
    public func run(limit: Int = 10_000) async {
        for _ in 0..<limit {
            await Self.letTasksRun()
            guard let next = lock.withLock({ sleepers.map(\.deadline).min() }) else { return }
            await advance(to: next)
        }
    }

    /// Yields often enough for tasks just woken (and those they wake) to reach their next wait.
    static func letTasksRun() async {
        for _ in 0..<20 { await Task.yield() }
    }
}

/// A clock whose sleeps return at once (moving its time forward): previews and snapshots show
/// the state after every timer has fired, with no wait.
///
/// ```swift
/// withDependencies { $0.clock = ImmediateClock() } operation: { … }
/// ```
public final class ImmediateClock: Clock, @unchecked Sendable {
    private let lock = NSLock()
    private var current = TestClock.Instant()

    public init() {}

    public var now: TestClock.Instant { lock.withLock { current } }
    public var minimumResolution: Duration { .zero }

    public func sleep(until deadline: TestClock.Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        lock.withLock { if current < deadline { current = deadline } }
        await Task.yield()
    }
}
