import Theme

/// An icon: a glyph of the Material Icons font (Debian's fonts-material-design-icons-iconfont),
/// drawn through its ligature name. An app names its own icons in an extension.
///
/// ```swift
/// extension IconName { static let photos = IconName(glyph: "photo_library") }
/// Icon(.photos, size: .iconMedium).foreground(.tint)
/// ```
public struct IconName: Hashable, Sendable, CustomStringConvertible {
    /// The Material Icons ligature that draws the glyph.
    public let glyph: String
    public init(glyph: String) { self.glyph = glyph }
    public var description: String { glyph }
}

/// The font family that draws ``IconName`` glyphs.
public let iconFontFamily = "Material Icons"

/// An icon leaf of a fixed square size from the theme.
///
/// ```swift
/// Icon(IconName(glyph: "event"), size: .iconSmall)
/// ```
public func Icon(_ name: IconName, size: DimensionName = .iconMedium) -> Node {
    Node(.icon(name, size: size))
}
