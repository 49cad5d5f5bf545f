import ScreenLayout

nonisolated extension View {
    /// A view beside the content at an edge, which the content makes room for, as SwiftUI's
    /// `safeAreaInset(edge:alignment:spacing:content:)`.
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V
    )
        -> some View
    {
        let inset = content()
        return InsetView(content: self, inset: inset, vertical: edge == .top ? .top : .bottom, horizontal: nil, spacing: spacing)
    }
    @_disfavoredOverload
    public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V
    )
        -> some View
    {
        let inset = content()
        return InsetView(content: self, inset: inset, vertical: nil, horizontal: edge, spacing: spacing)
    }

    /// A search field for the enclosing navigation stack, drawn under its title with the prompt
    /// (or the text, when the test set one).
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        let value = text.wrappedValue
        let shown = prompt?.plainText ?? "Search"
        return NavigationPreference(content: self) { bar in bar.search = (value, shown) }
    }
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil)
        -> some View
    {
        searchable(text: text, placement: placement, prompt: prompt)
    }
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View { self }

    /// Sizes the view on `axes` to the nearest container (a scroll view, else the screen's
    /// safe area), as SwiftUI's `containerRelativeFrame(_:alignment:)`.
    ///
    /// ```swift
    /// ScrollView(.horizontal) { LazyHStack { ForEach(cards) { CardView($0).containerRelativeFrame(.horizontal, count: 3, spacing: 10) } } }
    /// ```
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        containerRelativeFrame(axes, alignment: alignment) { length, _ in length }
    }
    /// A length computed from the container's: `length(containerLength, axis)`.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat)
        -> some View
    {
        let compute = ContainerLength(length)
        let spec = ContainerRelativeSpec(axes: axes.layoutAxes, alignment: alignment.layout) { container, axis in
            Double(compute.run(CGFloat(container), axis == .horizontal ? .horizontal : .vertical))
        }
        return wrapping { node, _ in Node(.containerRelative(spec), children: [node]) }
    }
    /// `span` of `count` equal columns (or rows) of the container with `spacing` between them.
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center) -> some View {
        let spec = ContainerRelativeSpec(axes: axes.layoutAxes, count: count, span: span, spacing: Double(spacing), alignment: alignment.layout)
        return wrapping { node, _ in Node(.containerRelative(spec), children: [node]) }
    }
}

/// Where a search field goes.
public struct SearchFieldPlacement: Sendable {
    public static let automatic = SearchFieldPlacement(), toolbar = SearchFieldPlacement(), sidebar = SearchFieldPlacement()
    public static let navigationBarDrawer = SearchFieldPlacement()
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement { SearchFieldPlacement() }
    public enum NavigationBarDrawerDisplayMode: Sendable { case automatic, always }
}

nonisolated struct InsetView<Content: View, Inset: View>: PrimitiveView {
    let content: Content
    let inset: Inset
    let vertical: Edge?
    let horizontal: HorizontalEdge?
    let spacing: CGFloat?
    @MainActor func resolve(in context: ResolveContext) -> [Node] {
        // The content takes what the inset leaves (its priority reserves the inset's size first).
        let main = Node(
            .layoutPriority(1), children: [Node(.frame(FrameSpec(maxWidth: .infinity, maxHeight: .infinity)), children: [content.node(in: context)])])
        let side = inset.node(in: context)
        let gap = ScreenLayout.Length.points(Double(spacing ?? 0))
        if let vertical {
            return [Node(.stack(.vertical, alignment: .center, spacing: gap), children: vertical == .top ? [side, main] : [main, side])]
        }
        return [Node(.stack(.horizontal, alignment: .center, spacing: gap), children: horizontal == .leading ? [side, main] : [main, side])]
    }
}

/// Two or three columns, as SwiftUI's `NavigationSplitView`: side by side on regular widths
/// (the sidebar 40 % wide, at least 320 pt; split along the Duo's fold), the sidebar alone on
/// compact widths, as an iPhone shows it first.
/// `columnVisibility: .detailOnly` shows the detail alone on regular widths, as iPad does.
nonisolated public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: PrimitiveView {
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail
    var visibility = NavigationSplitViewVisibility.automatic
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) where Content == EmptyView {
        self.sidebar = sidebar()
        content = nil
        self.detail = detail()
    }
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
    }
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
    ) where Content == EmptyView {
        self.init(sidebar: sidebar, detail: detail)
        visibility = columnVisibility.wrappedValue
    }
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar, content: content, detail: detail)
        visibility = columnVisibility.wrappedValue
    }
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
    ) where Content == EmptyView {
        self.init(columnVisibility: columnVisibility, sidebar: sidebar, detail: detail)
    }
    @MainActor public func resolve(in context: ResolveContext) -> [Node] {
        if visibility == .detailOnly, context.environment.horizontalSizeClass == .regular {
            return [NavigationStack { detail }.node(in: context)]
        }
        let primary = NavigationStack { sidebar }.node(in: context)
        let secondary: Node
        if let content {
            secondary = Node(
                .stack(.horizontal, alignment: .center, spacing: .points(0)),
                children: [NavigationStack { content }.node(in: context), NavigationStack { detail }.node(in: context)])
        } else {
            secondary = NavigationStack { detail }.node(in: context)
        }
        return [Node(.twoPane(TwoPaneSpec()), children: [primary, secondary])]
    }
}

nonisolated extension View {
    public func navigationSplitViewStyle(_ style: BuiltInNavigationSplitViewStyle) -> some View { self }
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { self }
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }
}

/// A container-relative length computation, called by the layout while the main actor waits for
/// it (see `MainActorWaiting`).
final class ContainerLength: @unchecked Sendable {
    let run: (CGFloat, Axis) -> CGFloat
    init(_ run: @escaping (CGFloat, Axis) -> CGFloat) { self.run = run }
}

extension Axis.Set {
    var layoutAxes: Axes {
        var axes: Axes = []
        if contains(.horizontal) { axes.insert(.horizontal) }
        if contains(.vertical) { axes.insert(.vertical) }
        return axes
    }
}

/// Which columns of a ``NavigationSplitView`` show (`columnVisibility:`).
public struct NavigationSplitViewVisibility: Hashable, Sendable, Codable {
    let name: String
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
    public static let all = NavigationSplitViewVisibility(name: "all")
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

/// A column of a ``NavigationSplitView`` (`preferredCompactColumn:`); a phone shows the sidebar first.
public struct NavigationSplitViewColumn: Hashable, Sendable {
    let name: String
    public static let sidebar = NavigationSplitViewColumn(name: "sidebar")
    public static let content = NavigationSplitViewColumn(name: "content")
    public static let detail = NavigationSplitViewColumn(name: "detail")
}
