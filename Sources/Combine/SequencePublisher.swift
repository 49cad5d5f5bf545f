/// Combine's namespace of publisher types.
public enum Publishers {
    /// A sequence's elements, one after another as soon as something subscribes, then
    /// finished: what `[1, 2, 3].publisher` gives, as in Combine.
    public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
        public typealias Output = Elements.Element
        public let sequence: Elements
        public init(sequence: Elements) { self.sequence = sequence }

        public func subscribe(
            receive: @escaping (Output) -> Void, complete: @escaping (Subscribers.Completion<Failure>) -> Void
        ) -> AnyCancellable {
            let state = SequenceDelivery()
            let cancellable = AnyCancellable { state.cancelled = true }
            for element in sequence {
                if state.cancelled { return cancellable }
                receive(element)
            }
            if !state.cancelled { complete(.finished) }
            return cancellable
        }
    }
}

/// Whether a sequence subscription was cancelled while it was delivering.
private final class SequenceDelivery {
    var cancelled = false
}

extension Sequence {
    /// The elements as a publisher, as Combine's `Sequence.publisher`.
    ///
    /// ```swift
    /// let total = [1, 2, 3].publisher.map { $0 * 2 }.sink { print($0) }
    /// ```
    public var publisher: Publishers.Sequence<Self, Never> { Publishers.Sequence(sequence: self) }
}

extension Publisher {
    /// The n-th values of both as pairs, each value used once, as Combine's `zip`: it finishes
    /// (or fails) as soon as either does.
    public func zip<Other: Publisher>(_ other: Other) -> AnyPublisher<(Output, Other.Output), Failure>
    where Other.Failure == Failure {
        AnyPublisher { receive, complete in
            let pending = ZipBuffers<Output, Other.Output, Failure>(receive: receive, complete: complete)
            let a = subscribe(receive: { pending.left($0) }, complete: { pending.end($0) })
            let b = other.subscribe(receive: { pending.right($0) }, complete: { pending.end($0) })
            return AnyCancellable {
                a.cancel()
                b.cancel()
            }
        }
    }

    /// The n-th values of both, transformed.
    public func zip<Other: Publisher, T>(_ other: Other, _ transform: @escaping (Output, Other.Output) -> T) -> AnyPublisher<T, Failure>
    where Other.Failure == Failure {
        zip(other).map(transform)
    }
}

/// The values of each side of a `zip` not yet paired.
private final class ZipBuffers<Left, Right, Failure: Error> {
    let receive: ((Left, Right)) -> Void
    let complete: (Subscribers.Completion<Failure>) -> Void
    var lefts: [Left] = []
    var rights: [Right] = []
    var ended = false

    init(receive: @escaping ((Left, Right)) -> Void, complete: @escaping (Subscribers.Completion<Failure>) -> Void) {
        self.receive = receive
        self.complete = complete
    }

    func left(_ value: Left) {
        guard !ended else { return }
        lefts.append(value)
        pair()
    }

    func right(_ value: Right) {
        guard !ended else { return }
        rights.append(value)
        pair()
    }

    private func pair() {
        while !lefts.isEmpty, !rights.isEmpty { receive((lefts.removeFirst(), rights.removeFirst())) }
    }

    func end(_ completion: Subscribers.Completion<Failure>) {
        guard !ended else { return }
        ended = true
        complete(completion)
    }
}
