import Theme

/// Icons by semantic name. Each maps, in this one table, to a glyph of the Material Icons font
/// (Debian's fonts-material-design-icons-iconfont), drawn through its ligature name.
///
/// ```swift
/// Icon(.photos, size: .iconMedium).foreground(.accent)
/// ```
public struct IconName: Hashable, Sendable, CustomStringConvertible {
    /// The Material Icons ligature that draws the glyph.
    public let glyph: String
    public init(glyph: String) { self.glyph = glyph }
    public var description: String { glyph }

    public static let photos = IconName(glyph: "photo_library")
    public static let collection = IconName(glyph: "collections")
    public static let ideas = IconName(glyph: "lightbulb")
    public static let calendar = IconName(glyph: "event")
    public static let stats = IconName(glyph: "insights")
    public static let aftercare = IconName(glyph: "healing")
    public static let heart = IconName(glyph: "favorite")
    public static let lock = IconName(glyph: "lock")
    public static let privacy = IconName(glyph: "visibility_off")
    public static let noTracking = IconName(glyph: "block")
    public static let add = IconName(glyph: "add")
    public static let chevronRight = IconName(glyph: "chevron_right")
    public static let check = IconName(glyph: "check_circle")
    public static let edit = IconName(glyph: "edit")
}

/// The font family that draws ``IconName`` glyphs.
public let iconFontFamily = "Material Icons"

/// An icon leaf of a fixed square size from the theme.
///
/// ```swift
/// Icon(.calendar, size: .iconSmall)
/// ```
public func Icon(_ name: IconName, size: DimensionName = .iconMedium) -> Node {
    Node(.icon(name, size: size))
}
