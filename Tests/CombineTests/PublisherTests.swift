import Combine
import Foundation
import Testing

/// The kit's Combine delivers as Combine does, synchronously: what a model computes from its
/// publishers is settled when `send` returns.
/// What a subscriber saw, kept outside its closure.
final class Box<T> {
    var items: [T] = []
}

@Suite struct PublisherTests {
    @Test func aPassthroughSubjectHandsEachValueToItsSubscribersInOrderUntilCancelled() {
        let subject = PassthroughSubject<Int, Never>()
        let first = Box<Int>()
        let second = Box<Int>()
        subject.send(0)  // nobody listens yet: lost, as in Combine
        let a = subject.sink { first.items.append($0) }
        let b = subject.sink { second.items.append($0 * 10) }
        subject.send(1)
        subject.send(2)
        a.cancel()
        subject.send(3)
        #expect(first.items == [1, 2])
        #expect(second.items == [10, 20, 30])
        _ = b
    }

    @Test func aReleasedCancellableEndsItsSubscription() {
        let subject = PassthroughSubject<String, Never>()
        let seen = Box<String>()
        var cancellables = Set<AnyCancellable>()
        subject.sink { seen.items.append($0) }.store(in: &cancellables)
        subject.send("kept")
        cancellables.removeAll()
        subject.send("dropped")
        #expect(seen.items == ["kept"])
    }

    @Test func aCurrentValueSubjectGivesItsValueAtOnceThenEachNewOne() {
        let count = CurrentValueSubject<Int, Never>(1)
        let seen = Box<Int>()
        let c = count.sink { seen.items.append($0) }
        count.value += 1
        count.send(5)
        #expect(seen.items == [1, 2, 5])
        #expect(count.value == 5)
        _ = c
    }

    @Test func completionEndsTheStreamAndReachesLateSubscribers() {
        struct Failed: Error {}
        let subject = PassthroughSubject<Int, Failed>()
        let ends = Box<String>()
        let values = Box<Int>()
        let c = subject.sink(
            receiveCompletion: {
                if case .failure = $0 { ends.items.append("failed") } else { ends.items.append("finished") }
            }, receiveValue: { values.items.append($0) })
        subject.send(1)
        subject.send(completion: .failure(Failed()))
        subject.send(2)
        let late = subject.sink(receiveCompletion: { _ in ends.items.append("late") }, receiveValue: { values.items.append($0) })
        #expect(values.items == [1])
        #expect(ends.items == ["failed", "late"])
        _ = (c, late)
    }

    @Test func operatorsTransformAsCombinesDo() {
        let subject = PassthroughSubject<String, Never>()
        let seen = Box<Int>()
        let c = subject.map(\.count).filter { $0 > 0 }.removeDuplicates().dropFirst().sink { seen.items.append($0) }
        for s in ["ab", "", "cd", "xyz", "xyz", "q"] { subject.send(s) }
        #expect(seen.items == [3, 1])  // 2 dropped first, 2 again removed, 3 once
        let numbers = Box<Int>()
        let d = Just("4").compactMap(Int.init).prepend(1).eraseToAnyPublisher().sink { numbers.items.append($0) }
        #expect(numbers.items == [1, 4])
        var finished = false
        let e = Empty<Int, Never>().sink(receiveCompletion: { _ in finished = true }, receiveValue: { _ in })
        #expect(finished)
        _ = (c, d, e)
    }

    @Test func timeBasedOperatorsDeliverNothingWithinAStill() {
        let subject = PassthroughSubject<String, Never>()
        let seen = Box<String>()
        let c = subject.debounce(for: .milliseconds(300), scheduler: RunLoop.main).sink { seen.items.append($0) }
        let d = subject.delay(for: 0.5, scheduler: DispatchQueue.main).sink { seen.items.append($0) }
        let e = subject.throttle(for: .seconds(1), scheduler: RunLoop.main, latest: true).sink { seen.items.append($0) }
        let f = subject.receive(on: DispatchQueue.main).sink { seen.items.append("now: " + $0) }
        subject.send("typed")
        #expect(seen.items == ["now: typed"])
        _ = (c, d, e, f)
    }

