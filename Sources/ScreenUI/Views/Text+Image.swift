import ScreenLayout
import Theme

/// An image inside a text, as SwiftUI's `Text(Image(systemName:))` and `Text("\(Image(…)) …")`:
/// an SF Symbol is its glyph of the icon font, at the text's size and in its colour, on the
/// text's line; a picture cannot be drawn inside a line here and is reported.
///
/// ```swift
/// Text("\(Image(systemName: "star.fill")) Favourites")
/// Text(Image(systemName: "heart")) + Text(" 12").bold()
/// ```
/// A class: a text's runs are copied as it is modified and resolved, and most have no image,
/// so a run holds one pointer for it rather than its four fields.
final class InlineImage: Sendable {
    /// The SF Symbol's name, or the picture's (`isSymbol` false).
    let name: String
    let isSymbol: Bool
    let file: String
    let line: Int
    init(name: String, isSymbol: Bool, file: String, line: Int) {
        self.name = name
        self.isSymbol = isSymbol
        self.file = file
        self.line = line
    }

    /// The ligature of the icon font that draws the image; a missing symbol or a picture draws
    /// a stand-in glyph and reports what it stands for.
    func glyph(_ environment: EnvironmentValues, report: (String) -> Void) -> String {
        guard isSymbol else {
            report("Text(Image(\"\(name)\")) at \(file):\(line): a picture inside a text is drawn as an image glyph; put the Image beside the Text")
            return "image"
        }
        guard let glyph = SFSymbols.glyph(for: SFSymbols.variant(of: name, environment)) else {
            report(
                "Text(Image(systemName: \"\(name)\")) at \(file):\(line): no glyph for this SF Symbol; use a symbol of SFSymbols.names or add one with SFSymbols.register"
            )
            return "help_outline"
        }
        return glyph
    }
}

extension InlineImage {
    /// The share of its size at which an icon glyph's centre sits above the baseline, and the
    /// cap height of the text's font as a share of its size (both measured: Material Icons and
    /// Inter).
    static let glyphCentre = 0.485
    static let capHeight = 0.727

    /// Makes a run's font the image's: the icon font at the size a standalone `Image` of the
    /// same font has (its line height, times the image scale), lowered so that the glyph is
    /// centred on the text's capitals, as iOS centres a symbol on a text's line.
    static func place(in font: inout FontSpec, imageScale: Image.Scale) {
        let side = (font.lineHeight * imageScale.factor).rounded()
        font.baselineOffset += (capHeight * font.size / 2 - glyphCentre * side).rounded()
        font.family = iconFontFamily
        font.size = side
    }
}

extension Text {
    /// A text that is an image: an SF Symbol drawn on the text's line in its font and colour.
    public nonisolated init(_ image: Image) {
        let inline: InlineImage
        switch image.source {
        case .symbol(let name): inline = InlineImage(name: name, isSymbol: true, file: image.file, line: image.line)
        case .asset(let name), .unreadable(let name): inline = InlineImage(name: name, isSymbol: false, file: image.file, line: image.line)
        case .view: inline = InlineImage(name: "ImageRenderer image", isSymbol: false, file: image.file, line: image.line)
        }
        first = Run(string: inline.name, image: inline)
    }
}
