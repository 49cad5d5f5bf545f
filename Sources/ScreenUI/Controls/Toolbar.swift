import ScreenLayout

/// Where a toolbar item goes, as SwiftUI's `ToolbarItemPlacement`.
public struct ToolbarItemPlacement: Hashable, Sendable {
    enum Side: Hashable, Sendable { case leading, trailing, principal, bottom }
    let side: Side
    public static let automatic = ToolbarItemPlacement(side: .trailing)
    public static let topBarLeading = ToolbarItemPlacement(side: .leading)
    public static let topBarTrailing = ToolbarItemPlacement(side: .trailing)
    public static let navigationBarLeading = ToolbarItemPlacement(side: .leading)
    public static let navigationBarTrailing = ToolbarItemPlacement(side: .trailing)
    public static let principal = ToolbarItemPlacement(side: .principal)
    public static let primaryAction = ToolbarItemPlacement(side: .trailing)
    public static let secondaryAction = ToolbarItemPlacement(side: .trailing)
    public static let confirmationAction = ToolbarItemPlacement(side: .trailing)
    public static let cancellationAction = ToolbarItemPlacement(side: .leading)
    public static let destructiveAction = ToolbarItemPlacement(side: .trailing)
    public static let navigation = ToolbarItemPlacement(side: .leading)
    public static let bottomBar = ToolbarItemPlacement(side: .bottom)
    public static let keyboard = ToolbarItemPlacement(side: .bottom)
    public static let status = ToolbarItemPlacement(side: .bottom)
}

/// One item of a toolbar, as SwiftUI's `ToolbarItem`.
nonisolated public struct ToolbarItem<ID, Content: View>: PrimitiveView {
    let placement: ToolbarItemPlacement
    let content: Content
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == Void {
        self.placement = placement
        self.content = content()
    }
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == String {
        self.placement = placement
        self.content = content()
    }
    @MainActor public func resolve(in context: ResolveContext) -> [Node] {
        context.environment.toolbarCollector?.add(placement.side, content.nodes(in: context))
        return []
    }
}

/// Several toolbar items in one place, as SwiftUI's `ToolbarItemGroup`.
nonisolated public struct ToolbarItemGroup<Content: View>: PrimitiveView {
    let placement: ToolbarItemPlacement
    let content: Content
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
    @MainActor public func resolve(in context: ResolveContext) -> [Node] {
        context.environment.toolbarCollector?.add(placement.side, content.nodes(in: context))
        return []
    }
}

/// The items a view's `.toolbar` declares, by side.
final class ToolbarCollector {
    var items: [ToolbarItemPlacement.Side: [Node]] = [:]
    func add(_ side: ToolbarItemPlacement.Side, _ nodes: [Node]) { items[side, default: []] += nodes }
}

nonisolated extension View {
    /// Items for the enclosing navigation bar: leading and trailing buttons are drawn in the
    /// bar, each on a Liquid Glass capsule (iOS 26); a principal item replaces the inline title.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let items = content()
        return ToolbarDeclaration(content: self, items: items)
    }
    /// Hides (or shows) the navigation bar: `.hidden` for `.navigationBar` (or `.automatic`)
    /// leaves the content at the top of the safe area, with no title and no bar items. Other
    /// bars' visibility is reported, not drawn.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement..., fileID: String = #fileID, line: Int = #line) -> some View {
        barVisibility(visibility, bars, fileID, line)
    }
    /// iOS 18's name for `toolbar(_:for:)`.
    public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement..., fileID: String = #fileID, line: Int = #line) -> some View {
        barVisibility(visibility, bars, fileID, line)
    }
    /// A fill behind the navigation bar (from the screen's top edge to the bar's bottom), as iOS
    /// shows it. Other bars' backgrounds are reported, not drawn.
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement..., fileID: String = #fileID, line: Int = #line) -> some View
    {
        let fill = AnyShapeStyle(style)
        return barSetting(bars, "toolbarBackground", fileID, line) { $0.barBackground = fill }
    }
    /// `.hidden` removes a fill set by `toolbarBackground(_:for:)`, in whichever order the two
    /// are written; `.visible` keeps it (the kit's bar has no background of its own to show).
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement..., fileID: String = #fileID, line: Int = #line) -> some View {
        barSetting(bars, "toolbarBackground", fileID, line) { if visibility != .automatic { $0.isBarBackgroundHidden = visibility == .hidden } }
    }

    /// Hides or shows the navigation bar, and the tab bar of the enclosing `TabView` while this
    /// view's tab is the one shown (`.toolbar(.hidden, for: .tabBar)`).
    func barVisibility(_ visibility: Visibility, _ bars: [ToolbarPlacement], _ fileID: String, _ line: Int) -> some View {
        let tabBar = bars.contains { $0.kind == .tabBar }
        let rest = bars.filter { $0.kind != .tabBar }
        let hidesTabBar: Bool? = tabBar && visibility != .automatic ? visibility == .hidden : nil
        return TabBarVisibility(
            content: barSetting(rest, "toolbar visibility", fileID, line, appliesWhenEmpty: !tabBar) {
                if visibility != .automatic { $0.isHidden = visibility == .hidden }
            }, hidden: hidesTabBar)
    }

    /// Applies `change` to the enclosing navigation bar when `bars` name it; a setting for
    /// another bar (tab bar, bottom bar) is reported as a finding.
    func barSetting(
        _ bars: [ToolbarPlacement], _ name: String, _ fileID: String, _ line: Int, appliesWhenEmpty: Bool = true,
        _ change: @escaping (NavigationBarState) -> Void
    ) -> some View {
        let others = bars.filter { $0.kind != .navigationBar && $0.kind != .automatic }
        let applies = (bars.isEmpty && appliesWhenEmpty) || others.count < bars.count
        return NavigationPreference(content: self) { bar in if applies { change(bar) } }
            .unsupportedIf(
                !others.isEmpty, "\(name) for the \(others.map(\.kind.rawValue).joined(separator: ", ")) is not drawn", fileID: fileID, line: line)
    }
    /// The navigation bar's title and buttons in `scheme` while its background is drawn (as on
    /// iOS, where the scheme applies to a visible bar background); other bars' are reported.
    public func toolbarColorScheme(_ scheme: ColorScheme?, for bars: ToolbarPlacement..., fileID: String = #fileID, line: Int = #line) -> some View {
        barSetting(bars, "toolbarColorScheme", fileID, line) { $0.colorScheme = scheme }
    }
    public func toolbarRole(_ role: ToolbarRole) -> some View { self }
    /// The older `toolbar(.hidden, for: .navigationBar)`.
    public func navigationBarHidden(_ hidden: Bool, fileID: String = #fileID, line: Int = #line) -> some View {
        barVisibility(hidden ? .hidden : .visible, [.navigationBar], fileID, line)
    }
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        toolbar {
            ToolbarItem(placement: .topBarLeading) { leading }
            ToolbarItem(placement: .topBarTrailing) { trailing }
        }
    }
    public func navigationBarItems<T: View>(trailing: T) -> some View { toolbar { ToolbarItem(placement: .topBarTrailing) { trailing } } }
    public func navigationBarItems<L: View>(leading: L) -> some View { toolbar { ToolbarItem(placement: .topBarLeading) { leading } } }
}

