extension Publisher {
    /// Pairs of the latest value of each, once both have sent one, as `combineLatest`.
    public func combineLatest<Other: Publisher>(_ other: Other) -> AnyPublisher<(Output, Other.Output), Failure>
    where Other.Failure == Failure {
        AnyPublisher { receive, complete in
            var left: Output?
            var right: Other.Output?
            let a = subscribe(
                receive: { value in
                    left = value
                    if let right { receive((value, right)) }
                }, complete: complete)
            let b = other.subscribe(
                receive: { value in
                    right = value
                    if let left { receive((left, value)) }
                }, complete: complete)
            return AnyCancellable {
                a.cancel()
                b.cancel()
            }
        }
    }

    /// The latest values of both, transformed.
    public func combineLatest<Other: Publisher, T>(_ other: Other, _ transform: @escaping (Output, Other.Output) -> T)
        -> AnyPublisher<T, Failure> where Other.Failure == Failure
    {
        combineLatest(other).map(transform)
    }

    /// The values of both, as each sends them.
    public func merge<Other: Publisher>(with other: Other) -> AnyPublisher<Output, Failure>
    where Other.Output == Output, Other.Failure == Failure {
        AnyPublisher { receive, complete in
            let a = subscribe(receive: receive, complete: complete)
            let b = other.subscribe(receive: receive, complete: complete)
            return AnyCancellable {
                a.cancel()
                b.cancel()
            }
        }
    }

    /// A failure replaced by `value`, then finished.
    public func replaceError(with value: Output) -> AnyPublisher<Output, Never> {
        AnyPublisher { receive, complete in
            subscribe(
                receive: receive,
                complete: { end in
                    if case .failure = end { receive(value) }
                    complete(.finished)
                })
        }
    }

    /// The failure transformed.
    public func mapError<E: Error>(_ transform: @escaping (Failure) -> E) -> AnyPublisher<Output, E> {
        AnyPublisher { receive, complete in
            subscribe(
                receive: receive,
                complete: { end in
                    switch end {
                    case .finished: complete(.finished)
                    case .failure(let error): complete(.failure(transform(error)))
                    }
                })
        }
    }
}

extension Publisher where Failure == Never {
    /// The same values, typed as able to fail with `E`.
    public func setFailureType<E: Error>(to: E.Type) -> AnyPublisher<Output, E> {
        AnyPublisher { receive, complete in subscribe(receive: receive, complete: { _ in complete(.finished) }) }
    }
}

/// One value produced by a closure that is handed a promise, as Combine's `Future`. The
/// closure runs at once; a promise kept before the still is drawn is what the still shows.
///
/// ```swift
/// Future<Int, Never> { promise in promise(.success(42)) }.sink { print($0) }
/// ```
public final class Future<Output, Failure: Error>: Publisher {
    public typealias Promise = (Result<Output, Failure>) -> Void
    private let subscribers = SubscriberList<Output, Failure>()
    private var result: Result<Output, Failure>?

    public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
        attemptToFulfill { [weak self] result in
            guard let self, self.result == nil else { return }
            self.result = result
            switch result {
            case .success(let value):
                subscribers.send(value)
                subscribers.finish(.finished)
            case .failure(let error): subscribers.finish(.failure(error))
            }
        }
    }

    public func subscribe(
        receive: @escaping (Output) -> Void, complete: @escaping (Subscribers.Completion<Failure>) -> Void
    ) -> AnyCancellable {
        switch result {
        case .success(let value)?:
            receive(value)
            complete(.finished)
            return AnyCancellable {}
        case .failure(let error)?:
            complete(.failure(error))
            return AnyCancellable {}
        case nil: return subscribers.add(receive: receive, complete: complete)
        }
    }
}
