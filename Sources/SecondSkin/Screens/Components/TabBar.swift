import ScreenLayout
import Theme

/// The floating Liquid Glass tab bar: four tabs in a glass capsule with the floating shadow;
/// the selected tab sits on a soft accent pill with its icon in the accent (its label stays in
/// the label colour: accent text this small is below 4.5:1). When the labels no longer fit
/// with a margin either side (the largest type sizes), the tabs show their icons only; each
/// keeps its title as its accessibility label.
enum TabBar {
    static func view(selected: AppTab) -> Node {
        ViewThatFits(in: .horizontal) {
            bar(selected: selected, titles: true).padding(.horizontal, .l)
            bar(selected: selected, titles: false).padding(.horizontal, .l)
        }
        .identifier("tabBar")
    }

    static func bar(selected: AppTab, titles: Bool) -> Node {
        HStack(spacing: 0) {
            for tab in AppTab.allCases { item(tab, isSelected: tab == selected, title: titles) }
        }
        .padding(.all, .xs)
        .background { Material(.glass, in: .capsule) }
        .shadow(.floating)
    }

    static func item(_ tab: AppTab, isSelected: Bool, title: Bool = true) -> Node {
        Button(tab.title, id: "tab.\(tab.rawValue)") {
            VStack(spacing: .xxs) {
                Icon(tab.icon, size: title ? .iconSmall : .iconMedium).foreground(isSelected ? .accent : .label)
                if title { Text(tab.title, style: .caption2, weight: .semibold, lineLimit: 1).truncationAllowed() }
            }
            .foreground(.label)
            .frame(minWidth: 72, minHeight: 48)
            .background {
                if isSelected { Capsule().fill(.accentSoft) }
            }
        }
    }
}
