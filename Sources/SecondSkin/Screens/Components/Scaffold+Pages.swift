import ScreenLayout
import Theme

/// More frames in the style of ``Scaffold``, for screens with toolbar buttons or one wide
/// column:
/// - ``header(_:subtitle:actions:)``: the large title with glass action buttons beside it;
/// - ``compact(title:subtitle:toolbar:tab:env:background:_:)``: one column under a pinned
///   navigation row (back and actions), the tab bar below;
/// - ``wide(title:subtitle:back:actions:tab:env:maxWidth:_:)``: regular widths in one wide column,
///   the tab bar floating at the top centre as on iPad;
/// - ``split(header:tab:env:primaryFraction:primary:secondary:)``: two panes whose primary
///   starts with a custom header.
///
/// ```swift
/// Scaffold.compact(title: "Koi & waves", toolbar: NavigationToolbar.view(back: back), tab: .ideas, env: env) { grid }
/// ```
extension Scaffold {
    /// The size of an icon set in a line of text: larger at the accessibility sizes, so that it
    /// keeps up with the words beside it.
    static func inlineIcon(_ env: LayoutEnvironment) -> DimensionName { env.contentSize.isAccessibility ? .iconMedium : .iconSmall }

    /// The large title (and subtitle) with action buttons on its trailing side.
    static func header(_ text: String, subtitle: String? = nil, actions: [NavigationToolbar.Item] = []) -> Node {
        HStack(alignment: .top, spacing: .m) {
            title(text, subtitle: subtitle)
            if !actions.isEmpty { NavigationToolbar.actions(actions) }
        }
    }

    /// One column (phones) under a pinned navigation row (if any); the large title scrolls with
    /// the content; the tab bar adapts to the accessibility sizes.
    static func compact(
        title text: String, subtitle: String? = nil, toolbar: Node?, tab: AppTab?, env: LayoutEnvironment, background: ColorName = .background,
        @NodeBuilder _ content: () -> [Node]
    ) -> Node {
        VStack(spacing: 0) {
            if let toolbar { toolbar.padding(.horizontal, margin(env)).padding(.top, .xs).padding(.bottom, .xxs) }
            ScrollView {
                VStack(alignment: .leading, spacing: .l) {
                    title(text, subtitle: subtitle)
                    for node in content() { node }
                }
                .padding(.horizontal, margin(env))
                .padding(.top, toolbar == nil ? .s : .xs)
                .padding(.bottom, .xxl)
            }
            if let tab {
                TabBar.view(selected: tab, env: env).padding(.top, .xs).padding(.bottom, .s)
            }
        }
        .background { Color(background).ignoresSafeArea() }
    }

    /// One wide column for regular widths: one bar at the top with the back button on the
    /// leading side, the tab bar floating in the centre and the actions on the trailing side (as
    /// on iPad); the title and the content scroll below it, no wider than `maxWidth`.
    static func wide(
        title text: String, subtitle: String? = nil, back: NavigationToolbar.Item? = nil, actions: [NavigationToolbar.Item] = [], tab: AppTab?,
        env: LayoutEnvironment, maxWidth: Double = 1100, @NodeBuilder _ content: () -> [Node]
    ) -> Node {
        VStack(spacing: .s) {
            ZStack {
                if let tab { TabBar.view(selected: tab, env: env) }
                if back != nil || !actions.isEmpty { NavigationToolbar.view(back: back, actions: actions) }
            }
            .padding(.horizontal, margin(env))
            .padding(.top, .s)
            ScrollView {
                VStack(alignment: .leading, spacing: .xl) {
                    title(text, subtitle: subtitle)
                    for node in content() { node }
                }
                .frame(maxWidth: maxWidth)
                .padding(.horizontal, margin(env))
                .padding(.top, .s)
                .padding(.bottom, .xxl)
                .frame(maxWidth: .infinity)
            }
        }
        .background { Color(.background).ignoresSafeArea() }
    }

    /// Two panes (regular widths) like ``split(title:subtitle:tab:env:primaryFraction:primary:secondary:)``,
    /// with `header` (for example ``header(_:subtitle:actions:)``) at the top of the primary.
    static func split(
        header: Node, tab: AppTab?, env: LayoutEnvironment, primaryFraction: Double = 0.42, @NodeBuilder primary: () -> [Node],
        @NodeBuilder secondary: () -> [Node]
    ) -> Node {
        TwoPane(TwoPaneSpec(primaryFraction: primaryFraction, primaryMinimum: 320)) {
            VStack(alignment: .leading, spacing: .m) {
                if let tab { TabBar.view(selected: tab, env: env).frame(maxWidth: .infinity, alignment: .leading) }
                ScrollView {
                    VStack(alignment: .leading, spacing: .l) {
                        header
                        for node in primary() { node }
                    }
                    .padding(.bottom, .xxl)
                }
            }
            .padding(.horizontal, margin(env))
            .padding(.top, .s)
            .background { Color(.background).ignoresSafeArea() }
        } secondary: {
            ScrollView {
                VStack(alignment: .leading, spacing: .l) { secondary() }
                    .padding(.all, margin(env))
            }
            .background { Color(.secondaryBackground).ignoresSafeArea() }
        }
    }
}
