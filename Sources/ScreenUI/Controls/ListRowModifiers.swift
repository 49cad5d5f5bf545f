import ScreenLayout

/// The values list rows (and sections) carry for their list.
enum ListKeys {
    static let insets = "screenui.listRowInsets"
    static let background = "screenui.listRowBackground"
    static let separator = "screenui.listRowSeparator"
    static let separatorTint = "screenui.listRowSeparatorTint"
    static let sectionSeparator = "screenui.listSectionSeparator"
}

nonisolated extension View {
    /// The row's insets in its cell instead of the list's (16 pt at the sides, 4 pt above and
    /// below); nil keeps them. On a section, every row's.
    ///
    /// ```swift
    /// Image("banner").resizable().listRowInsets(EdgeInsets())
    /// ```
    public func listRowInsets(_ insets: EdgeInsets?) -> some View { listValue(ListKeys.insets, insets) }
    /// A view behind the row, filling its cell, instead of the list's cell colour.
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        nonisolated(unsafe) let view = view
        return wrapping { node, context in
            guard let view else { return node }
            return Node(.layoutValue(LayoutValueBox(key: ListKeys.background, value: view.node(in: context))), children: [node])
        }
    }
    /// Hides the row's separators (on `edges`: below the row, above it, or both).
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        listValue(ListKeys.separator, visibility == .hidden ? edges : VerticalEdge.Set())
    }
    /// Draws the row's separators in a colour.
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        listValue(ListKeys.separatorTint, color.map { (color: $0, edges: edges) })
    }
    /// Hides a grouped section's hairlines above and below it.
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        listValue(ListKeys.sectionSeparator, visibility == .hidden ? edges : VerticalEdge.Set())
    }
    /// Space between a list's rows: in an inset grouped list each row becomes a card of its own.
    public func listRowSpacing(_ spacing: CGFloat?) -> some View { changingEnvironment { $0.listRowSpacing = spacing } }
    /// Space between a list's sections (20 pt by default; `.compact` 8 pt).
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
        changingEnvironment { $0.listSectionSpacing = spacing.points }
    }
    public func listSectionSpacing(_ spacing: CGFloat) -> some View { changingEnvironment { $0.listSectionSpacing = spacing } }
    /// How prominent section headers are: `.increased` draws them in bold title 3, in the label
    /// colour, not uppercased.
    public func headerProminence(_ prominence: Prominence) -> some View { changingEnvironment { $0.headerProminence = prominence } }

    func listValue(_ key: String, _ value: Any?) -> some View {
        nonisolated(unsafe) let value = value
        return wrapping { node, _ in
            guard let value else { return node }
            return Node(.layoutValue(LayoutValueBox(key: key, value: value)), children: [node])
        }
    }
}

public enum Prominence: Hashable, Sendable { case standard, increased }

/// Space between list sections, as SwiftUI's `ListSectionSpacing`.
public struct ListSectionSpacing: Hashable, Sendable {
    let points: CGFloat?
    public static let `default` = ListSectionSpacing(points: nil), compact = ListSectionSpacing(points: 8)
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(points: spacing) }
}

extension EnvironmentValues {
    public var headerProminence: Prominence {
        get { self[HeaderProminenceKey.self] }
        set { self[HeaderProminenceKey.self] = newValue }
    }
    var listRowSpacing: CGFloat? {
        get { self[ListRowSpacingKey.self] }
        set { self[ListRowSpacingKey.self] = newValue }
    }
    var listSectionSpacing: CGFloat? {
        get { self[ListSectionSpacingKey.self] }
        set { self[ListSectionSpacingKey.self] = newValue }
    }
}

private struct HeaderProminenceKey: EnvironmentKey { static var defaultValue: Prominence { .standard } }
private struct ListRowSpacingKey: EnvironmentKey { static var defaultValue: CGFloat? { nil } }
private struct ListSectionSpacingKey: EnvironmentKey { static var defaultValue: CGFloat? { nil } }
