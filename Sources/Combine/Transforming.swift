/// Operators that transform, catch and observe values, as Combine's of the same names; synchronous
/// like the rest of the kit's Combine.
///
/// ```swift
/// query.flatMap { search($0) }.catch { _ in Just([]) }.sink { results = $0 }
/// ```
extension Publisher {
    /// Each value transformed by a function that may throw; a throw fails the stream.
    public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> AnyPublisher<T, any Error> {
        AnyPublisher { receive, complete in
            var upstream: AnyCancellable?
            var done = false
            upstream = subscribe(
                receive: { value in
                    guard !done else { return }
                    do { receive(try transform(value)) } catch {
                        done = true
                        upstream?.cancel()
                        complete(.failure(error))
                    }
                },
                complete: { completion in
                    guard !done else { return }
                    done = true
                    switch completion {
                    case .finished: complete(.finished)
                    case .failure(let error): complete(.failure(error))
                    }
                })
            return AnyCancellable { upstream?.cancel() }
        }
    }

    /// The values of the publisher `transform` makes of each value, all of them as they come;
    /// finished when this publisher and every inner one have.
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P)
        -> AnyPublisher<P.Output, Failure> where P.Failure == Failure
    {
        AnyPublisher { receive, complete in
            var inner: [AnyCancellable] = []
            var open = 1
            var done = false
            func finish(_ completion: Subscribers.Completion<Failure>) {
                guard !done else { return }
                if case .failure = completion {
                    done = true
                    complete(completion)
                    return
                }
                open -= 1
                if open == 0 {
                    done = true
                    complete(.finished)
                }
            }
            let outer = subscribe(
                receive: { value in
                    guard !done else { return }
                    open += 1
                    inner.append(transform(value).subscribe(receive: { if !done { receive($0) } }, complete: finish))
                }, complete: finish)
            return AnyCancellable {
                outer.cancel()
                for subscription in inner { subscription.cancel() }
            }
        }
    }

    /// On failure, the values of the publisher `handler` makes of the error instead.
    public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> AnyPublisher<Output, P.Failure> where P.Output == Output {
        AnyPublisher { receive, complete in
            var replacement: AnyCancellable?
            let upstream = subscribe(
                receive: receive,
                complete: { completion in
                    switch completion {
                    case .finished: complete(.finished)
                    case .failure(let error): replacement = handler(error).subscribe(receive: receive, complete: complete)
                    }
                })
            return AnyCancellable {
                upstream.cancel()
                replacement?.cancel()
            }
        }
    }

    /// This publisher, calling the given closures as it is subscribed, sends, completes and is cancelled.
    public func handleEvents(
        receiveSubscription: ((Any) -> Void)? = nil, receiveOutput: ((Output) -> Void)? = nil,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil, receiveCancel: (() -> Void)? = nil,
        receiveRequest: ((Subscribers.Demand) -> Void)? = nil
    ) -> AnyPublisher<Output, Failure> {
        AnyPublisher { receive, complete in
            receiveSubscription?(())
            receiveRequest?(.unlimited)
            let upstream = subscribe(
                receive: { value in
                    receiveOutput?(value)
                    receive(value)
                },
                complete: { completion in
                    receiveCompletion?(completion)
                    complete(completion)
                })
            return AnyCancellable {
                receiveCancel?()
                upstream.cancel()
            }
        }
    }

    /// Each value combined with the previous result, starting from `initialResult`.
    public func scan<T>(_ initialResult: T, _ next: @escaping (T, Output) -> T) -> AnyPublisher<T, Failure> {
        AnyPublisher { receive, complete in
            var result = initialResult
            return subscribe(
                receive: { value in
                    result = next(result, value)
                    receive(result)
                }, complete: complete)
        }
    }

    /// All values in one array, sent when this publisher finishes.
    public func collect() -> AnyPublisher<[Output], Failure> {
        AnyPublisher { receive, complete in
            var values: [Output] = []
            return subscribe(
                receive: { values.append($0) },
                complete: { completion in
                    if case .finished = completion { receive(values) }
                    complete(completion)
                })
        }
    }

    /// The first value `predicate` accepts, then finished.
    public func first(where predicate: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> {
        AnyPublisher { receive, complete in
            var upstream: AnyCancellable?
            var done = false
            upstream = subscribe(
                receive: { value in
                    guard !done, predicate(value) else { return }
                    done = true
                    receive(value)
                    complete(.finished)
                    upstream?.cancel()
                },
                complete: { if !done { complete($0) } })
            if done { upstream?.cancel() }
            return AnyCancellable { upstream?.cancel() }
        }
    }

    /// The first value, then finished.
    public func first() -> AnyPublisher<Output, Failure> { first { _ in true } }

    /// nil values replaced by `output`.
    public func replaceNil<T>(with output: T) -> AnyPublisher<T, Failure> where Output == T? { map { $0 ?? output } }

    /// This publisher as it is: a synchronous stream that failed would fail again the same way.
    public func retry(_ retries: Int) -> AnyPublisher<Output, Failure> { eraseToAnyPublisher() }

    /// This publisher, printing each event with `prefix`, as Combine's `print`.
    public func print(_ prefix: String = "") -> AnyPublisher<Output, Failure> {
        let label = prefix.isEmpty ? "" : "\(prefix): "
        return handleEvents(
            receiveOutput: { Swift.print("\(label)receive value: (\($0))") },
            receiveCompletion: { Swift.print("\(label)receive \($0)") }, receiveCancel: { Swift.print("\(label)receive cancel") })
    }

    /// One subscription to this publisher shared by every subscriber, made when the first
    /// subscribes, as Combine's `share`.
    public func share() -> Publishers.Share<Self> { Publishers.Share(upstream: self) }
}

