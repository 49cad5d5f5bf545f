import Foundation

/// The dependencies in force: overrides for this scope, and the default value of every other
/// key for the ``context`` (live, test or preview). The values in force are task-local:
/// ``withDependencies(_:operation:)-(_,()->R)`` changes them for one operation (a model built
/// inside keeps them, see ``Dependency``), and nothing else sees the change.
///
/// ```swift
/// let model = withDependencies {
///     $0.date = .constant(Date(timeIntervalSince1970: 0))
///     $0.uuid = .incrementing
/// } operation: {
///     NotesModel(database: db)
/// }
/// ```
///
/// Default values are made once per scope (a test clock, a UUID counter…), so everything built
/// in one scope shares them; ``useFreshValues()`` starts a new scope. Under Swift Testing every
/// test has its own scope.
public struct DependencyValues: Sendable {
    /// The values in force for the current task.
    @TaskLocal public static var current = DependencyValues()

    /// The context of scopes that do not choose one: `test` in a test runner, else `live`.
    public static var defaultContext: DependencyContext {
        get { defaultContextBox.withLock { $0 } }
        set { defaultContextBox.withLock { $0 = newValue } }
    }
    private static let defaultContextBox = LockedValue(DependencyContext.detected)

    private var overrides: [ObjectIdentifier: any Sendable] = [:]
    private var chosenContext: DependencyContext?
    private var scope: DependencyScope?

    public init() {}

    /// Which default values unset keys get.
    public var context: DependencyContext {
        get { chosenContext ?? Self.defaultContext }
        set { chosenContext = newValue }
    }

    /// Starts a new scope: default values are made anew (UUIDs count from 1 again, a new test
    /// clock at zero, no notifications recorded); overrides stay.
    public mutating func useFreshValues() {
        scope = DependencyScope()
    }

    /// The value for `key`: its override in this scope, or its default for ``context``.
    public subscript<Key: DependencyKey>(key: Key.Type) -> Key.Value {
        get {
            if let value = overrides[ObjectIdentifier(key)] { return value as! Key.Value }  // stored by the setter below
            return (scope ?? DependencyScope.shared).value(for: key, context: context)
        }
        set { overrides[ObjectIdentifier(key)] = newValue }
    }
}

/// Runs `operation` with the dependencies `update` changes; models built inside keep them.
///
/// ```swift
/// let model = withDependencies { $0.clock = TestClock() } operation: { TimerModel() }
/// ```
@discardableResult
public func withDependencies<R>(_ update: (inout DependencyValues) throws -> Void, operation: () throws -> R) rethrows -> R {
    var values = DependencyValues.current
    try update(&values)
    return try DependencyValues.$current.withValue(values, operation: operation)
}

/// The async twin of ``withDependencies(_:operation:)-(_,()->R)``: child tasks inherit the values.
@discardableResult
public func withDependencies<R>(
    isolation: isolated (any Actor)? = #isolation, _ update: (inout DependencyValues) throws -> Void, operation: () async throws -> R
) async rethrows -> R {
    var values = DependencyValues.current
    try update(&values)
    return try await DependencyValues.$current.withValue(values, operation: operation, isolation: isolation)
}
