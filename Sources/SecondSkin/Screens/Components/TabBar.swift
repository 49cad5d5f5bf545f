import ScreenLayout
import Theme

/// The floating Liquid Glass tab bar: four tabs in a glass capsule with the floating shadow;
/// the selected tab is tinted with the accent on a soft pill.
enum TabBar {
    static func view(selected: AppTab) -> Node {
        HStack(spacing: 0) {
            for tab in AppTab.allCases { item(tab, isSelected: tab == selected) }
        }
        .padding(.all, .xs)
        .background { Material(.glass, in: .capsule) }
        .shadow(.floating)
        .identifier("tabBar")
    }

    static func item(_ tab: AppTab, isSelected: Bool) -> Node {
        Button(tab.title, id: "tab.\(tab.rawValue)") {
            VStack(spacing: .xxs) {
                Icon(tab.icon, size: .iconSmall)
                Text(tab.title, style: .caption2, weight: .semibold, lineLimit: 1)
            }
            .foreground(isSelected ? .accent : .label)
            .frame(minWidth: 72, minHeight: 48)
            .background {
                if isSelected { Capsule().fill(.accentSoft) }
            }
        }
    }
}
