/// A subscription that ends when cancelled or released, as Combine's `AnyCancellable`.
///
/// ```swift
/// var cancellables = Set<AnyCancellable>()
/// subject.sink { print($0) }.store(in: &cancellables)
/// ```
public final class AnyCancellable: Hashable {
    private var cancelAction: (() -> Void)?

    public init(_ cancel: @escaping () -> Void) { cancelAction = cancel }

    /// Ends the subscription; later calls do nothing.
    public func cancel() {
        let action = cancelAction
        cancelAction = nil
        action?()
    }

    deinit { cancel() }

    /// Keeps the subscription alive as long as `set` holds it.
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

    /// Keeps the subscription alive as long as `array` holds it.
    public func store(in array: inout [AnyCancellable]) { array.append(self) }

    public static func == (a: AnyCancellable, b: AnyCancellable) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
