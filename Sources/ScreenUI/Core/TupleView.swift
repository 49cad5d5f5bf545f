import ScreenLayout

/// Several views side by side in a builder; in a stack each is a child.
nonisolated public struct TupleView<T>: PrimitiveView {
    public var value: T
    /// Resolves the elements in order; set by the builder, which knows them as a pack.
    @usableFromInline let elements: (@MainActor (T, ResolveContext) -> [Node])?
    public init(_ value: T) {
        self.value = value
        elements = nil
    }
    /// `elements` captures nothing: it is given the tuple, so building the view needs no actor.
    @usableFromInline init(_ value: T, elements: @escaping @MainActor (T, ResolveContext) -> [Node]) {
        self.value = value
        self.elements = elements
    }

    @MainActor public func resolve(in context: ResolveContext) -> [Node] {
        if let elements { return elements(value, context) }
        var nodes: [Node] = []
        // The tuple's elements are views (the builder makes them from views only).
        for child in Mirror(reflecting: value).children {
            if let view = child.value as? any View { nodes += view.nodes(in: context) }
        }
        return nodes
    }
}

/// One of two views, chosen by an `if`/`else` or a `switch` in a builder.
nonisolated public struct _ConditionalContent<TrueContent: View, FalseContent: View>: PrimitiveView {
    public enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    public let storage: Storage
    public init(storage: Storage) { self.storage = storage }

    @MainActor public func resolve(in context: ResolveContext) -> [Node] {
        switch storage {
        case .trueContent(let view): return view.nodes(in: context)
        case .falseContent(let view): return view.nodes(in: context)
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
    @MainActor public func resolve(in context: ResolveContext) -> [Node] {
        switch self {
        case .some(let view): return view.nodes(in: context)
        case .none: return []
        }
    }
}

/// Nothing: takes no space, draws nothing.
nonisolated public struct EmptyView: PrimitiveView {
    public init() {}
    @MainActor public func resolve(in context: ResolveContext) -> [Node] { [] }
}

/// A view of any type, as SwiftUI's type-erased `AnyView`.
///
/// ```swift
/// let content: AnyView = flag ? AnyView(Text("On")) : AnyView(Image(systemName: "xmark"))
/// ```
nonisolated public struct AnyView: PrimitiveView {
    let wrapped: any View
    public init<V: View>(_ view: V) { wrapped = view }
    public init<V: View>(erasing view: V) { wrapped = view }
    @MainActor public func resolve(in context: ResolveContext) -> [Node] { wrapped.nodes(in: context) }
}

/// Views grouped without a container of their own: in a stack they are the stack's children,
/// and a modifier on the group applies to each of them.
///
/// ```swift
/// Group { Text("A"); Text("B") }.font(.headline)
/// ```
nonisolated public struct Group<Content: View>: PrimitiveView {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    @MainActor public func resolve(in context: ResolveContext) -> [Node] { content.nodes(in: context) }
}
