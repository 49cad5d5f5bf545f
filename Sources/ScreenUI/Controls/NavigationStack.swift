import ScreenLayout

/// A navigation container, as SwiftUI's `NavigationStack` (and the older `NavigationView`): its
/// root view under a navigation bar with the title the root sets (`.navigationTitle`), large
/// (34 pt bold, leading) unless `.navigationBarTitleDisplayMode(.inline)` asks for the 17 pt
/// semibold centred title. Pushed destinations are not shown: a snapshot shows the root.
///
/// ```swift
/// NavigationStack { List { … }.navigationTitle("Settings") }
/// ```
nonisolated public struct NavigationStack<Root: View>: PrimitiveView {
    let root: Root
    public init(@ViewBuilder root: () -> Root) { self.root = root() }
    public init<P>(path: Binding<P>, @ViewBuilder root: () -> Root) { self.root = root() }

    @MainActor public func resolve(in context: ResolveContext) -> [Node] {
        let bar = NavigationBarState()
        var inner = context
        inner.environment.navigationBar = bar
        let content = root.node(in: inner)
        let tools = bar.toolbar.items
        // `toolbarColorScheme`: the bar's title and buttons in that scheme over its fill.
        var barContext = context
        if let scheme = bar.colorScheme, bar.barBackground != nil, !bar.isBarBackgroundHidden { barContext.environment.colorScheme = scheme }
        let buttons = NavigationStack.buttonRow(tools, barContext)
        guard !bar.isHidden, bar.title != nil || buttons != nil || bar.search != nil else {
            return [NavigationStack.behind(content, bar.containerBackground, context)]
        }
        let title = bar.title ?? ""
        // The bar is transparent: the content's background (a list's grouped grey) runs under it.
        let background = bar.background.map { Node(.ignoresSafeArea(.all), children: [ShapeNodes.filled(.rectangle, with: $0, in: context)]) }
        var titleContext = barContext
        let large = bar.displayMode != .inline
        titleContext.environment.font = large ? Font.largeTitle.bold() : Font.headline
        titleContext.environment.lineLimit = 1
        var titleNode = Text(verbatim: title).node(in: titleContext)
        if let principal = tools[.principal], !principal.isEmpty {
            titleNode = principal.count == 1 ? principal[0] : Node(.stack(.horizontal, alignment: .center, spacing: nil), children: principal)
        }
        var barNode: Node
        if title.isEmpty && tools[.principal] == nil {
            barNode = Node(.frame(FrameSpec(height: 54, maxWidth: .infinity)), children: [Node(.empty)])
        } else if large {
            barNode = Node(.frame(FrameSpec(maxWidth: .infinity, alignment: .leading)), children: [titleNode])
            barNode = Node(.padding([.leading, .trailing], .points(16)), children: [barNode])
            barNode = Node(.padding(.top, .points(3)), children: [barNode])
            barNode = Node(.padding(.bottom, .points(8)), children: [barNode])
        } else {
            barNode = Node(.frame(FrameSpec(height: 44, maxWidth: .infinity)), children: [titleNode])
        }
        var header = Node(.semantics(Semantics(role: .header, label: title)), children: [barNode])
        if let buttons {
            // iOS 26: the bar's buttons sit in a 54 pt row above a large title, beside an inline one.
            header =
                large
                ? Node(.stack(.vertical, alignment: .center, spacing: .points(0)), children: [buttons, header])
                : Node(.zstack(.center), children: [header, buttons])
        }
        if let fill = bar.barBackground, !bar.isBarBackgroundHidden {
            let behind = Node(.ignoresSafeArea([.top, .leading, .trailing]), children: [ShapeNodes.filled(.rectangle, with: fill, in: context)])
            header = Node(.background(.center), children: [header, behind])
        }
        var column = Node(.stack(.vertical, alignment: .center, spacing: .points(0)), children: [header, content])
        if let search = bar.search {
            column = Node(
                .stack(.vertical, alignment: .center, spacing: .points(0)), children: [header, NavigationStack.searchField(search, context), content])
        }
        if let background { column = Node(.background(.center), children: [column, background]) }
        let stack = NavigationStack.behind(column, bar.containerBackground, context)
        return [context.wrap(stack, problems: UIKitAppearance.finding(for: "UINavigationBar").map { [$0] } ?? [])]
    }

    /// `node` over the container background the content set, which fills the whole screen.
    @MainActor static func behind(_ node: Node, _ background: AnyView?, _ context: ResolveContext) -> Node {
        guard let background else { return node }
        return Node(.background(.center), children: [node, Node(.ignoresSafeArea(.all), children: [background.node(in: context)])])
    }
}

