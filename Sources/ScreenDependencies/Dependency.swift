/// A model's dependency, read from the values in force when the model was made (so a model
/// built inside ``withDependencies(_:operation:)-(_,()->R)`` keeps them for its whole life, in
/// its tasks too). Mark it `@ObservationIgnored` in an `@Observable` class.
///
/// ```swift
/// @MainActor @Observable final class TimerModel {
///     @ObservationIgnored @Dependency(\.clock) var clock
///     @ObservationIgnored @Dependency(\.date) var date
///     var startedAt: Date?
///     func start() { startedAt = date.now }
/// }
/// ```
@propertyWrapper
public struct Dependency<Value: Sendable>: Sendable {
    private let values: DependencyValues
    private let keyPath: KeyPath<DependencyValues, Value> & Sendable

    public init(_ keyPath: KeyPath<DependencyValues, Value> & Sendable) {
        values = DependencyValues.current
        self.keyPath = keyPath
    }

    public var wrappedValue: Value { values[keyPath: keyPath] }

    /// The values this dependency reads from: hand them to a model made later so that it
    /// shares them (`withDependencies { $0 = $clock } operation: { … }`).
    public var projectedValue: DependencyValues { values }
}

/// Marks property-wrapper storage that is not model state (a ``Dependency``): state captures
/// (the model test store) leave it out.
///
/// ```swift
/// if value is any NotModelState { skip }
/// ```
public protocol NotModelState {}

extension Dependency: NotModelState {}
