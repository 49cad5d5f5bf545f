import Testing

@testable import LiveSQLite

/// Batches wait in commit order, and one scheduled apply takes them all.
@Suite struct DeliveryQueueTests {
    private func batch(_ generation: UInt64) -> DeliveryQueue.Batch {
        DeliveryQueue.Batch(deliveries: [], generation: generation)
    }

    @Test func onlyTheFirstWaitingBatchSchedulesAnApply() {
        var queue = DeliveryQueue()
        #expect(queue.isIdle)
        let first = queue.append(batch(1))
        #expect(first)
        #expect(!queue.isIdle)
        let second = queue.append(batch(2))
        #expect(!second)
        let taken = queue.takeAll()
        #expect(taken.map(\.generation) == [1, 2])
        let again = queue.takeAll()
        #expect(again.isEmpty)
    }

    @Test func aRunningApplyKeepsTheQueueBusy() {
        var queue = DeliveryQueue()
        _ = queue.append(batch(1))
        _ = queue.takeAll()
        #expect(!queue.isIdle)
        let scheduled = queue.append(batch(2))
        #expect(scheduled)
        let taken = queue.takeAll()
        #expect(taken.map(\.generation) == [2])
        queue.didApply()
        #expect(queue.isIdle)
    }
}