/// Which bar a toolbar setting is for, as SwiftUI's `ToolbarPlacement`.
public struct ToolbarPlacement: Hashable, Sendable {
    enum Kind: String, Hashable, Sendable {
        case automatic
        case navigationBar = "navigation bar"
        case tabBar = "tab bar"
        case bottomBar = "bottom bar"
    }
    let kind: Kind
    public static let automatic = ToolbarPlacement(kind: .automatic)
    public static let navigationBar = ToolbarPlacement(kind: .navigationBar)
    public static let tabBar = ToolbarPlacement(kind: .tabBar)
    public static let bottomBar = ToolbarPlacement(kind: .bottomBar)
}
public struct ToolbarRole: Hashable, Sendable {
    public static let automatic = ToolbarRole(), navigationStack = ToolbarRole(), browser = ToolbarRole(), editor = ToolbarRole()
}

/// A view with toolbar items for the enclosing navigation bar.
nonisolated struct ToolbarDeclaration<Content: View, Items: View>: PrimitiveView {
    let content: Content
    let items: Items
    @MainActor func resolve(in context: ResolveContext) -> [Node] {
        if let collector = context.environment.navigationBar?.toolbar {
            var inner = context
            inner.environment.toolbarCollector = collector
            inner.environment.buttonFillsBar = true
            // A label in a bar shows its icon only, as iOS draws toolbar labels (a label style
            // set on the item still wins).
            if inner.environment.labelStyleKind == .automatic { inner.environment.labelStyleKind = .iconOnly }
            // Views written straight in `.toolbar { … }` (no ToolbarItem) go where an automatic
            // item goes, trailing; they were dropped.
            let loose = items.nodes(in: inner)
            if !loose.isEmpty { collector.add(.trailing, loose) }
        }
        return content.nodes(in: context)
    }
}

extension EnvironmentValues {
    var toolbarCollector: ToolbarCollector? {
        get { self[ToolbarCollectorKey.self] }
        set { self[ToolbarCollectorKey.self] = newValue }
    }
}

private struct ToolbarCollectorKey: EnvironmentKey { static var defaultValue: ToolbarCollector? { nil } }

/// A tab's page that hides (or shows) the tab bar while it is the page shown.
nonisolated struct TabBarVisibility<Content: View>: PrimitiveView {
    let content: Content
    let hidden: Bool?
    @MainActor func resolve(in context: ResolveContext) -> [Node] {
        if let hidden {
            // Inside a page, or on the page itself (`.tabItem { … }.toolbar(.hidden, for: .tabBar)`).
            if let page = context.environment.tabPage {
                page.bar.hiddenPages[page.index] = hidden
            } else if let collector = context.environment.tabCollector {
                collector.bar.hiddenPages[collector.next] = hidden
            }
        }
        return content.nodes(in: context)
    }
}

/// What a `TabView`'s pages ask of its bar, by page.
final class TabBarState {
    var hiddenPages: [Int: Bool] = [:]
}

extension EnvironmentValues {
    /// The tab bar and the index of the page being resolved, inside a `TabView`'s page.
    var tabPage: (bar: TabBarState, index: Int)? {
        get { self[TabPageKey.self] }
        set { self[TabPageKey.self] = newValue }
    }
}

private struct TabPageKey: EnvironmentKey { static var defaultValue: (bar: TabBarState, index: Int)? { nil } }
