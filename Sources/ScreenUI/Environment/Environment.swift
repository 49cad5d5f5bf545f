import ScreenLayout

/// Reads a value of the view's environment, as SwiftUI's `@Environment`: by key path, or an
/// `@Observable` object put there with `.environment(object)`.
///
/// ```swift
/// @Environment(\.colorScheme) private var scheme
/// @Environment(Library.self) private var library
/// ```
@propertyWrapper
public struct Environment<Value> {
    enum Source {
        case keyPath(KeyPath<EnvironmentValues, Value>)
        case object(ObjectIdentifier, String, @MainActor (EnvironmentValues) -> Value?)
    }
    let source: Source

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { source = .keyPath(keyPath) }

    public init(_ type: Value.Type) where Value: AnyObject & Observable {
        source = .object(ObjectIdentifier(Value.self), "\(Value.self)", { $0.object(Value.self) })
    }

    public init<T: AnyObject & Observable>(_ type: T.Type) where Value == T? {
        source = .object(ObjectIdentifier(T.self), "\(T.self)", { .some($0.object(T.self)) })
    }

    @MainActor public var wrappedValue: Value {
        let environment = ResolveContext.current?.environment ?? EnvironmentValues()
        switch source {
        case .keyPath(let keyPath): return environment[keyPath: keyPath]
        case .object(_, let name, let read):
            guard let value = read(environment) else {
                fatalError(
                    "No @Observable object of type \(name) is in the environment of this view. Put one there with .environment(object) on an ancestor, or in the test that renders it."
                )
            }
            return value
        }
    }
}

nonisolated extension View {
    /// Sets an environment value for this view and its descendants.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        EnvironmentWriter(content: self) { $0[keyPath: keyPath] = value }
    }

    /// Puts an `@Observable` object in the environment, for `@Environment(Type.self)`.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        EnvironmentWriter(content: self) { $0.setObject(object, as: T.self) }
    }

    /// Changes environment values for this view and its descendants.
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View {
        EnvironmentWriter(content: self) { transform(&$0[keyPath: keyPath]) }
    }
}

/// A subtree resolved with a changed environment.
nonisolated struct EnvironmentWriter<Content: View>: PrimitiveView {
    let content: Content
    let change: (inout EnvironmentValues) -> Void
    @MainActor func resolve(in context: ResolveContext) -> [Node] { content.nodes(in: context.transforming(change)) }
}
