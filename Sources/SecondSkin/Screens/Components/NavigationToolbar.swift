import ScreenLayout
import Theme

/// The navigation row of a pushed or tab screen: a glass back button on the leading side and
/// glass action buttons on the trailing side (Liquid Glass is for controls only).
///
/// ```swift
/// NavigationToolbar.view(back: .init(.back, label: "Ideas", id: "board.back"), actions: [.init(.add, label: "Add reference", id: "board.add")])
/// ```
enum NavigationToolbar {
    /// One round glass button of the toolbar.
    ///
    /// ```swift
    /// NavigationToolbar.Item(.add, label: "New board", id: "ideas.add")
    /// ```
    struct Item {
        var icon: IconName
        var label: String
        var id: String
        init(_ icon: IconName, label: String, id: String) {
            self.icon = icon
            self.label = label
            self.id = id
        }
    }

    static func view(back: Item? = nil, actions: [Item] = []) -> Node {
        HStack(spacing: .m) {
            if let back { button(back) }
            Spacer()
            for action in actions { button(action) }
        }
        .frame(maxWidth: .infinity)
    }

    /// Action buttons only, for the trailing side of a title row.
    static func actions(_ items: [Item]) -> Node {
        HStack(spacing: .m) {
            for item in items { button(item) }
        }
    }

    /// A round glass button with the floating shadow, so that it reads on white as on black.
    static func button(_ item: Item) -> Node {
        Button(item.label, id: item.id) {
            Icon(item.icon, size: .iconSmall)
                .frame(width: 44, height: 44)
                .background { Material(.glass, in: .circle) }
        }
        .shadow(.floating)
    }
}
