import ScreenUI

/// Where a container background goes: `.widget` for a widget's.
public struct ContainerBackgroundPlacement: Hashable, Sendable {
    let name: String
    public static let widget = ContainerBackgroundPlacement(name: "widget")
}

extension View {
    /// The widget's background, as on iOS 17 and later: drawn to the widget's edges, with the
    /// content inset by the widget's content margins (16 pt on the Home Screen).
    public func containerBackground<S: ShapeStyle>(_ style: S, for placement: ContainerBackgroundPlacement) -> some View {
        modifier(WidgetContainerBackground(background: Rectangle().fill(style)))
    }

    /// The widget's background as a view.
    public func containerBackground<V: View>(
        for placement: ContainerBackgroundPlacement, alignment: Alignment = .center, @ViewBuilder content: () -> V
    )
        -> some View
    {
        modifier(WidgetContainerBackground(background: content()))
    }

    /// Parts of a widget iOS tints in the accented rendering mode: full colour in a snapshot.
    public func widgetAccentable(_ accentable: Bool = true) -> some View { self }
    public func invalidatableContent(_ invalidatable: Bool = true) -> some View { self }
}

/// The content inset by the widget's margins over a background that fills the widget.
struct WidgetContainerBackground<Background: View>: ViewModifier {
    let background: Background
    @Environment(\.widgetContentMargins) private var margins

    func body(content: Content) -> some View {
        content
            .padding(margins)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(background)
    }
}