extension NavigationStack {
    /// A search field under the title: a magnifier and the prompt (or text) on a grey capsule.
    @MainActor static func searchField(_ search: (text: String, prompt: String), _ context: ResolveContext) -> Node {
        var grey = context
        grey.environment.foregroundStyle = AnyShapeStyle(HierarchicalShapeStyle.secondary)
        var textContext = grey
        if !search.text.isEmpty { textContext.environment.foregroundStyle = nil }
        textContext.environment.lineLimit = 1
        let row = Node(
            .stack(.horizontal, alignment: .center, spacing: .points(6)),
            children: Image(systemName: "magnifyingglass").nodes(in: grey)
                + Text(verbatim: search.text.isEmpty ? search.prompt : search.text).nodes(in: textContext)
                + [Node(.spacer(minLength: nil))])
        let padded = Node(.padding([.leading, .trailing], .points(12)), children: [Node(.frame(FrameSpec(height: 36)), children: [row])])
        let field = Node(.background(.center), children: [padded, ShapeNodes.filled(.capsule, with: Color(white: 0.47, opacity: 0.12), in: context)])
        return Node(.padding([.leading, .trailing], .points(16)), children: [Node(.padding(.bottom, .points(8)), children: [field])])
    }

    /// The bar's leading and trailing items, each on a glass capsule, in a 54 pt row.
    /// Whether a bar item draws an SF Symbol and no text.
    static func drawsSymbolOnly(_ node: Node) -> Bool {
        var glyph = false
        var text = false
        func walk(_ n: Node) {
            switch n.kind {
            case .glyph: glyph = true
            case .text: text = true
            default: n.children.forEach(walk)
            }
        }
        walk(node)
        return glyph && !text
    }

    @MainActor static func buttonRow(_ tools: [ToolbarItemPlacement.Side: [Node]], _ context: ResolveContext) -> Node? {
        let leading = tools[.leading] ?? []
        let trailing = tools[.trailing] ?? []
        guard !leading.isEmpty || !trailing.isEmpty else { return nil }
        func capsule(_ items: [Node]) -> Node {
            // Symbols alone sit in 44 pt circles side by side (one symbol: a circle), as on
            // iOS 26; a capsule with text is inset.
            let iconsOnly = items.allSatisfy { Self.drawsSymbolOnly($0) }
            let row = Node(.stack(.horizontal, alignment: .center, spacing: .points(iconsOnly ? 0 : 16)), children: items)
            let padded = Node(
                .padding([.leading, .trailing], .points(iconsOnly ? 0 : 14)),
                children: [Node(.frame(FrameSpec(minWidth: 16, minHeight: 44)), children: [row])])
            return Node(.background(.center), children: [padded, Node(.material(MaterialContent(kind: .glass, shape: .capsule)))])
        }
        var children: [Node] = []
        if !leading.isEmpty { children.append(capsule(leading)) }
        children.append(Node(.spacer(minLength: nil)))
        if !trailing.isEmpty { children.append(capsule(trailing)) }
        let row = Node(.stack(.horizontal, alignment: .center, spacing: nil), children: children)
        return Node(.frame(FrameSpec(height: 54)), children: [Node(.padding([.leading, .trailing], .points(16)), children: [row])])
    }
}

