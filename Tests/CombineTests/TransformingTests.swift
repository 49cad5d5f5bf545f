import Foundation
import Testing

@testable import Combine

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Operators that transform, catch and observe values, as view models in public projects use
/// them: the values and completions are Combine's, delivered synchronously.
@Suite struct TransformingTests {
    struct Empty: Error {}

    func values<P: Publisher>(_ publisher: P) -> (values: [P.Output], finished: Bool, failed: Bool) {
        var values: [P.Output] = []
        var finished = false
        var failed = false
        let c = publisher.sink(
            receiveCompletion: {
                if case .failure = $0 { failed = true } else { finished = true }
            }, receiveValue: { values.append($0) })
        c.cancel()
        return (values, finished, failed)
    }

    @Test func tryMapFailsTheStreamAtTheFirstThrow() {
        let out = values([1, 2, 0, 3].publisher.tryMap { n -> Int in if n == 0 { throw Empty() } else { return 10 / n } })
        #expect(out.values == [10, 5] && out.failed && !out.finished)
    }

    @Test func catchReplacesAFailureWithAnotherPublisher() {
        let out = values([1, 0].publisher.tryMap { n -> Int in if n == 0 { throw Empty() } else { return n } }.catch { _ in Just(-1) })
        #expect(out.values == [1, -1] && out.finished)
    }

    @Test func flatMapSendsEveryInnerValueAndFinishesWithTheLast() {
        let out = values([1, 2].publisher.flatMap { n in [n, n * 10].publisher })
        #expect(out.values == [1, 10, 2, 20] && out.finished)
    }

    @Test func switchToLatestFollowsOnlyTheNewestInner() {
        let outer = PassthroughSubject<PassthroughSubject<Int, Never>, Never>()
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        var got: [Int] = []
        let c = outer.switchToLatest().sink { got.append($0) }
        outer.send(a)
        a.send(1)
        outer.send(b)
        a.send(2)
        b.send(3)
        #expect(got == [1, 3])
        c.cancel()
    }

    @Test func handleEventsSeesEveryEventAndScanCollectAndFirstAccumulate() {
        var seen: [String] = []
        let out = values(
            [1, 2, 3].publisher.handleEvents(
                receiveSubscription: { _ in seen.append("subscribed") }, receiveOutput: { seen.append("value \($0)") },
                receiveCompletion: { _ in seen.append("completed") }
            ).scan(0, +))
        #expect(out.values == [1, 3, 6])
        #expect(seen == ["subscribed", "value 1", "value 2", "value 3", "completed"])
        #expect(values([1, 2, 3].publisher.collect()).values == [[1, 2, 3]])
        #expect(values([1, 2, 3].publisher.first { $0 > 1 }).values == [2])
        #expect(values([Int?.none, 4].publisher.replaceNil(with: 0)).values == [0, 4])
    }

    @Test func shareSubscribesUpstreamOnceForEverySubscriber() {
        var subscriptions = 0
        let subject = PassthroughSubject<Int, Never>()
        let shared = subject.handleEvents(receiveSubscription: { _ in subscriptions += 1 }).share()
        var a: [Int] = []
        var b: [Int] = []
        let c1 = shared.sink { a.append($0) }
        let c2 = shared.sink { b.append($0) }
        subject.send(5)
        #expect(subscriptions == 1 && a == [5] && b == [5])
        c1.cancel()
        c2.cancel()
    }

    @Test func deferredMakesItsPublisherOnSubscriptionAndMergeAndFailBehave() {
        var made = 0
        let deferred = Deferred {
            made += 1
            return Just(made)
        }
        #expect(made == 0)
        #expect(values(deferred).values == [1])
        #expect(values(Publishers.Merge(Just(1), Just(2))).values == [1, 2])
        let failed = values(Fail<Int, Empty>(error: Empty()))
        #expect(failed.values.isEmpty && failed.failed)
    }

    @Test func notificationsPostedAreDelivered() {
        let center = NotificationCenter()
        let name = Notification.Name("refresh")
        var got = 0
        var c: (any Cancellable)? = center.publisher(for: name).sink { _ in got += 1 }
        center.post(name: name, object: nil)
        center.post(name: name, object: nil)
        #expect(got == 2)
        c?.cancel()
        c = nil
        center.post(name: name, object: nil)
        #expect(got == 2)
    }

    @Test func aSnapshotNeverReachesTheNetwork() {
        let out = values(URLSession.shared.dataTaskPublisher(for: URL(string: "https://example.com")!).map(\.data))
        #expect(out.failed && out.values.isEmpty)
    }

    @Test func valuesIsAnAsyncSequenceOfThePublishersValues() async {
        var got: [Int] = []
        for await value in [1, 2, 3].publisher.values { got.append(value) }
        #expect(got == [1, 2, 3])
    }
}
