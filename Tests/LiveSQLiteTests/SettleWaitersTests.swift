import Testing

@testable import LiveSQLite

/// A waiter is released once deliveries reach its target, and never before.
@Suite struct SettleWaitersTests {
    @Test func aWaiterIsReleasedWhenDeliveriesReachItsTarget() async {
        var waiters = SettleWaiters()
        var early = -1
        var atTarget = -1
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            waiters.add(target: 3, continuation)
            early = waiters.markDelivered(2).count
            let ready = waiters.markDelivered(3)
            atTarget = ready.count
            for waiter in ready { waiter.resume() }
            if ready.isEmpty { for waiter in waiters.removeAll() { waiter.resume() } }  // fail, not hang
        }
        #expect(early == 0)
        #expect(atTarget == 1)
        let later = waiters.markDelivered(4)
        #expect(later.isEmpty)
    }

    @Test func deliveriesNeverGoBack() {
        var waiters = SettleWaiters()
        _ = waiters.markDelivered(5)
        _ = waiters.markDelivered(2)
        #expect(waiters.delivered == 5)
    }

    @Test func stoppingReleasesEveryWaiter() async {
        var waiters = SettleWaiters()
        var released = -1
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            waiters.add(target: 10, continuation)
            let all = waiters.removeAll()
            released = all.count
            for waiter in all { waiter.resume() }
            if all.isEmpty { continuation.resume() }  // fail, not hang
        }
        #expect(released == 1)
        let afterwards = waiters.markDelivered(10)
        #expect(afterwards.isEmpty)
    }
}
