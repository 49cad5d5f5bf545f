import ScreenLayout
import Theme

/// The floating glass tab bar, adapted to the environment: like ``TabBar/view(selected:)``, but
/// - the selected tab's title is in the label colour (the accent stays on its icon and pill), so
///   that the small title keeps 4.5:1 contrast on the glass in light and dark;
/// - at the accessibility sizes the tabs keep their icons (a little larger) and drop the visible
///   titles, as iOS does (the titles stay the buttons' labels, which iOS shows in the large
///   content viewer), so the four tabs still fit one row.
///
/// ```swift
/// TabBar.view(selected: .ideas, env: env)
/// ```
extension TabBar {
    static func view(selected: AppTab, env: LayoutEnvironment) -> Node {
        let large = env.contentSize.isAccessibility
        return HStack(spacing: 0) {
            for tab in AppTab.allCases {
                Button(tab.title, id: "tab.\(tab.rawValue)") {
                    VStack(spacing: .xxs) {
                        Icon(tab.icon, size: large ? .iconMedium : .iconSmall).foreground(tab == selected ? .accent : .label)
                        // A long title is cut, as iOS cuts tab titles (translations run longer).
                        if !large { Text(tab.title, style: .caption2, weight: .semibold, lineLimit: 1).truncationAllowed() }
                    }
                    .frame(minWidth: 72, minHeight: large ? 52 : 48)
                    .background {
                        if tab == selected { Capsule().fill(.accentSoft) }
                    }
                }
            }
        }
        .padding(.all, .xs)
        .background { Material(.glass, in: .capsule) }
        .shadow(.floating)
        .identifier("tabBar")
    }
}
