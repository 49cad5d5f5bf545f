import ScreenLayout
import Theme

/// Tabs, as SwiftUI's `TabView`: the chosen tab's content (the selection's tag, else the first
/// tab) under iOS 26's floating tab bar — a Liquid Glass capsule above the home indicator, each
/// item an icon over a caption label (iOS draws 10 pt; the kit keeps to a Dynamic Type style),
/// the chosen one in the tint. Tabs come from `.tabItem` on
/// each child or from `Tab` values (iOS 18). `.tabViewStyle(.page)` shows the content alone.
///
/// ```swift
/// TabView {
///     HomeView().tabItem { Label("Home", systemImage: "house") }
///     Tab("Settings", systemImage: "gear") { SettingsView() }
/// }
/// ```
nonisolated public struct TabView<SelectionValue: Hashable, Content: View>: PrimitiveView {
    let selection: SelectionValue?
    let content: Content

    public init(selection: Binding<SelectionValue>?, @TabContentBuilder<SelectionValue> content: () -> Content) {
        self.selection = selection?.wrappedValue
        self.content = content()
    }

    @MainActor public func resolve(in context: ResolveContext) -> [Node] {
        let collector = TabCollector()
        let tags = TagCollector()
        var inner = context
        inner.environment.tabCollector = collector
        inner.environment.tagCollector = tags
        let pages = content.nodes(in: inner)
        guard !pages.isEmpty else { return [] }
        var chosen = 0
        if let selection {
            for index in pages.indices where (collector.values[index] ?? tags.tags[index] ?? nil) == AnyHashable(selection) { chosen = index }
        }
        if context.environment.tabViewIsPage || collector.bar.hiddenPages[chosen] == true { return [pages[chosen]] }
        var items: [Node] = []
        for index in pages.indices {
            var itemContext = context
            itemContext.environment.foregroundStyle =
                index == chosen
                ? (context.environment.tintStyle ?? AnyShapeStyle(Color.accentColor))
                : AnyShapeStyle(collector.disabled.contains(index) ? HierarchicalShapeStyle.tertiary : HierarchicalShapeStyle.primary)
            itemContext.environment.font = .caption2.weight(.medium)
            itemContext.environment.labelStyleKind = .automatic
            itemContext.environment.imageScale = .large
            let label = collector.labels[index]?.nodes(in: itemContext) ?? []
            items.append(TabBarItem.node(label, itemContext, badge: collector.badges[index]))
        }
        let row = Node(.stack(.horizontal, alignment: .center, spacing: .points(0)), children: items)
        let bar = Node(
            .background(.center),
            children: [
                Node(.padding(.all, .points(4)), children: [Node(.frame(FrameSpec(height: 54)), children: [row])]),
                Node(
                    .shadow(.rgba(RGBA(red: 0, green: 0, blue: 0, alpha: 0.12), radius: 12, x: 0, y: 4)),
                    children: [Node(.material(MaterialContent(kind: .glass, shape: .capsule)))]),
            ])
        let placed = Node(.padding([.leading, .trailing], .points(21)), children: [bar])
        let page = Node(.frame(FrameSpec(maxWidth: .infinity, maxHeight: .infinity)), children: [pages[chosen]])
        let tabs = Node(.zstack(ScreenLayout.Alignment(horizontal: .center, vertical: .bottom)), children: [page, placed])
        return [context.wrap(tabs, problems: UIKitAppearance.finding(for: "UITabBar").map { [$0] } ?? [])]
    }
}

extension TabView where SelectionValue == Int {
    public init(@ViewBuilder content: () -> Content) {
        selection = nil
        self.content = content()
    }
}

/// A tab of a `TabView` (iOS 18): a title and symbol, an optional value, and its content.
nonisolated public struct Tab<Value: Hashable, Content: View>: PrimitiveView {
    let title: String
    let systemImage: String?
    let value: Value?
    let content: Content
    /// Set by the tab's own modifiers (`badge`, `hidden`, `disabled`), which keep it a `Tab`.
    var badgeText: String?
    var isHidden = false
    var isDisabled = false

    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        title = titleKey.resolved(table: nil)
        self.systemImage = systemImage
        self.value = value
        self.content = content()
    }
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(titleKey, systemImage: systemImage, value: value, content: content)
    }

    @MainActor public func resolve(in context: ResolveContext) -> [Node] {
        if isHidden { return [] }
        var inner = context
        inner.environment.tabCollector = nil
        inner.environment.tagCollector = nil
        if let collector = context.environment.tabCollector { inner.environment.tabPage = (collector.bar, collector.next) }
        let page = content.node(in: inner)
        if let collector = context.environment.tabCollector {
            let index = collector.next
            collector.next += 1
            collector.labels[index] = AnyView(Label(title: { Text(verbatim: title) }, icon: { Image(systemName: systemImage ?? "questionmark") }))
            if let value { collector.values[index] = AnyHashable(value) }
            if let badge = badgeText ?? context.environment.tabBadge { collector.badges[index] = badge }
            if isDisabled { collector.disabled.insert(index) }
        }
        return [page]
    }
}

extension Tab where Value == Never {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        title = titleKey.resolved(table: nil)
        self.systemImage = systemImage
        value = nil
        self.content = content()
    }
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(titleKey, systemImage: systemImage, content: content)
    }
}

public struct TabRole: Hashable, Sendable { public static let search = TabRole() }

