import ScreenUI

extension ContainerBackgroundPlacement {
    /// A widget's background: drawn to the widget's edges, with the content inset by the
    /// widget's content margins (16 pt on the Home Screen), as on iOS 17 and later.
    public static let widget = ContainerBackgroundPlacement(_name: "widget") { content, background in
        AnyView(content.modifier(WidgetContainerBackground(background: background)))
    }
}

nonisolated extension View {
    /// Parts of a widget iOS tints in the accented rendering mode: full colour in a snapshot.
    public func widgetAccentable(_ accentable: Bool = true) -> some View { self }
    public func invalidatableContent(_ invalidatable: Bool = true) -> some View { self }
}

/// The content inset by the widget's margins over a background that fills the widget.
nonisolated struct WidgetContainerBackground<Background: View>: ViewModifier {
    let background: Background
    @Environment(\.widgetContentMargins) private var margins

    @MainActor func body(content: Content) -> some View {
        content
            .padding(margins)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(background)
    }
}
