import ScreenLayout

/// How list items are tinted, as SwiftUI's `ListItemTint`: `.fixed` and `.preferred` colour
/// the icons of the `Label`s in a list's rows (a still has no system setting to prefer over the
/// colour), `.monochrome` draws them in the primary colour.
public struct ListItemTint: Sendable, Equatable {
    let color: Color?
    public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }
    public static func preferred(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }
    public static let monochrome = ListItemTint(color: .primary)
}

nonisolated extension View {
    /// The tint of the list items inside (their labels' icons), as SwiftUI's `listItemTint`;
    /// nil keeps what is above.
    ///
    /// ```swift
    /// Label("Inbox", systemImage: "tray").listItemTint(.orange)
    /// ```
    public func listItemTint(_ tint: ListItemTint?) -> some View {
        changingEnvironment { if let color = tint?.color { $0.listItemTintStyle = AnyShapeStyle(color) } }
    }

    public func listItemTint(_ tint: Color?) -> some View { listItemTint(tint.map(ListItemTint.fixed)) }
}

private struct ListItemTintKey: EnvironmentKey {
    static let defaultValue: AnyShapeStyle? = nil
}

private struct DefaultMinListRowHeightKey: EnvironmentKey {
    static let defaultValue: CGFloat? = nil
}

extension EnvironmentValues {
    /// What ``View/listItemTint(_:)-(ListItemTint?)`` set: the colour of list items' icons.
    var listItemTintStyle: AnyShapeStyle? {
        get { self[ListItemTintKey.self] }
        set { self[ListItemTintKey.self] = newValue }
    }

    /// The least height of a list row, as SwiftUI's `\.defaultMinListRowHeight`; nil (unset)
    /// keeps iOS 26's 52 pt.
    ///
    /// ```swift
    /// List { … }.environment(\.defaultMinListRowHeight, 36)
    /// ```
    public var defaultMinListRowHeight: CGFloat {
        get { self[DefaultMinListRowHeightKey.self] ?? 52 }
        set { self[DefaultMinListRowHeightKey.self] = newValue }
    }
}