/// The older navigation container: drawn as a ``NavigationStack``.
public typealias NavigationView = NavigationStack

/// Shows `label`; the destination is pushed when tapped, which a still never shows.
nonisolated public struct NavigationLink<Label: View, Destination: View>: PrimitiveView {
    let label: Label
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) { self.label = label() }
    public init<V: Hashable>(value: V?, @ViewBuilder label: () -> Label) where Destination == EmptyView { self.label = label() }
    @MainActor public func resolve(in context: ResolveContext) -> [Node] {
        var row = label.nodes(in: context)
        if context.environment.isInList {
            // A list row's disclosure chevron.
            var chevron = context
            chevron.environment.foregroundStyle = AnyShapeStyle(HierarchicalShapeStyle.tertiary)
            chevron.environment.font = .footnote.bold()
            row.append(Node(.spacer(minLength: nil)))
            row += Image(systemName: "chevron.right").nodes(in: chevron)
            return [
                Node(.semantics(Semantics(role: .button)), children: [Node(.stack(.horizontal, alignment: .center, spacing: nil), children: row)])
            ]
        }
        return row.map { Node(.semantics(Semantics(role: .button)), children: [$0]) }
    }
}

extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) { label = Text(titleKey) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) { label = Text(title) }
}

/// What the views under a navigation stack tell its bar.
final class NavigationBarState {
    var title: String?
    var displayMode: NavigationBarItem.TitleDisplayMode = .automatic
    /// What the root paints behind itself (a list's background), continued under the bar.
    var background: AnyShapeStyle?
    /// The search field's text and prompt, when the root is searchable.
    var search: (text: String, prompt: String)?
    let toolbar = ToolbarCollector()
    /// `toolbar(.hidden, for: .navigationBar)`: the bar and its items are not drawn.
    var isHidden = false
    /// `toolbarBackground(_:for: .navigationBar)`: a fill behind the bar, up to the screen's top.
    var barBackground: AnyShapeStyle?
    /// `toolbarBackground(.hidden, for: .navigationBar)`: no fill, whatever style was set.
    var isBarBackgroundHidden = false
    /// `toolbarColorScheme(_:for: .navigationBar)`: the title and buttons' scheme over the fill.
    var colorScheme: ColorScheme?
    /// `containerBackground(_:for: .navigation)`: behind the bar and the content, edge to edge.
    var containerBackground: AnyView?
}

/// Title display modes, as SwiftUI's `NavigationBarItem.TitleDisplayMode`.
public enum NavigationBarItem {
    public enum TitleDisplayMode: Hashable, Sendable { case automatic, inline, large }
}

nonisolated extension View {
    /// The title the enclosing navigation stack shows.
    public func navigationTitle(_ title: Text) -> some View { navigationTitle(title.plainText) }
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(titleKey.resolved(table: nil)) }
    /// A title the user can rename (iOS 16): the still shows its current value.
    public func navigationTitle(_ title: Binding<String>) -> some View { navigationTitle(title.wrappedValue) }
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        let text = String(title)
        return NavigationPreference(content: self) { bar in if bar.title == nil { bar.title = text } }
    }
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> some View {
        NavigationPreference(content: self) { bar in bar.displayMode = mode }
    }
    public func navigationBarBackButtonHidden(_ hidden: Bool = true) -> some View { self }
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View { self }
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View { self }
}

/// Tells the enclosing navigation bar something, then resolves its content.
nonisolated struct NavigationPreference<Content: View>: PrimitiveView {
    let content: Content
    let tell: (NavigationBarState) -> Void
    @MainActor func resolve(in context: ResolveContext) -> [Node] {
        if let bar = context.environment.navigationBar { tell(bar) }
        return content.nodes(in: context)
    }
}

extension EnvironmentValues {
    var navigationBar: NavigationBarState? {
        get { hot.navigationBar }
        set { hot.navigationBar = newValue }
    }
    var isInList: Bool {
        get { hot.isInList }
        set { hot.isInList = newValue }
    }
}
