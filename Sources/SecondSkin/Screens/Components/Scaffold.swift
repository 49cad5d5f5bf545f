import ScreenLayout
import Theme

/// The frame every tab screen sits in.
/// - Compact width (phones, Duo outer, iPad ⅓): a large title and the content in a scroll view,
///   the floating glass tab bar below it.
/// - Regular width (iPad, Duo inner): two panes — the primary with the tab bar, title and list,
///   the secondary with the detail — split at the fold when the Duo is half folded.
enum Scaffold {
    /// The horizontal margin of content on this device.
    static func margin(_ env: LayoutEnvironment) -> Length { .points(env.device.layoutMargin + 4) }

    static func title(_ text: String, subtitle: String? = nil) -> Node {
        VStack(alignment: .leading, spacing: .xxs) {
            Text(text, style: .largeTitle, weight: .bold).accessibility(role: .header)
            if let subtitle { Text(subtitle, style: .subheadline).foreground(.secondaryLabel) }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }

    /// One column with the tab bar (phones).
    static func compact(
        title text: String, subtitle: String? = nil, tab: AppTab?, env: LayoutEnvironment, background: ColorName = .background,
        @NodeBuilder _ content: () -> [Node]
    ) -> Node {
        VStack(spacing: 0) {
            ScrollView {
                VStack(alignment: .leading, spacing: .l) {
                    title(text, subtitle: subtitle)
                    for node in content() { node }
                }
                .padding(.horizontal, margin(env))
                .padding(.top, .s)
                .padding(.bottom, .xxl)
            }
            if let tab {
                TabBar.view(selected: tab).padding(.top, .xs).padding(.bottom, .s)
            }
        }
        .background { Color(background).ignoresSafeArea() }
    }

    /// Two panes (regular widths): the primary has the tab bar, the title and its content; the
    /// secondary its own scrolling detail, on the secondary background.
    static func split(
        title text: String, subtitle: String? = nil, tab: AppTab?, env: LayoutEnvironment, primaryFraction: Double = 0.42,
        @NodeBuilder primary: () -> [Node], @NodeBuilder secondary: () -> [Node]
    ) -> Node {
        TwoPane(TwoPaneSpec(primaryFraction: primaryFraction, primaryMinimum: 320)) {
            // The margin is inside the scroll view, so shadows of cards at the edges are not cut.
            VStack(alignment: .leading, spacing: .m) {
                if let tab { paneTabBar(tab, env: env) }
                ScrollView {
                    VStack(alignment: .leading, spacing: .l) {
                        title(text, subtitle: subtitle)
                        for node in primary() { node }
                    }
                    .padding(.horizontal, margin(env))
                    .padding(.bottom, .xxl)
                }
            }
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

    /// The tab bar at the top of a leading pane, its capsule aligned with the content's margin
    /// (the bar keeps a space-l inset either side for its fit test).
    static func paneTabBar(_ tab: AppTab, env: LayoutEnvironment) -> Node {
        TabBar.view(selected: tab)
            .padding(.leading, .points(max(0, env.device.layoutMargin + 4 - env.theme.spacing(.l))))
            .frame(maxWidth: .infinity, alignment: .leading)
    }
}