extension Publisher where Output: Publisher, Output.Failure == Failure {
    /// The values of the latest inner publisher only.
    public func switchToLatest() -> AnyPublisher<Output.Output, Failure> {
        AnyPublisher { receive, complete in
            var current: AnyCancellable?
            let outer = subscribe(
                receive: { inner in
                    current?.cancel()
                    current = inner.subscribe(receive: receive, complete: { if case .failure = $0 { complete($0) } })
                }, complete: complete)
            return AnyCancellable {
                outer.cancel()
                current?.cancel()
            }
        }
    }
}

extension Publishers {
    /// A publisher whose one upstream subscription is shared (`share()`).
    public final class Share<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        private let subject = PassthroughSubject<Output, Failure>()
        private var connection: AnyCancellable?

        init(upstream: Upstream) { self.upstream = upstream }

        public func subscribe(
            receive: @escaping (Output) -> Void, complete: @escaping (Subscribers.Completion<Failure>) -> Void
        ) -> AnyCancellable {
            let subscription = subject.subscribe(receive: receive, complete: complete)
            if connection == nil {
                connection = upstream.subscribe(receive: { [subject] in subject.send($0) }, complete: { [subject] in subject.send(completion: $0) })
            }
            return subscription
        }
    }

    /// The values of two publishers as each sends them, as Combine's `Publishers.Merge`.
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Output == B.Output, A.Failure == B.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }
        public func subscribe(
            receive: @escaping (Output) -> Void, complete: @escaping (Subscribers.Completion<Failure>) -> Void
        ) -> AnyCancellable {
            a.merge(with: b).subscribe(receive: receive, complete: complete)
        }
    }
}

/// A publisher made when it is subscribed, as Combine's `Deferred`.
public struct Deferred<DeferredPublisher: Publisher>: Publisher {
    public typealias Output = DeferredPublisher.Output
    public typealias Failure = DeferredPublisher.Failure
    public let createPublisher: () -> DeferredPublisher
    public init(createPublisher: @escaping () -> DeferredPublisher) { self.createPublisher = createPublisher }
    public func subscribe(
        receive: @escaping (Output) -> Void, complete: @escaping (Subscribers.Completion<Failure>) -> Void
    ) -> AnyCancellable {
        createPublisher().subscribe(receive: receive, complete: complete)
    }
}

extension Subscribers {
    /// How many values a subscriber asks for, as Combine's `Subscribers.Demand`; the kit's
    /// publishers always send every value.
    public struct Demand: Hashable, Sendable {
        public let max: Int?
        public static let unlimited = Demand(max: nil)
        public static let none = Demand(max: 0)
        public static func max(_ value: Int) -> Demand { Demand(max: value) }
    }
}

/// Something that can be cancelled, as Combine's `Cancellable`.
public protocol Cancellable {
    func cancel()
}

extension AnyCancellable: Cancellable {
    /// A cancellable that cancels `cancellable`.
    public convenience init(_ cancellable: some Cancellable) { self.init { cancellable.cancel() } }
}
