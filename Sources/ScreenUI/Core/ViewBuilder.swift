import ScreenLayout

/// Builds a view from the statements of a closure, as SwiftUI's `@ViewBuilder`: any number of
/// views, `if`/`else`, `switch`, optionals and `if #available`.
///
/// ```swift
/// @ViewBuilder var badge: some View {
///     if count > 0 { Text("\(count)") } else { EmptyView() }
/// }
/// ```
@resultBuilder
public enum ViewBuilder {
    @_alwaysEmitIntoClient public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    @_alwaysEmitIntoClient public static func buildBlock() -> EmptyView { EmptyView() }
    @_alwaysEmitIntoClient public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    @_disfavoredOverload @_alwaysEmitIntoClient
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content)) { (values: (repeat each Content), context: ResolveContext) in
            var nodes: [Node] = []
            nodes.reserveCapacity(4)
            for view in repeat each values { nodes += view._nodes(in: context) }
            return nodes
        }
    }
    @_alwaysEmitIntoClient public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    @_alwaysEmitIntoClient public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<
        TrueContent, FalseContent
    > {
        _ConditionalContent(storage: .trueContent(first))
    }
    @_alwaysEmitIntoClient public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<
        TrueContent, FalseContent
    > {
        _ConditionalContent(storage: .falseContent(second))
    }
    @_alwaysEmitIntoClient public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}
