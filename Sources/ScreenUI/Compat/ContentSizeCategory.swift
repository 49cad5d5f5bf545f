import Theme

/// The older name of the Dynamic Type sizes, as SwiftUI's `ContentSizeCategory`
/// (`@Environment(\.sizeCategory)`); it reads and writes the same size as `dynamicTypeSize`.
///
/// ```swift
/// @Environment(\.sizeCategory) var sizeCategory
/// var columns: Int { sizeCategory.isAccessibilityCategory ? 1 : 2 }
/// ```
public typealias ContentSizeCategory = ThemeContentSizeCategory

extension ContentSizeCategory {
    public static let accessibilityMedium = ContentSizeCategory.accessibility1
    public static let accessibilityLarge = ContentSizeCategory.accessibility2
    public static let accessibilityExtraLarge = ContentSizeCategory.accessibility3
    public static let accessibilityExtraExtraLarge = ContentSizeCategory.accessibility4
    public static let accessibilityExtraExtraExtraLarge = ContentSizeCategory.accessibility5
    /// Whether this is one of the five accessibility sizes.
    public var isAccessibilityCategory: Bool { isAccessibility }
}

extension EnvironmentValues {
    /// The Dynamic Type size under its older name.
    public var sizeCategory: ContentSizeCategory {
        get { dynamicTypeSize.category }
        set { dynamicTypeSize = DynamicTypeSize(newValue) }
    }
    /// A snapshot is taken with VoiceOver off.
    public var accessibilityVoiceOverEnabled: Bool { false }
    /// A snapshot is taken with Switch Control off.
    public var accessibilitySwitchControlEnabled: Bool { false }
    /// A snapshot is taken with Button Shapes off.
    public var accessibilityShowButtonShapes: Bool { false }
}
