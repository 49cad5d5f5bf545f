import ScreenLayout

/// Builds a view from the statements of a closure, as SwiftUI's `@ViewBuilder`: any number of
/// views, `if`/`else`, `switch`, optionals and `if #available`.
///
/// ```swift
/// @ViewBuilder var badge: some View {
///     if count > 0 { Text("\(count)") } else { EmptyView() }
/// }
/// ```
@resultBuilder @MainActor
public enum ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    @_disfavoredOverload
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        let values = (repeat each content)
        return TupleView(values) { context in
            var nodes: [Node] = []
            for view in repeat each content { nodes += view.nodes(in: context) }
            return nodes
        }
    }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}
