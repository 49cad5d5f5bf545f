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
}