    @Test func aPublishedPropertyPublishesItsValueAndEachChange() {
        final class Search: ObservableObject {
            @Published var query = ""
            @Published private(set) var results: [String] = []
            private var cancellables = Set<AnyCancellable>()
            init() {
                $query.map { q in ["ink", "inca", "moth"].filter { !q.isEmpty && $0.hasPrefix(q) } }
                    .assign(to: \.results, on: self).store(in: &cancellables)
            }
        }
        let search = Search()
        #expect(search.results == [])
        search.query = "in"
        #expect(search.results == ["ink", "inca"])
        search.objectWillChange.send()  // compiles and changes nothing
        #expect(search.query == "in")
    }
}

@Suite struct CombiningTests {
    @Test func combineLatestPairsTheLatestOfEachOnceBothSent() {
        let name = CurrentValueSubject<String, Never>("")
        let agreed = PassthroughSubject<Bool, Never>()
        let seen = Box<Bool>()
        let c = name.combineLatest(agreed) { !$0.isEmpty && $1 }.sink { seen.items.append($0) }
        name.send("Maya")  // no agreement yet: nothing
        agreed.send(false)
        agreed.send(true)
        name.send("")
        #expect(seen.items == [false, true, false])
        _ = c
    }

    @Test func mergeInterleavesAndErrorsCanBeReplaced() {
        struct Offline: Error {}
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        let seen = Box<Int>()
        let c = a.merge(with: b).sink { seen.items.append($0) }
        a.send(1)
        b.send(2)
        a.send(3)
        #expect(seen.items == [1, 2, 3])
        let failing = PassthroughSubject<Int, Offline>()
        let fallback = Box<Int>()
        let d = failing.replaceError(with: -1).sink { fallback.items.append($0) }
        failing.send(7)
        failing.send(completion: .failure(Offline()))
        #expect(fallback.items == [7, -1])
        _ = (c, d)
    }

    @Test func aFutureKeptAtOnceIsSeenByEverySubscriberAndOneNeverKeptByNone() {
        let answer = Future<Int, Never> { promise in promise(.success(42)) }
        let seen = Box<Int>()
        let c = answer.sink { seen.items.append($0) }
        let d = answer.sink { seen.items.append($0 + 1) }
        #expect(seen.items == [42, 43])
        let pending = Future<Int, Never> { _ in }
        let e = pending.sink { seen.items.append($0) }
        #expect(seen.items == [42, 43])
        _ = (c, d, e)
    }
}

@Suite struct SequenceAndZipTests {
    @Test func aSequencePublishesItsElementsThenFinishes() {
        let seen = Box<Int>()
        var finished = false
        let c = [1, 2, 3].publisher.map { $0 * 10 }.sink(receiveCompletion: { _ in finished = true }, receiveValue: { seen.items.append($0) })
        #expect(seen.items == [10, 20, 30])
        #expect(finished)
        _ = c
    }

    @Test func zipPairsTheNthValuesAndFinishesWithEitherSide() {
        let letters = PassthroughSubject<String, Never>()
        let numbers = PassthroughSubject<Int, Never>()
        let seen = Box<String>()
        var finished = false
        let c = letters.zip(numbers) { "\($0)\($1)" }.sink(receiveCompletion: { _ in finished = true }, receiveValue: { seen.items.append($0) })
        letters.send("a")
        letters.send("b")
        #expect(seen.items.isEmpty)
        numbers.send(1)
        numbers.send(2)
        numbers.send(3)
        #expect(seen.items == ["a1", "b2"])
        letters.send("c")
        #expect(seen.items == ["a1", "b2", "c3"])
        numbers.send(completion: .finished)
        #expect(finished)
        letters.send("d")
        numbers.send(4)
        #expect(seen.items == ["a1", "b2", "c3"])
        _ = c
    }
}
