import ScreenLayout

/// Builds a `TabView`'s tabs, as SwiftUI's `TabContentBuilder<SelectionValue>`: a `Tab`'s
/// value has the selection's type, so `Tab("Cats", systemImage: "cat", value: .cats)` reads
/// `.cats` as a case of the selection's enum. Views with `.tabItem` and `.tag` mix in as before.
///
/// ```swift
/// TabView(selection: $section) {
///     Tab("Journal", systemImage: "book", value: .journal) { JournalView() }
///     Tab("Settings", systemImage: "gear", value: .settings) { SettingsView() }
/// }
/// ```
@resultBuilder
public enum TabContentBuilder<SelectionValue: Hashable> {
    /// A tab whose value is the selection's.
    public static func buildExpression<Content: View>(_ tab: Tab<SelectionValue, Content>) -> Tab<SelectionValue, Content> { tab }
    /// A tab without a value (chosen by its position).
    public static func buildExpression<Content: View>(_ tab: Tab<Never, Content>) -> Tab<Never, Content> { tab }
    /// Any other view: a page with `.tabItem`, or a `ForEach` of tabs.
    @_disfavoredOverload
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    @_disfavoredOverload
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        ViewBuilder.buildBlock(repeat each content)
    }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        ViewBuilder.buildEither(first: first)
    }
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        ViewBuilder.buildEither(second: second)
    }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}
