import Theme

/// The flash palette (`DesignTokens/art.tokens.json`): traditional red, green, yellow and
/// black, skin tones and paper. The same in light and dark appearance, like any photo.
///
/// ```swift
/// Node(.shape(ShapeContent(shape: .path(petal), fill: .artRed)))
/// ```
extension ColorName {
    public static let artInk = ColorName("color.art.ink")
    public static let artRed = ColorName("color.art.red")
    public static let artRedDark = ColorName("color.art.redDark")
    public static let artGreen = ColorName("color.art.green")
    public static let artGreenDark = ColorName("color.art.greenDark")
    public static let artYellow = ColorName("color.art.yellow")
    public static let artBlue = ColorName("color.art.blue")
    public static let artWhite = ColorName("color.art.white")
    public static let artPaper = ColorName("color.art.paper")
    public static let artPaperShade = ColorName("color.art.paperShade")
    public static let artFlush = ColorName("color.art.flush")

    /// `color.art.skin.<tone>.base`, `.shade` and `.light`.
    public static func artSkin(_ tone: SkinTone, _ part: String) -> ColorName { ColorName("color.art.skin.\(tone.rawValue).\(part)") }
}