/// The labels and values the tabs of a `TabView` declare, by position.
final class TabCollector {
    var labels: [Int: AnyView] = [:]
    var values: [Int: AnyHashable] = [:]
    var badges: [Int: String] = [:]
    var disabled: Set<Int> = []
    var next = 0
    /// What the pages ask of the bar (`.toolbar(.hidden, for: .tabBar)`).
    let bar = TabBarState()
}

@MainActor
enum TabBarItem {
    /// An icon over its title, with a red badge at the icon's top right.
    @MainActor static func node(_ label: [Node], _ context: ResolveContext, badge: String?) -> Node {
        var parts = label
        // A Label's row (icon, title) is stacked vertically in a tab bar.
        if parts.count == 1, case .stack(.horizontal, _, _) = parts[0].kind { parts = parts[0].children }
        if let badge, !parts.isEmpty {
            var badgeContext = context
            badgeContext.environment.foregroundStyle = AnyShapeStyle(Color.white)
            badgeContext.environment.font = .system(size: 12, weight: .semibold)
            let text = Text(verbatim: badge).node(in: badgeContext)
            let bubble = Node(
                .background(.center),
                children: [
                    Node(
                        .padding([.leading, .trailing], .points(5)), children: [Node(.frame(FrameSpec(minWidth: 8, minHeight: 18)), children: [text])]
                    ), ShapeNodes.filled(.capsule, with: Color.red, in: context),
                ])
            parts[0] = Node(
                .overlay(ScreenLayout.Alignment(horizontal: .trailing, vertical: .top)),
                children: [parts[0], Node(.offset(x: 10, y: -6), children: [bubble])])
        }
        let column = Node(.stack(.vertical, alignment: .center, spacing: .points(2)), children: parts)
        return Node(.semantics(Semantics(role: .button)), children: [Node(.frame(FrameSpec(maxWidth: .infinity, minHeight: 44)), children: [column])])
    }
}

nonisolated extension View {
    /// The label of this view's tab in the enclosing `TabView`.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        let item = label()
        return TabItemDeclaration(content: self, label: item)
    }
    /// A count on this view's tab (0 shows none), or on a list row (trailing, secondary).
    public func badge(_ count: Int) -> some View { BadgeDeclaration(content: self, text: count == 0 ? nil : "\(count)") }
    public func badge(_ label: Text?) -> some View { BadgeDeclaration(content: self, text: label.map { $0.plainText }) }
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View { BadgeDeclaration(content: self, text: label.map { String($0) }) }
    public func tabViewStyle(_ style: BuiltInTabViewStyle) -> some View { changingEnvironment { $0.tabViewIsPage = style.isPage } }
    public func indexViewStyle(_ style: BuiltInIndexViewStyle) -> some View { self }
}

/// Tab view styles: `.page` shows the chosen page alone (a still shows no page dots).
public struct BuiltInTabViewStyle: Sendable {
    let isPage: Bool
    public static let automatic = BuiltInTabViewStyle(isPage: false)
    public static let tabBarOnly = BuiltInTabViewStyle(isPage: false)
    public static let sidebarAdaptable = BuiltInTabViewStyle(isPage: false)
    public static let page = BuiltInTabViewStyle(isPage: true)
    public static func page(indexDisplayMode: PageIndexDisplayMode) -> BuiltInTabViewStyle { BuiltInTabViewStyle(isPage: true) }
}

public struct PageIndexDisplayMode: Sendable {
    public static let automatic = PageIndexDisplayMode(), always = PageIndexDisplayMode(), never = PageIndexDisplayMode()
}

nonisolated struct TabItemDeclaration<Content: View, ItemLabel: View>: PrimitiveView {
    let content: Content
    let label: ItemLabel
    @MainActor func resolve(in context: ResolveContext) -> [Node] {
        var inner = context
        inner.environment.tabCollector = nil
        if let collector = context.environment.tabCollector { inner.environment.tabPage = (collector.bar, collector.next) }
        let nodes = content.nodes(in: inner)
        if let collector = context.environment.tabCollector {
            for _ in nodes {
                collector.labels[collector.next] = AnyView(label)
                if let badge = context.environment.tabBadge { collector.badges[collector.next] = badge }
                collector.next += 1
            }
        }
        return nodes
    }
}

nonisolated struct BadgeDeclaration<Content: View>: PrimitiveView {
    let content: Content
    let text: String?
    @MainActor func resolve(in context: ResolveContext) -> [Node] {
        if context.environment.tabCollector != nil {
            var inner = context
            inner.environment.tabBadge = text
            return content.nodes(in: inner)
        }
        let nodes = content.nodes(in: context)
        guard let text, context.environment.isInList else { return nodes }
        var secondary = context
        secondary.environment.foregroundStyle = AnyShapeStyle(HierarchicalShapeStyle.secondary)
        let count = Text(verbatim: text).node(in: secondary)
        return nodes.map { Node(.stack(.horizontal, alignment: .center, spacing: nil), children: [$0, Node(.spacer(minLength: nil)), count]) }
    }
}

extension EnvironmentValues {
    var tabCollector: TabCollector? {
        get { self[TabCollectorKey.self] }
        set { self[TabCollectorKey.self] = newValue }
    }
    var tabBadge: String? {
        get { self[TabBadgeKey.self] }
        set { self[TabBadgeKey.self] = newValue }
    }
    var tabViewIsPage: Bool {
        get { self[TabPageKey.self] }
        set { self[TabPageKey.self] = newValue }
    }
}

private struct TabCollectorKey: EnvironmentKey { static var defaultValue: TabCollector? { nil } }
private struct TabBadgeKey: EnvironmentKey { static var defaultValue: String? { nil } }
private struct TabPageKey: EnvironmentKey { static var defaultValue: Bool { false } }
