import ScreenLayout

/// A reusable change to a view, as SwiftUI's `ViewModifier`: its body receives the view it
/// modifies as `content`.
///
/// ```swift
/// struct CardStyle: ViewModifier {
///     func body(content: Content) -> some View { content.padding().background(.thinMaterial, in: .rect(cornerRadius: 12)) }
/// }
/// Text("Hi").modifier(CardStyle())
/// ```
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor @preconcurrency func body(content: Content) -> Body
    /// The nodes of a modifier the kit draws itself (a geometry effect), nil for one with a body.
    /// Implemented by the kit.
    @MainActor func _drawnNodes(of content: () -> [Node], fileID: String, line: Int) -> [Node]?
}

extension ViewModifier {
    @MainActor public func _drawnNodes(of content: () -> [Node], fileID: String, line: Int) -> [Node]? { nil }
}

/// The view a ``ViewModifier`` modifies, as its body sees it.
nonisolated public struct _ViewModifier_Content<Modifier: ViewModifier>: PrimitiveView {
    let resolveContent: @MainActor (ResolveContext) -> [Node]
    @MainActor public func resolve(in context: ResolveContext) -> [Node] { resolveContent(context) }
}

/// A view with a modifier applied (or two modifiers in a row).
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    /// Where `.modifier(_:)` was called, for what the kit reports about a modifier it draws.
    let fileID: String
    let line: Int
    public init(content: Content, modifier: Modifier) {
        self.init(content: content, modifier: modifier, fileID: "", line: 0)
    }
    init(content: Content, modifier: Modifier, fileID: String, line: Int) {
        self.content = content
        self.modifier = modifier
        self.fileID = fileID
        self.line = line
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
    @MainActor public func resolve(in context: ResolveContext) -> [Node] {
        if let drawn = modifier._drawnNodes(of: { content.nodes(in: context) }, fileID: fileID, line: line) { return drawn }
        let inner = content
        let proxy = _ViewModifier_Content<Modifier>(resolveContent: { inner.nodes(in: $0) })
        let body = context.evaluate { modifier.body(content: proxy) }
        return body.nodes(in: context)
    }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    public func body(content: _ViewModifier_Content<Self>) -> some View {
        let outer = modifier
        let first = self.content
        return content.modifier(first).modifier(outer)
    }
}

nonisolated extension View {
    /// Applies `modifier` to this view.
    public func modifier<T>(_ modifier: T, fileID: String = #fileID, line: Int = #line) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier, fileID: fileID, line: line)
    }
}

extension ViewModifier {
    /// This modifier followed by `modifier`.
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> { ModifiedContent(content: self, modifier: modifier) }
}

/// A modifier that changes nothing.
nonisolated public struct EmptyModifier: ViewModifier, Sendable {
    public static let identity = EmptyModifier()
    public init() {}
    @MainActor public func body(content: Content) -> Content { content }
}
