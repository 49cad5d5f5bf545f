/// A publisher a model sends values through, as Combine's `Subject`.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    func send(_ value: Output)
    func send(completion: Subscribers.Completion<Failure>)
}

extension Subject where Output == Void {
    /// Sends `()`.
    public func send() { send(()) }
}

/// A subject that hands each value to its current subscribers, as Combine's `PassthroughSubject`.
///
/// ```swift
/// let taps = PassthroughSubject<Void, Never>()
/// ```
public final class PassthroughSubject<Output, Failure: Error>: Subject {
    private let subscribers = SubscriberList<Output, Failure>()
    public init() {}
    public func send(_ value: Output) { subscribers.send(value) }
    public func send(completion: Subscribers.Completion<Failure>) { subscribers.finish(completion) }
    public func subscribe(
        receive: @escaping (Output) -> Void, complete: @escaping (Subscribers.Completion<Failure>) -> Void
    ) -> AnyCancellable {
        subscribers.add(receive: receive, complete: complete)
    }
}

/// A subject holding a current value, which a new subscriber receives at once, as Combine's
/// `CurrentValueSubject`.
///
/// ```swift
/// let count = CurrentValueSubject<Int, Never>(0)
/// count.value += 1
/// ```
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
    private let subscribers = SubscriberList<Output, Failure>()
    /// The current value; setting it sends it.
    public var value: Output {
        didSet { subscribers.send(value) }
    }
    public init(_ value: Output) { self.value = value }
    public func send(_ value: Output) { self.value = value }
    public func send(completion: Subscribers.Completion<Failure>) { subscribers.finish(completion) }
    public func subscribe(
        receive: @escaping (Output) -> Void, complete: @escaping (Subscribers.Completion<Failure>) -> Void
    ) -> AnyCancellable {
        let cancellable = subscribers.add(receive: receive, complete: complete)
        if subscribers.completion == nil { receive(value) }
        return cancellable
    }
}
