/// Something that hands values to those who subscribe, as Combine's `Publisher`, for the view
/// models iOS code writes with `import Combine` (Linux has no Combine).
///
/// The kit's Combine is synchronous: a subject's `send` calls every subscriber before it
/// returns, and a timer never ticks (a snapshot is a still). What a model computes from a
/// publisher when it is built or sent a value is exactly what the snapshot shows.
///
/// ```swift
/// let names = PassthroughSubject<String, Never>()
/// let cancellable = names.map { $0.uppercased() }.sink { print($0) }
/// names.send("maya")  // prints MAYA
/// ```
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
    /// Calls `receive` with each value from now on, and `complete` once at the end; the
    /// returned cancellable stops both.
    func subscribe(
        receive: @escaping (Output) -> Void, complete: @escaping (Subscribers.Completion<Failure>) -> Void
    ) -> AnyCancellable
}

/// The kinds of subscriber, as Combine's namespace of the same name.
public enum Subscribers {
    /// How a publisher ends: finished, or failed with an error.
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }
}
