import ScreenLayout

/// A tab's own modifiers, as SwiftUI's `TabContent` modifiers: each keeps the `Tab` a tab (with
/// its value's type), so `Tab(…, value: .cats) { … }.badge(5)` still reads `.cats` as a case of
/// the selection's type.
extension Tab {
    /// A count on the tab's bar item (0 shows none).
    public func badge(_ count: Int) -> Tab {
        var tab = self
        tab.badgeText = count == 0 ? nil : "\(count)"
        return tab
    }
    public func badge(_ label: Text?) -> Tab {
        var tab = self
        tab.badgeText = label?.plainText
        return tab
    }
    public func badge(_ key: LocalizedStringKey) -> Tab { badge(Text(key)) }
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> Tab { badge(label.map { Text(verbatim: String($0)) }) }

    /// A hidden tab is neither in the bar nor a page.
    public func hidden(_ hidden: Bool = true) -> Tab {
        var tab = self
        tab.isHidden = hidden
        return tab
    }
    /// A disabled tab's bar item is dimmed, as iOS draws it.
    public func disabled(_ disabled: Bool) -> Tab {
        var tab = self
        tab.isDisabled = disabled
        return tab
    }

    /// Customising the tab bar happens in iPadOS's sidebar editor, which a still does not open:
    /// these say how the tab may be moved or hidden there.
    public func customizationID(_ id: String) -> Tab { self }
    public func customizationBehavior(_ behavior: TabCustomizationBehavior, for placements: AdaptableTabBarPlacement...) -> Tab { self }
    public func defaultVisibility(_ visibility: Visibility, for placements: AdaptableTabBarPlacement...) -> Tab { self }
    public func tabPlacement(_ placement: TabPlacement) -> Tab { self }
    public func springLoadingBehavior(_ behavior: SpringLoadingBehavior) -> Tab { self }

    public func accessibilityLabel(_ label: Text) -> Tab { self }
    public func accessibilityLabel(_ key: LocalizedStringKey) -> Tab { self }
    public func accessibilityIdentifier(_ identifier: String) -> Tab { self }
    public func accessibilityHint(_ hint: Text) -> Tab { self }
}

/// How a tab may be customised in iPadOS's tab bar editor.
public struct TabCustomizationBehavior: Hashable, Sendable {
    let rawValue: Int
    public static let automatic = TabCustomizationBehavior(rawValue: 0)
    public static let reorderable = TabCustomizationBehavior(rawValue: 1)
    public static let disabled = TabCustomizationBehavior(rawValue: 2)
}

/// Where an adaptable tab bar shows a tab: the bar, or iPadOS's sidebar.
public struct AdaptableTabBarPlacement: Hashable, Sendable {
    let rawValue: Int
    public static let automatic = AdaptableTabBarPlacement(rawValue: 0)
    public static let tabBar = AdaptableTabBarPlacement(rawValue: 1)
    public static let sidebar = AdaptableTabBarPlacement(rawValue: 2)
}

/// Where a tab appears among the others.
public struct TabPlacement: Hashable, Sendable {
    let rawValue: Int
    public static let automatic = TabPlacement(rawValue: 0)
    public static let pinned = TabPlacement(rawValue: 1)
    public static let sidebarOnly = TabPlacement(rawValue: 2)
}

/// Whether dragging over a control activates it (iPadOS); a still drags nothing.
public struct SpringLoadingBehavior: Hashable, Sendable {
    let rawValue: Int
    public static let automatic = SpringLoadingBehavior(rawValue: 0)
    public static let enabled = SpringLoadingBehavior(rawValue: 1)
    public static let disabled = SpringLoadingBehavior(rawValue: 2)
}
