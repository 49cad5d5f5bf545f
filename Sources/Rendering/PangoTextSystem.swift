import CCairo
import ScreenLayout
import Theme

/// Measures and lays out text with Pango, so that layout and drawing use one text system.
///
/// ```swift
/// let m = PangoTextSystem(fonts: fonts).measure("Hi", font: spec, maxWidth: 200, maxLines: 1)
/// ```
public final class PangoTextSystem: TextMeasuring {
    public let fonts: FontLibrary
    private var descriptions: [FontSpec: OpaquePointer] = [:]
    /// Laid-out text kept for drawing: a warm render of the same screen shapes no text again.
    private var drawingLayouts: [LayoutKey: OpaquePointer] = [:]
    private static let maxDrawingLayouts = 2048

    private struct LayoutKey: Hashable {
        var string: String
        var font: FontSpec
        var maxWidth: Double?
        var maxLines: Int?
        var alignment: TextAlignment
        var direction: LayoutDirection
    }

    public init(fonts: FontLibrary) { self.fonts = fonts }

    deinit {
        for l in drawingLayouts.values { ccairo_object_unref(UnsafeMutableRawPointer(l)) }
        for d in descriptions.values { pango_font_description_free(d) }
    }

    /// A layout to draw, owned by the text system (do not release it): the same as
    /// ``makeLayout(_:font:maxWidth:maxLines:alignment:)`` would build, cached by its inputs.
    func drawingLayout(
        _ string: String, font: FontSpec, maxWidth: Double?, maxLines: Int?, alignment: TextAlignment, direction: LayoutDirection = .leftToRight
    ) -> OpaquePointer {
        let key = LayoutKey(string: string, font: font, maxWidth: maxWidth, maxLines: maxLines, alignment: alignment, direction: direction)
        if let l = drawingLayouts[key] { return l }
        if drawingLayouts.count >= Self.maxDrawingLayouts {
            for l in drawingLayouts.values { ccairo_object_unref(UnsafeMutableRawPointer(l)) }
            drawingLayouts = [:]
        }
        let l = makeLayout(string, font: font, maxWidth: maxWidth, maxLines: maxLines, alignment: alignment, direction: direction)
        drawingLayouts[key] = l
        return l
    }

    func description(for font: FontSpec) -> OpaquePointer {
        if let d = descriptions[font] { return d }
        let d = pango_font_description_new()!
        // The text's family first, then the fallbacks in their fixed order: Pango takes each
        // character from the first family that has it, so Latin text is Inter's as before.
        pango_font_description_set_family(d, ([font.family] + fonts.fallbacks.map(\.family)).joined(separator: ","))
        pango_font_description_set_weight(d, PangoWeight(rawValue: UInt32(font.weight.value)))
        pango_font_description_set_absolute_size(d, Self.fontPoints(font.size) * Double(ccairo_pango_scale()))
        if font.italic { pango_font_description_set_style(d, PANGO_STYLE_ITALIC) }
        descriptions[font] = d
        return d
    }

    /// The largest font size handed to Pango, in points: at the largest scale (4×) it stays
    /// under FreeType's 65 535 pixels per em. Past that FreeType fails, and Cairo marks the
    /// font face it shares across the process as broken for good — one text at 10⁶ pt made
    /// every later text of that face fail to draw (found by the fuzz suite).
    static let maxFontPoints = 10_000.0

    /// `size` within 0…``maxFontPoints`` (NaN as 0).
    static func fontPoints(_ size: Double) -> Double { size.isNaN ? 0 : min(max(size, 0), maxFontPoints) }

    /// A length in Pango units as Pango takes it, in 32 bits: clamped, NaN as 0 — a width,
    /// line height or line count past 2³¹ is no trap (found by the fuzz suite).
    static func pangoUnits(_ v: Double) -> Int32 {
        v.isNaN ? 0 : Int32(min(max(v, -Double(Int32.max)), Double(Int32.max)))
    }

