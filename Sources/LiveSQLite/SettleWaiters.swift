/// The callers of ``Database/settled()`` waiting for deliveries, each until the results
/// pending when it called have been applied, and how far delivery has come. A value kept by the
/// ``ObservationCenter`` under its lock; continuations are resumed by the caller, unlocked.
///
/// ```swift
/// waiters.add(target: pending.requested, continuation)
/// for ready in waiters.markDelivered(batch.generation) { ready.resume() }
/// ```
struct SettleWaiters {
    /// The highest pending count whose results have all been applied; it never goes back.
    private(set) var delivered: UInt64 = 0
    private var waiting: [(target: UInt64, continuation: CheckedContinuation<Void, Never>)] = []

    /// Waits until `delivered` reaches `target`.
    mutating func add(target: UInt64, _ continuation: CheckedContinuation<Void, Never>) {
        waiting.append((target, continuation))
    }

    /// Advances `delivered` and returns the waiters it satisfies.
    mutating func markDelivered(_ generation: UInt64) -> [CheckedContinuation<Void, Never>] {
        delivered = max(delivered, generation)
        let delivered = delivered
        var ready: [CheckedContinuation<Void, Never>] = []
        waiting.removeAll { waiter in
            guard waiter.target <= delivered else { return false }
            ready.append(waiter.continuation)
            return true
        }
        return ready
    }

    /// Returns every waiter, when the center stops.
    mutating func removeAll() -> [CheckedContinuation<Void, Never>] {
        let all = waiting.map(\.continuation)
        waiting.removeAll()
        return all
    }
}
