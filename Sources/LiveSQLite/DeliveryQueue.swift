/// The batches of changed results waiting for the main actor, oldest first, and whether an
/// apply is scheduled or running. A value kept by the ``ObservationCenter`` under its lock:
/// one main-actor task applies every waiting batch in one turn, in commit order.
///
/// ```swift
/// if queue.append(batch) { Task { @MainActor in center.applyBatches() } }
/// let ready = queue.takeAll()  // on the main actor; deliver, then
/// queue.didApply()
/// ```
struct DeliveryQueue {
    /// The changed results of one re-fetch, and the pending count it covers.
    struct Batch {
        var deliveries: [(Observer.Delivery, Result<any Sendable, SQLiteError>)]
        var generation: UInt64
    }

    private var batches: [Batch] = []
    private var applyScheduled = false
    private var applying = false

    /// No batch is waiting, scheduled or being applied: an empty batch can be skipped.
    var isIdle: Bool { batches.isEmpty && !applyScheduled && !applying }

    /// Queues `batch`; true when no apply is scheduled yet, so the caller must schedule one.
    mutating func append(_ batch: Batch) -> Bool {
        batches.append(batch)
        guard !applyScheduled else { return false }
        applyScheduled = true
        return true
    }

    /// Takes every waiting batch for the scheduled apply, which is now running.
    mutating func takeAll() -> [Batch] {
        let taken = batches
        batches.removeAll()
        applyScheduled = false
        applying = true
        return taken
    }

    /// The running apply is over.
    mutating func didApply() {
        applying = false
    }
}
