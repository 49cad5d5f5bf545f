/// A publisher made from a subscribe function: what every operator returns.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    private let subscribeBody: (@escaping (Output) -> Void, @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable

    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        subscribeBody = { publisher.subscribe(receive: $0, complete: $1) }
    }

    init(_ body: @escaping (@escaping (Output) -> Void, @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable) {
        subscribeBody = body
    }

    public func subscribe(
        receive: @escaping (Output) -> Void, complete: @escaping (Subscribers.Completion<Failure>) -> Void
    ) -> AnyCancellable {
        subscribeBody(receive, complete)
    }
}

extension Publisher {
    /// Calls `receiveValue` with each value, as Combine's `sink`.
    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        subscribe(receive: receiveValue, complete: receiveCompletion)
    }

    /// Writes each value into `object`'s property at `keyPath`.
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable
    where Failure == Never {
        subscribe(receive: { object[keyPath: keyPath] = $0 }, complete: { _ in })
    }

    /// This publisher with its type erased.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }

    /// Each value transformed.
    public func map<T>(_ transform: @escaping (Output) -> T) -> AnyPublisher<T, Failure> {
        AnyPublisher { receive, complete in subscribe(receive: { receive(transform($0)) }, complete: complete) }
    }

    /// The values `isIncluded` accepts.
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> {
        AnyPublisher { receive, complete in subscribe(receive: { if isIncluded($0) { receive($0) } }, complete: complete) }
    }

    /// The non-nil results of `transform`.
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> AnyPublisher<T, Failure> {
        AnyPublisher { receive, complete in subscribe(receive: { if let v = transform($0) { receive(v) } }, complete: complete) }
    }

    /// Values that differ from the one before, as `isDuplicate` judges.
    public func removeDuplicates(by isDuplicate: @escaping (Output, Output) -> Bool) -> AnyPublisher<Output, Failure> {
        AnyPublisher { receive, complete in
            var last: Output?
            return subscribe(
                receive: { value in
                    if let previous = last, isDuplicate(previous, value) { return }
                    last = value
                    receive(value)
                }, complete: complete)
        }
    }

    /// The first `count` values are dropped.
    public func dropFirst(_ count: Int = 1) -> AnyPublisher<Output, Failure> {
        AnyPublisher { receive, complete in
            var left = count
            return subscribe(
                receive: { value in
                    if left > 0 {
                        left -= 1
                    } else {
                        receive(value)
                    }
                }, complete: complete)
        }
    }

    /// `value` first, then this publisher's values.
    public func prepend(_ value: Output) -> AnyPublisher<Output, Failure> {
        AnyPublisher { receive, complete in
            receive(value)
            return subscribe(receive: receive, complete: complete)
        }
    }

    /// Values delivered where they are sent: the kit's Combine is synchronous, so a model's
    /// state is settled before the still is drawn.
    public func receive<S>(on scheduler: S, options: Void? = nil) -> Self { self }

    /// As `receive(on:)`: subscribing happens at once.
    public func subscribe<S>(on scheduler: S, options: Void? = nil) -> Self { self }

    /// No value arrives within a still: a debounced value comes `dueTime` after the last one.
    public func debounce<S>(for dueTime: SchedulerStride, scheduler: S, options: Void? = nil) -> AnyPublisher<Output, Failure> {
        later()
    }

    /// No value arrives within a still: a throttled value comes at the end of its interval.
    public func throttle<S>(for interval: SchedulerStride, scheduler: S, latest: Bool) -> AnyPublisher<Output, Failure> { later() }

    /// No value arrives within a still: each comes `interval` later.
    public func delay<S>(for interval: SchedulerStride, scheduler: S, options: Void? = nil) -> AnyPublisher<Output, Failure> {
        later()
    }

    /// The completion only: values come after the still is taken.
    private func later() -> AnyPublisher<Output, Failure> {
        AnyPublisher { _, complete in subscribe(receive: { _ in }, complete: complete) }
    }
}

extension Publisher where Failure == Never {
    /// Calls `receiveValue` with each value.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        subscribe(receive: receiveValue, complete: { _ in })
    }
}

extension Publisher where Output: Equatable {
    /// Values that differ from the one before.
    public func removeDuplicates() -> AnyPublisher<Output, Failure> { removeDuplicates(by: ==) }
}

/// A publisher of one value, then finished, as Combine's `Just`.
public struct Just<Output>: Publisher {
    public typealias Failure = Never
    public let output: Output
    public init(_ output: Output) { self.output = output }
    public func subscribe(receive: @escaping (Output) -> Void, complete: @escaping (Subscribers.Completion<Never>) -> Void) -> AnyCancellable {
        receive(output)
        complete(.finished)
        return AnyCancellable {}
    }
}

/// A publisher that finishes at once with no value, as Combine's `Empty`.
public struct Empty<Output, Failure: Error>: Publisher {
    public init(completeImmediately: Bool = true) { self.completeImmediately = completeImmediately }
    let completeImmediately: Bool
    public func subscribe(
        receive: @escaping (Output) -> Void, complete: @escaping (Subscribers.Completion<Failure>) -> Void
    ) -> AnyCancellable {
        if completeImmediately { complete(.finished) }
        return AnyCancellable {}
    }
}
