import CCairo
import ScreenLayout
import Theme

/// One run of shaped text: a stretch of the string that Pango drew with one font in one
/// direction — what tells whether mixed-script text took the font and direction it should.
///
/// ```swift
/// textSystem.shapedRuns("Hi مرحبا 👋", font: spec).map(\.family)
/// // ["Inter", "Noto Sans Arabic", "Inter", "Noto Color Emoji"]  (spaces go with their neighbours)
/// ```
public struct ShapedRun: Hashable, Sendable, CustomStringConvertible {
    /// The characters of the run.
    public var text: String
    /// The family of the font that drew it.
    public var family: String
    /// Whether the bidi algorithm laid it out right to left.
    public var isRightToLeft: Bool
    /// How many glyphs it became (a ZWJ emoji sequence is one).
    public var glyphCount: Int
    /// Glyphs no font had: drawn as boxes.
    public var unknownGlyphs: Int

    public var description: String { "\(family)\(isRightToLeft ? " rtl" : ""): \(text) (\(glyphCount) glyphs)" }
}

extension PangoTextSystem {
    /// The runs of `string` on one line, in visual order (left to right on screen).
    public func shapedRuns(_ string: String, font: FontSpec, direction: LayoutDirection = .leftToRight) -> [ShapedRun] {
        let layout = makeLayout(string, font: font, maxWidth: nil, maxLines: nil, direction: direction)
        defer { ccairo_object_unref(UnsafeMutableRawPointer(layout)) }
        let text = Array(String(cString: pango_layout_get_text(layout)).utf8)
        var runs: [ShapedRun] = []
        let iter = pango_layout_get_iter(layout)
        defer { pango_layout_iter_free(iter) }
        repeat {
            guard let run = pango_layout_iter_get_run_readonly(iter) else { continue }
            let item = run.pointee.item.pointee
            let start = Int(item.offset)
            let end = min(text.count, start + Int(item.length))
            var family = ""
            if let font = item.analysis.font, let desc = pango_font_describe(font) {
                family = pango_font_description_get_family(desc).map { String(cString: $0) } ?? ""
                pango_font_description_free(desc)
            }
            let glyphs = run.pointee.glyphs.pointee
            var unknown = 0
            for i in 0..<Int(glyphs.num_glyphs) where glyphs.glyphs[i].glyph & 0x1000_0000 != 0 { unknown += 1 }
            runs.append(
                ShapedRun(
                    text: String(decoding: text[start..<end], as: UTF8.self), family: family, isRightToLeft: item.analysis.level % 2 == 1,
                    glyphCount: Int(glyphs.num_glyphs), unknownGlyphs: unknown))
        } while pango_layout_iter_next_run(iter) != 0
        return runs
    }
}
