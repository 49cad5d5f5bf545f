/// A model object of the Combine era, as `ObservableObject`: a snapshot reads the object's
/// state as it is; `objectWillChange` is there for code that sends it.
public protocol ObservableObject: AnyObject {}

/// The publisher an `ObservableObject` announces changes through.
public final class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never
    private let subscribers = SubscriberList<Void, Never>()
    public init() {}
    public func send() { subscribers.send(()) }
    public func subscribe(receive: @escaping (Output) -> Void, complete: @escaping (Subscribers.Completion<Never>) -> Void) -> AnyCancellable {
        subscribers.add(receive: receive, complete: complete)
    }
}

extension ObservableObject {
    /// A publisher for code that calls `objectWillChange.send()`; a still redraws nothing.
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// A property whose changes are published, as Combine's `@Published`: `$name` is a publisher
/// that gives the current value at once and each new one as it is set.
///
/// ```swift
/// final class Search: ObservableObject {
///     @Published var query = ""
///     @Published private(set) var results: [String] = []
///     private var cancellables = Set<AnyCancellable>()
///     init() { $query.map { $0.isEmpty ? [] : [$0] }.assign(to: \.results, on: self).store(in: &cancellables) }
/// }
/// ```
@propertyWrapper
public struct Published<Value> {
    private let subject: CurrentValueSubject<Value, Never>

    public init(wrappedValue: Value) { subject = CurrentValueSubject(wrappedValue) }
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    public var wrappedValue: Value {
        get { subject.value }
        nonmutating set { subject.value = newValue }
    }

    /// The property's values as a publisher.
    public var projectedValue: Publisher { Publisher(subject: subject) }

    /// The values of a `@Published` property (`$query`).
    public struct Publisher: Combine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
        let subject: CurrentValueSubject<Value, Never>
        public func subscribe(receive: @escaping (Value) -> Void, complete: @escaping (Subscribers.Completion<Never>) -> Void) -> AnyCancellable {
            subject.subscribe(receive: receive, complete: complete)
        }
    }
}
