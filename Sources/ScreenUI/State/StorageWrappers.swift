/// A value kept in user defaults, as SwiftUI's `@AppStorage`. A snapshot's store is empty, so
/// the value is its default unless a test sets it.
@propertyWrapper
public struct AppStorage<Value> {
    let state: State<Value>
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) { state = State(wrappedValue: wrappedValue) }
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }
    public var projectedValue: Binding<Value> { state.projectedValue }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    public init(_ key: String, store: UserDefaults? = nil) { state = State(wrappedValue: nil) }
}

/// A value kept per scene, as SwiftUI's `@SceneStorage`: its default in a snapshot.
public typealias SceneStorage = AppStorage

/// Which field has focus, as SwiftUI's `@FocusState`: nothing has focus in a snapshot unless
/// the test sets it.
@propertyWrapper
public struct FocusState<Value: Hashable> {
    let state: State<Value>
    public init() where Value == Bool { state = State(wrappedValue: false) }
    public init<T: Hashable>() where Value == T? { state = State(wrappedValue: nil) }
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }
    public var projectedValue: Binding { Binding(state: state) }

    /// The binding `.focused(_:)` takes.
    @propertyWrapper
    public struct Binding {
        let state: State<Value>
        public var wrappedValue: Value {
            get { state.wrappedValue }
            nonmutating set { state.wrappedValue = newValue }
        }
        public var projectedValue: Binding { self }
    }
}

/// A namespace for matched geometry; a still has nothing to match.
@propertyWrapper
public struct Namespace: Sendable {
    public struct ID: Hashable, Sendable {}
    public init() {}
    public var wrappedValue: ID { ID() }
}
