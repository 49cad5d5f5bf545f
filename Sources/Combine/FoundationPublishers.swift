import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension NotificationCenter {
    /// The notifications of `name` (from `object`, or any) posted from now on, as Combine's
    /// `NotificationCenter.publisher(for:object:)`: delivered as they are posted.
    ///
    /// ```swift
    /// .onReceive(NotificationCenter.default.publisher(for: .NSCalendarDayChanged)) { _ in refresh() }
    /// ```
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
        NotificationCenter.Publisher(center: self, name: name, object: object)
    }

    /// A publisher of one notification name, as Combine's `NotificationCenter.Publisher`.
    public struct Publisher: Combine.Publisher {
        public typealias Output = Notification
        public typealias Failure = Never
        public let center: NotificationCenter
        public let name: Notification.Name
        public let object: AnyObject?
        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }
        public func subscribe(
            receive: @escaping (Notification) -> Void, complete: @escaping (Subscribers.Completion<Never>) -> Void
        ) -> AnyCancellable {
            // Delivered on the posting thread, as Combine delivers them; the kit's Combine is
            // synchronous and its subscribers are not Sendable.
            nonisolated(unsafe) let deliver = receive
            let token = center.addObserver(forName: name, object: object, queue: nil) { deliver($0) }
            return AnyCancellable { [center] in center.removeObserver(token) }
        }
    }
}

extension URLSession {
    /// A request's data and response, as Combine's `dataTaskPublisher`. A snapshot never reaches
    /// the network: it fails at once with `URLError(.notConnectedToInternet)`, so a model shows
    /// its offline state; give the model its data in the test instead.
    public func dataTaskPublisher(for url: URL) -> AnyPublisher<(data: Data, response: URLResponse), URLError> {
        Fail(error: URLError(.notConnectedToInternet)).eraseToAnyPublisher()
    }

    public func dataTaskPublisher(for request: URLRequest) -> AnyPublisher<(data: Data, response: URLResponse), URLError> {
        Fail(error: URLError(.notConnectedToInternet)).eraseToAnyPublisher()
    }
}

/// A publisher that fails at once, as Combine's `Fail`.
public struct Fail<Output, Failure: Error>: Publisher {
    public let error: Failure
    public init(error: Failure) { self.error = error }
    public init(outputType: Output.Type, failure: Failure) { error = failure }
    public func subscribe(
        receive: @escaping (Output) -> Void, complete: @escaping (Subscribers.Completion<Failure>) -> Void
    ) -> AnyCancellable {
        complete(.failure(error))
        return AnyCancellable {}
    }
}

extension Publisher where Failure == Never {
    /// The values as an asynchronous sequence, as Combine's `values`.
    public var values: AsyncPublisher<Self> { AsyncPublisher(self) }
}

/// A publisher's values as an `AsyncSequence`, as Combine's `AsyncPublisher`: the values sent
/// from when iteration starts, ending when the publisher finishes.
public struct AsyncPublisher<P: Publisher>: AsyncSequence where P.Failure == Never {
    public typealias Element = P.Output
    let publisher: P
    public init(_ publisher: P) { self.publisher = publisher }

    public struct AsyncIterator: AsyncIteratorProtocol {
        var base: AsyncStream<P.Output>.Iterator
        let subscription: AnyCancellable
        public mutating func next() async -> P.Output? { await base.next() }
    }

    public func makeAsyncIterator() -> AsyncIterator {
        let (stream, continuation) = AsyncStream<P.Output>.makeStream()
        // The kit's publishers send synchronously on the caller's thread; the values cross to
        // the iterating task as Combine's do.
        let subscription = publisher.subscribe(
            receive: { value in
                nonisolated(unsafe) let sent = value
                continuation.yield(sent)
            }, complete: { _ in continuation.finish() })
        return AsyncIterator(base: stream.makeAsyncIterator(), subscription: subscription)
    }
}
