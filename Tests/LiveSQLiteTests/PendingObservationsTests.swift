import Testing

@testable import LiveSQLite

/// Pending observers are taken once, in id order, with the request count they cover.
@Suite struct PendingObservationsTests {
    @Test func markedObserversAreTakenOnceInOrder() {
        var pending = PendingObservations()
        #expect(!pending.hasWork)
        pending.mark([3, 1])
        pending.mark([2, 3])
        #expect(pending.hasWork)
        #expect(pending.count == 3)
        let work = pending.take(orAll: [9])
        #expect(work.ids == [1, 2, 3])
        #expect(work.generation == 2)
        #expect(!pending.hasWork)
        #expect(pending.count == 0)
        let again = pending.take(orAll: [9])
        #expect(again.ids.isEmpty)
    }

    @Test func markingNoObserverIsNoWork() {
        var pending = PendingObservations()
        pending.mark([Int]())
        #expect(!pending.hasWork)
        #expect(pending.requested == 0)
    }

    @Test func markingAllTakesEveryRegisteredObserver() {
        var pending = PendingObservations()
        pending.mark([5])
        pending.markAll()
        #expect(pending.all)
        #expect(pending.requested == 2)
        let work = pending.take(orAll: [4, 2, 5])
        #expect(work.ids == [2, 4, 5])
        #expect(work.generation == 2)
        #expect(!pending.all)
        pending.mark([7])
        let next = pending.take(orAll: [4, 2, 5, 7])
        #expect(next.ids == [7])
    }

    @Test func removedObserversAreNotTaken() {
        var pending = PendingObservations()
        pending.mark([1, 2])
        pending.remove(1)
        #expect(pending.count == 1)
        let work = pending.take(orAll: [1, 2])
        #expect(work.ids == [2])
    }
}
