/// The accessibility display settings an iOS user turns on, as a snapshot axis. All off by
/// default; each changes what the layout engine produces:
///
/// - ``boldText``: every text one weight step heavier (regular → semibold, semibold → bold, …),
///   measured that way, so text grows as on iOS.
/// - ``increaseContrast``: the high-contrast variants of colours. A colour token's own
///   (`highContrast` / `highContrastDark` in its `$extensions.screenkit.modes`) when it has
///   one; otherwise derived: translucent text and strokes half way to opaque (secondary
///   labels, separators), saturated colours 20 % darker in light and lighter in dark; neutral
///   surfaces and translucent fills stay. The contrast audit then asks for WCAG's enhanced
///   ratios (7:1, large text 4.5:1).
/// - ``reduceTransparency``: materials (frosted, glass) become their opaque tint.
/// - ``buttonShapes``: text of a control that has no shape behind it is underlined.
/// - ``smartInvert``: every colour inverted (text, icons, fills, strokes, gradients, material
///   tints, shadows) except photos and images, which iOS's Smart Invert leaves as they are.
///
/// ```swift
/// var env = LayoutEnvironment(device: .iPhone17Pro, theme: theme)
/// env.display = DisplaySettings(boldText: true, increaseContrast: true)
/// ```
public struct DisplaySettings: Hashable, Sendable {
    public var boldText: Bool
    public var increaseContrast: Bool
    public var reduceTransparency: Bool
    public var buttonShapes: Bool
    public var smartInvert: Bool

    public init(
        boldText: Bool = false, increaseContrast: Bool = false, reduceTransparency: Bool = false, buttonShapes: Bool = false,
        smartInvert: Bool = false
    ) {
        self.boldText = boldText
        self.increaseContrast = increaseContrast
        self.reduceTransparency = reduceTransparency
        self.buttonShapes = buttonShapes
        self.smartInvert = smartInvert
    }

    /// Everything off: what the existing snapshots show.
    public static let standard = DisplaySettings()

    /// The parts of a snapshot's file name, in a fixed order: `bold`, `contrast`, `opaque`,
    /// `buttonshapes`, `invert` (none when all are off, so existing names do not change).
    public var nameParts: [String] {
        var parts: [String] = []
        if boldText { parts.append("bold") }
        if increaseContrast { parts.append("contrast") }
        if reduceTransparency { parts.append("opaque") }
        if buttonShapes { parts.append("buttonshapes") }
        if smartInvert { parts.append("invert") }
        return parts
    }
}
