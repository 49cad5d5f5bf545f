import ScreenUI

/// A widget's entry view as iOS shows it on the Home Screen or Lock Screen: the family's size,
/// its `@Environment(\.widgetFamily)`, rounded corners (continuous, 22 pt) for the Home Screen
/// families, over the system background unless the view sets a container background.
///
/// ```swift
/// assertViewSnapshot(of: WidgetPreview(.systemMedium) { StepsView(entry: .sample) }, named: "StepsWidget")
/// ```
nonisolated public struct WidgetPreview<Content: View>: View {
    public let family: WidgetFamily
    public let screen: WidgetFamily.Screen
    let content: Content

    public init(_ family: WidgetFamily, on screen: WidgetFamily.Screen = .iPhone, @ViewBuilder content: () -> Content) {
        self.family = family
        self.screen = screen
        self.content = content()
    }

    @MainActor public var body: some View {
        let size = family.size(on: screen)
        if family.isSystem {
            content
                .frame(width: size.width, height: size.height)
                .background(Color(uiColor: .systemBackground))
                .clipShape(RoundedRectangle(cornerRadius: 22, style: .continuous))
                .environment(\.widgetFamily, family)
        } else {
            content
                .frame(width: size.width, height: size.height)
                .environment(\.widgetFamily, family)
        }
    }
}
