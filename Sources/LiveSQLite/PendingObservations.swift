/// The observers waiting to be re-fetched, or all of them after an external commit, with the
/// counters that tell whether there is work: `requested` is bumped whenever observers become
/// pending, `taken` follows it when a re-fetcher takes them. A value kept by the
/// ``ObservationCenter`` under its lock.
///
/// ```swift
/// var pending = PendingObservations()
/// pending.mark([3, 1])
/// let work = pending.take(orAll: index.observers.keys)  // ids [1, 3], generation 1
/// pending.hasWork                                        // false
/// ```
struct PendingObservations {
    /// Observers taken for one re-fetch, in id order, and the `requested` count they cover.
    struct Work {
        var ids: [Int]
        var generation: UInt64
    }

    private var ids: Set<Int> = []
    /// Every observer is pending, whatever `ids` holds.
    private(set) var all = false
    private(set) var requested: UInt64 = 0
    private var taken: UInt64 = 0

    /// Observers were made pending since the last `take`.
    var hasWork: Bool { requested != taken }
    var count: Int { ids.count }

    /// Adds observers to the pending work; the caller wakes the worker.
    mutating func mark(_ ids: some Collection<Int>) {
        guard !ids.isEmpty else { return }
        self.ids.formUnion(ids)
        requested &+= 1
    }

    /// Makes every observer pending.
    mutating func markAll() {
        all = true
        requested &+= 1
    }

    /// Drops a removed observer.
    mutating func remove(_ id: Int) {
        ids.remove(id)
    }

    /// Takes every pending observer: `every` (all the registered ids) when all are pending.
    mutating func take(orAll every: some Collection<Int>) -> Work {
        let taking: [Int]
        if all {
            taking = every.sorted()
        } else {
            taking = ids.sorted()
        }
        ids.removeAll(keepingCapacity: true)
        all = false
        taken = requested
        return Work(ids: taking, generation: requested)
    }
}
