import CCairo
import Foundation
import Testing

@testable import ImageCodec
@testable import Rendering
@testable import ScreenLayout
@testable import Theme

/// Bidi text: the base direction and the alignment of right-to-left layouts.
@Suite struct RightToLeftTextTests {
    let text: PangoTextSystem
    let body = FontSpec(family: "Inter", size: 17, lineHeight: 22, weight: .regular)

    init() throws { text = PangoTextSystem(fonts: try FontLibrary()) }

    /// The x range of the inked pixels of `bitmap`.
    private func inkColumns(_ bitmap: Bitmap) -> ClosedRange<Int>? {
        var lo = Int.max
        var hi = Int.min
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let p = bitmap.rgba(x: x, y: y)
                guard p.a == 255, p.r < 128 else { continue }
                lo = min(lo, x)
                hi = max(hi, x)
            }
        }
        return lo <= hi ? lo...hi : nil
    }

    private func render(_ node: Node, direction: LayoutDirection) throws -> Bitmap {
        let renderer = try Renderer()
        var env = LayoutEnvironment(device: square, theme: try Theme.load(from: designTokens))
        env.layoutDirection = direction
        let layout = try LayoutEngine(measurer: renderer.textSystem).layout(node, in: env)
        return try renderer.render(layout, scale: 1)
    }

    @Test(arguments: ["Hi", "مرحبا", "42"])
    func leadingTextSitsOnTheRightInRightToLeft(_ s: String) throws {
        let node = Text(s, style: .body).frame(maxWidth: .infinity, alignment: .leading).background { Color(.background) }
        let ltr = try #require(inkColumns(try render(node, direction: .leftToRight)))
        let rtl = try #require(inkColumns(try render(node, direction: .rightToLeft)))
        #expect(rtl.lowerBound > 50 && rtl.upperBound > 90, "ink at \(rtl)")
        if s != "مرحبا" { #expect(ltr.upperBound < 50, "ink at \(ltr)") }
    }

    @Test func mixedTextOrdersItsRunsByTheParagraphDirection() {
        // An Arabic paragraph with an English word: the Arabic starts on the right.
        let arabicFirst = text.shapedRuns("مرحبا Ink", font: body, direction: .rightToLeft)
        #expect(arabicFirst.first?.family == "Inter" && arabicFirst.last?.family == "Noto Sans Arabic", "\(arabicFirst)")
        // An English paragraph in a right-to-left layout stays left to right inside.
        let englishFirst = text.shapedRuns("Ink مرحبا", font: body, direction: .rightToLeft)
        #expect(englishFirst.first?.family == "Inter" && englishFirst.first?.isRightToLeft == false, "\(englishFirst)")
    }

    @Test func digitsAloneTakeTheLayoutsDirection() {
        let rtl = text.makeLayout("12:30", font: body, maxWidth: 100, maxLines: nil, direction: .rightToLeft)
        let ltr = text.makeLayout("12:30", font: body, maxWidth: 100, maxLines: nil, direction: .leftToRight)
        defer {
            ccairo_object_unref(UnsafeMutableRawPointer(rtl))
            ccairo_object_unref(UnsafeMutableRawPointer(ltr))
        }
        #expect(PangoTextSystem.firstParagraphIsRightToLeft(rtl))
        #expect(!PangoTextSystem.firstParagraphIsRightToLeft(ltr))
    }

    /// Measurement (which has no direction) agrees with the right-to-left layout that draws
    /// the text: Arabic, mixed, neutral-only and cut-off paragraphs take the same width, lines
    /// and truncation, because lines break in logical order whatever the base direction.
    @Test(arguments: [
        "روتين عناية يومي حتى يلتئم، مرتين في اليوم بماء فاتر وصابون بلا عطر.",
        "Old Anchor Tattoo · لوحات إلهام للأفكار وكل المواعيد في مكان واحد",
        "12:30 – 14:45 (3)",
    ])
    func rightToLeftTextIsMeasuredAsItIsDrawn(_ s: String) {
        for (maxWidth, maxLines) in [(160.0, nil), (160.0, 2), (nil, nil)] as [(Double?, Int?)] {
            let measured = text.measure(s, font: body, maxWidth: maxWidth, maxLines: maxLines)
            let layout = text.makeLayout(s, font: body, maxWidth: maxWidth, maxLines: maxWidth == nil ? nil : maxLines, direction: .rightToLeft)
            defer { ccairo_object_unref(UnsafeMutableRawPointer(layout)) }
            var ink = PangoRectangle()
            var logical = PangoRectangle()
            pango_layout_get_extents(layout, &ink, &logical)
            let width = min(Double(logical.width) / Double(ccairo_pango_scale()), maxWidth ?? .infinity)
            let lines = Int(pango_layout_get_line_count(layout))
            #expect(abs(measured.size.width - width) < 0.01 && measured.lineCount == lines, "\(s) at \(String(describing: maxWidth))")
            #expect(measured.isTruncated == (pango_layout_is_ellipsized(layout) != 0))
            if maxWidth != nil && maxLines == nil { #expect(lines > 1 || s.count < 20, "\(s) wraps") }
        }
    }
}
