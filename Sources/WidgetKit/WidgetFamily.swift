import ScreenUI

/// A widget's size, as WidgetKit's, with the size iOS gives it.
public enum WidgetFamily: String, CaseIterable, Sendable, CustomStringConvertible {
    case systemSmall, systemMedium, systemLarge, systemExtraLarge
    case accessoryCircular, accessoryRectangular, accessoryInline

    public var description: String { rawValue }

    /// The screens a size table covers.
    public enum Screen: Sendable {
        /// A 6.1–6.3-inch iPhone (390–402 pt wide).
        case iPhone
        /// An 11-inch iPad.
        case iPad
    }

    /// The widget's size in points, from the sizes iOS gives widgets on a 390–393 pt wide
    /// iPhone (Apple's HIG size table, measured on devices) and on an 11-inch iPad; the Lock
    /// Screen families as on a 6.1-inch iPhone. A 402 pt wide iPhone 17 Pro is taken as the
    /// same class.
    public func size(on screen: Screen) -> CGSize {
        switch (self, screen) {
        case (.systemSmall, .iPhone): CGSize(width: 158, height: 158)
        case (.systemMedium, .iPhone): CGSize(width: 338, height: 158)
        case (.systemLarge, .iPhone): CGSize(width: 338, height: 354)
        case (.systemExtraLarge, .iPhone): CGSize(width: 338, height: 354)
        case (.systemSmall, .iPad): CGSize(width: 155, height: 155)
        case (.systemMedium, .iPad): CGSize(width: 342, height: 155)
        case (.systemLarge, .iPad): CGSize(width: 342, height: 342)
        case (.systemExtraLarge, .iPad): CGSize(width: 715, height: 342)
        case (.accessoryCircular, _): CGSize(width: 72, height: 72)
        case (.accessoryRectangular, _): CGSize(width: 160, height: 72)
        case (.accessoryInline, _): CGSize(width: 234, height: 26)
        }
    }

    /// Home Screen widgets have a background and rounded corners; Lock Screen ones neither.
    var isSystem: Bool { rawValue.hasPrefix("system") }
}

/// How a widget is being drawn: in full colour on the Home Screen.
public struct WidgetRenderingMode: Hashable, Sendable {
    let name: String
    public static let fullColor = WidgetRenderingMode(name: "fullColor")
    public static let accented = WidgetRenderingMode(name: "accented")
    public static let vibrant = WidgetRenderingMode(name: "vibrant")
}

extension EnvironmentValues {
    /// The family of the widget being drawn (`systemSmall` outside a widget).
    public var widgetFamily: WidgetFamily {
        get { self[WidgetFamilyKey.self] }
        set { self[WidgetFamilyKey.self] = newValue }
    }
    public var widgetRenderingMode: WidgetRenderingMode { .fullColor }
    public var showsWidgetContainerBackground: Bool { self[WidgetFamilyKey.self].isSystem }
    /// The margins iOS keeps around a widget's content: 16 pt on the Home Screen, none on the
    /// Lock Screen.
    public var widgetContentMargins: EdgeInsets {
        self[WidgetFamilyKey.self].isSystem ? EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16) : EdgeInsets()
    }
}

private struct WidgetFamilyKey: EnvironmentKey {
    static var defaultValue: WidgetFamily { .systemSmall }
}
