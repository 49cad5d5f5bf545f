/// A font a ``FontLibrary`` falls back to for the characters its text's own family (Inter)
/// has no glyph for: a family name, the files that hold it and the Debian package they come
/// from. ``standard`` is the kit's fixed list, tried in this order after the text's family.
///
/// ```swift
/// let fonts = try FontLibrary(fallbacks: [.arabic, .emoji])   // only these two
/// fonts.fallbacks.map(\.family)                              // ["Noto Sans Arabic", "Noto Color Emoji"]
/// ```
public struct FallbackFont: Hashable, Sendable, CustomStringConvertible {
    /// The fontconfig family name Pango asks for.
    public var family: String
    /// Absolute paths of the font files (regular and bold where the family has both).
    public var files: [String]
    /// The Debian package that installs the files.
    public var package: String

    public init(family: String, files: [String], package: String) {
        self.family = family
        self.files = files
        self.package = package
    }

    public var description: String { "\(family) (\(package))" }

    private static let noto = "/usr/share/fonts/truetype/noto/"

    private static func noto(_ name: String) -> FallbackFont {
        FallbackFont(
            family: "Noto Sans \(name)", files: [noto + "NotoSans\(name)-Regular.ttf", noto + "NotoSans\(name)-Bold.ttf"],
            package: "fonts-noto-core")
    }

    public static let arabic = noto("Arabic")
    public static let hebrew = noto("Hebrew")
    public static let devanagari = noto("Devanagari")
    public static let thai = noto("Thai")
    /// Colour emoji (bitmap glyphs, scaled), including ZWJ sequences, skin tones and flags.
    public static let emoji = FallbackFont(family: "Noto Color Emoji", files: [noto + "NotoColorEmoji.ttf"], package: "fonts-noto-color-emoji")
    /// Chinese, Japanese kana and Korean Hangul in one 5 MB font (Noto CJK would be 90 MB;
    /// Droid Sans Fallback has no Hangul); one weight.
    public static let cjk = FallbackFont(
        family: "WenQuanYi Micro Hei", files: ["/usr/share/fonts/truetype/wqy/wqy-microhei.ttc"], package: "fonts-wqy-microhei")

    /// The serif design (SwiftUI's `.serif`, New York on iOS): regular, bold and their italics.
    public static let serif = FallbackFont(
        family: "Noto Serif", files: ["Regular", "Bold", "Italic", "BoldItalic"].map { noto + "NotoSerif-\($0).ttf" }, package: "fonts-noto-core")
    /// The monospaced design (SwiftUI's `.monospaced`, SF Mono on iOS).
    public static let monospaced = FallbackFont(
        family: "DejaVu Sans Mono",
        files: ["", "-Bold", "-Oblique", "-BoldOblique"].map { "/usr/share/fonts/truetype/dejavu/DejaVuSansMono\($0).ttf" },
        package: "fonts-dejavu-core")
    /// The faces of the type designs a text can ask for by family; never tried as fallbacks.
    public static let designs: [FallbackFont] = [.serif, .monospaced]

    /// The kit's fallbacks in the order they are tried: the script fonts, then emoji before
    /// the CJK font (whose few monochrome symbols must not win over colour emoji).
    public static let standard: [FallbackFont] = [.arabic, .hebrew, .devanagari, .thai, .emoji, .cjk]
}