    /// A Pango layout for `string`; the caller owns it (release with `g_object_unref`).
    /// Right to left: the paragraph's direction still comes from its first strong character
    /// (English stays English), digits and punctuation alone read right to left, and
    /// `.leading` is the right edge whatever the paragraph's direction.
    func makeLayout(
        _ string: String, font: FontSpec, maxWidth: Double?, maxLines: Int?, alignment: TextAlignment = .leading,
        direction: LayoutDirection = .leftToRight
    ) -> OpaquePointer {
        let layout = pango_layout_new(fonts.context(for: direction))!
        pango_layout_set_font_description(layout, description(for: font))
        let attrs = pango_attr_list_new()
        pango_attr_list_insert(
            attrs, pango_attr_line_height_new_absolute(Self.pangoUnits((font.lineHeight * Double(ccairo_pango_scale())).rounded())))
        if font.underline { pango_attr_list_insert(attrs, pango_attr_underline_new(PANGO_UNDERLINE_SINGLE)) }
        if font.strikethrough { pango_attr_list_insert(attrs, pango_attr_strikethrough_new(1)) }
        for attribute in Self.spacingAttributes(tracking: font.tracking, baselineOffset: font.baselineOffset, tabular: font.monospacedDigits) {
            pango_attr_list_insert(attrs, attribute)
        }
        if font.lineSpacing > 0 {
            pango_layout_set_spacing(layout, Self.pangoUnits((font.lineSpacing * Double(ccairo_pango_scale())).rounded()))
        }
        var text = LineBreakOpportunities.insert(string)
        if !font.runs.isEmpty, font.runs.map(\.string).joined() == string {
            text = addRuns(font.runs, to: attrs)
        }
        pango_layout_set_attributes(layout, attrs)
        pango_attr_list_unref(attrs)
        pango_layout_set_text(layout, text, -1)
        if let maxWidth {
            pango_layout_set_width(layout, max(1, Self.pangoUnits((maxWidth * Double(ccairo_pango_scale())).rounded(.up))))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        }
        if let maxLines {
            pango_layout_set_height(layout, -Int32(clamping: max(1, maxLines)))
            switch font.truncation {
            case .head: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_START)
            case .middle: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_MIDDLE)
            case .tail: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            }
        }
        switch (alignment, direction) {
        case (.leading, .leftToRight): pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case (.trailing, .leftToRight): pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        case (.center, _): pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case (_, .rightToLeft):
            // Pango flips the alignment of a paragraph whose direction is not the context's
            // (here: a left-to-right one): ask for the side that lands on the right edge
            // (leading) or the left edge (trailing) after that flip.
            let paragraphIsRTL = Self.firstParagraphIsRightToLeft(layout)
            let wantsRight = alignment == .leading
            pango_layout_set_alignment(layout, wantsRight == paragraphIsRTL ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT)
        }
        return layout
    }

    /// Gives each run its font, decorations and colour as attributes over its bytes of the
    /// text, and returns the text (each run with its own break opportunities).
    private func addRuns(_ runs: [StyledRun], to attrs: OpaquePointer?) -> String {
        var text = ""
        for run in runs {
            let start = UInt32(text.utf8.count)
            text += LineBreakOpportunities.insert(run.string)
            let end = UInt32(text.utf8.count)
            func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
                guard let attribute else { return }
                attribute.pointee.start_index = start
                attribute.pointee.end_index = end
                pango_attr_list_insert(attrs, attribute)
            }
            insert(pango_attr_font_desc_new(description(for: run.font)))
            insert(pango_attr_underline_new(run.underline ? PANGO_UNDERLINE_SINGLE : PANGO_UNDERLINE_NONE))
            insert(pango_attr_strikethrough_new(run.strikethrough ? 1 : 0))
            for attribute in Self.spacingAttributes(tracking: run.tracking, baselineOffset: run.baselineOffset, tabular: run.monospacedDigits) {
                insert(attribute)
            }
            if let c = run.color {
                func channel(_ v: Double) -> UInt16 { UInt16((min(1, max(0, v)) * 65535).rounded()) }
                insert(pango_attr_foreground_new(channel(c.red), channel(c.green), channel(c.blue)))
                insert(pango_attr_foreground_alpha_new(max(1, channel(c.alpha))))
            }
        }
        return text
    }

    /// Letter spacing (tracking), a raised baseline and tabular figures, where asked for.
    static func spacingAttributes(tracking: Double, baselineOffset: Double, tabular: Bool) -> [UnsafeMutablePointer<PangoAttribute>] {
        var attributes: [UnsafeMutablePointer<PangoAttribute>?] = []
        let scale = Double(ccairo_pango_scale())
        if tracking != 0 { attributes.append(pango_attr_letter_spacing_new(pangoUnits((tracking * scale).rounded()))) }
        if baselineOffset != 0 { attributes.append(pango_attr_rise_new(pangoUnits((baselineOffset * scale).rounded()))) }
        if tabular { attributes.append(pango_attr_font_features_new("tnum 1")) }
        return attributes.compactMap { $0 }
    }

    /// Whether the first paragraph of `layout` was resolved right to left (its first strong
    /// character, else the context's base direction).
    static func firstParagraphIsRightToLeft(_ layout: OpaquePointer) -> Bool {
        guard let line = pango_layout_get_line_readonly(layout, 0) else { return false }
        return PangoDirection(rawValue: UInt32(line.pointee.resolved_dir)) == PANGO_DIRECTION_RTL
    }

    public func measure(_ string: String, font: FontSpec, maxWidth: Double?, maxLines: Int?) -> TextMeasurement {
        // Without a width, Pango cannot ellipsize: one line at its ideal width.
        let layout = makeLayout(string, font: font, maxWidth: maxWidth, maxLines: maxWidth == nil ? nil : maxLines)
        defer { ccairo_object_unref(UnsafeMutableRawPointer(layout)) }
        var ink = PangoRectangle()
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let scale = Double(ccairo_pango_scale())
        let lines = Int(pango_layout_get_line_count(layout))
        var width = Double(logical.width) / scale
        // Letter spacing: Pango gives each character half before and half after, and trims the
        // halves at a line's ends only when the layout has a width — room for both, so a text
        // drawn at its measured width is never cut.
        width += abs(([font.tracking] + font.runs.map(\.tracking)).max { abs($0) < abs($1) } ?? 0)
        if let maxWidth { width = min(width, maxWidth) }
        let truncated = pango_layout_is_ellipsized(layout) != 0
        // A raised baseline makes the line taller by the rise (Pango lowers the line's baseline
        // so the raised glyphs keep their place), as SwiftUI's `baselineOffset` grows the text.
        let raise = max(0, font.baselineOffset, font.runs.map(\.baselineOffset).max() ?? 0)
        return TextMeasurement(
            size: Size(width: width, height: Double(max(1, lines)) * font.lineHeight + Double(max(0, lines - 1)) * max(0, font.lineSpacing) + raise),
            lineCount: max(1, lines), isTruncated: truncated)
    }
}
