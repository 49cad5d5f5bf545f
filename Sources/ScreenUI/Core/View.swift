import ScreenLayout

/// A piece of user interface, as SwiftUI's `View`: a value whose `body` is made of other views.
/// Views the kit draws itself (Text, stacks, shapes, controls) are primitives with a `Never` body.
///
/// ```swift
/// struct Greeting: View {
///     var name: String
///     var body: some View {
///         VStack { Text("Hello, \(name)").font(.title); Text("Welcome back").foregroundStyle(.secondary) }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Body { get }
    /// The layout nodes of this view: its body's, or a primitive's own. The kit implements it;
    /// a view never does.
    @MainActor func _nodes(in context: ResolveContext) -> [Node]
}

extension View {
    @MainActor public func _nodes(in context: ResolveContext) -> [Node] {
        let body = context.evaluate { self.body }
        return body._nodes(in: context)
    }
}

extension Never: View {
    public typealias Body = Never
    @MainActor public var body: Never { fatalError("Never has no body") }
    public func _nodes(in context: ResolveContext) -> [Node] { [] }
}

/// A view the kit lays out itself: it turns into layout nodes for the context it is resolved in.
/// Every view of the kit's vocabulary is one; an app's views are made of them.
@MainActor @preconcurrency
public protocol PrimitiveView: View where Body == Never {
    /// The nodes this view stands for in `context` (a group stands for several).
    @MainActor func resolve(in context: ResolveContext) -> [Node]
}

extension PrimitiveView {
    @MainActor public var body: Never { fatalError("\(Self.self) is drawn by the kit and has no body") }
    public func _nodes(in context: ResolveContext) -> [Node] { resolve(in: context) }
}

extension View {
    /// The layout nodes this view resolves to in `context`: a primitive's own, or its body's.
    @MainActor func nodes(in context: ResolveContext) -> [Node] { _nodes(in: context) }

    /// The single node this view resolves to: several become a vertical stack's children
    /// (SwiftUI's implicit stack for a body of several views).
    @MainActor func node(in context: ResolveContext) -> Node {
        let all = nodes(in: context)
        if all.count == 1 { return all[0] }
        if all.isEmpty { return Node(.empty) }
        return Node(.stack(.vertical, alignment: .center, spacing: nil), children: all)
    }
}
