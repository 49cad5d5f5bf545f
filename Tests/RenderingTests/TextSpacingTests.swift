import Testing

@testable import Rendering
@testable import ScreenLayout
@testable import Theme

/// Tracking, a raised baseline, tabular digits and line spacing, measured and drawn by Pango
/// (SwiftUI's `tracking`/`kerning`, `baselineOffset`, `monospacedDigit`, `lineSpacing`).
@Suite struct TextSpacingTests {
    let text: PangoTextSystem
    let body = FontSpec(family: "Inter", size: 17, lineHeight: 22, weight: .regular)

    init() throws { text = PangoTextSystem(fonts: try FontLibrary()) }

    func size(_ s: String, _ font: FontSpec, width: Double? = nil) -> Size { text.measure(s, font: font, maxWidth: width, maxLines: nil).size }

    @Test func trackingAddsItsPointsAfterEachCharacter() {
        var tracked = body
        tracked.tracking = 2
        let plain = size("Tracking", body).width
        let wider = size("Tracking", tracked).width
        // Eight characters, two points each (Pango puts half before and half after a character).
        #expect(abs((wider - plain) - 16) <= 2.5, "\(plain) → \(wider)")
        // Drawn at its measured width, a tracked text is not cut.
        var header = body
        header.tracking = 2
        let ideal = size("SECTION HEADER", header).width
        #expect(!text.measure("SECTION HEADER", font: header, maxWidth: ideal, maxLines: 1).isTruncated)
        var tight = body
        tight.tracking = -1
        #expect(size("Tracking", tight).width < plain)
    }

    @Test func tabularDigitsAreAllOneWidth() {
        var tabular = body
        tabular.monospacedDigits = true
        #expect(size("1111", body).width < size("0000", body).width, "Inter's proportional ones are narrower")
        #expect(abs(size("1111", tabular).width - size("0000", tabular).width) < 0.5)
    }

    @Test func lineSpacingOpensOnlyTheGapsBetweenLines() {
        var spaced = body
        spaced.lineSpacing = 10
        #expect(size("One line", spaced).height == size("One line", body).height)
        let three = "one two three four five six seven eight nine ten eleven twelve"
        let plain = text.measure(three, font: body, maxWidth: 120, maxLines: nil)
        let open = text.measure(three, font: spaced, maxWidth: 120, maxLines: nil)
        #expect(plain.lineCount == open.lineCount && plain.lineCount > 2)
        #expect(abs((open.size.height - plain.size.height) - 10 * Double(plain.lineCount - 1)) <= 1)
    }

    @Test func aRaisedBaselineMakesTheTextTallerAndRaisesARunAboveItsNeighbours() throws {
        var raised = body
        raised.baselineOffset = 6
        #expect(size("Raised", raised).height == size("Raised", body).height + 6)
        func inkTop(_ font: FontSpec, columns: Range<Int>) throws -> Int {
            var content = TextContent(string: "HH HH")
            content.font = font
            content.rgba = RGBA(red: 0, green: 0, blue: 0)
            let bitmap = try render(
                ZStack(alignment: .topLeading) {
                    Color(.background)
                    Node(.text(content)).padding(.all, .points(20))
                }, scale: 1)
            return (0..<bitmap.height).first { y in columns.contains { bitmap.rgba(x: $0, y: y).r < 100 } } ?? -1
        }
        // The whole text raised: its glyphs stay where they were, the line grows below them.
        #expect(try inkTop(raised, columns: 0..<60) == inkTop(body, columns: 0..<60))
        // One run raised: it stands 6 pt above its neighbour.
        var joined = body
        var up = body
        up.baselineOffset = 6
        joined.runs = [StyledRun(string: "HH ", font: body), StyledRun(string: "HH", font: up)]
        let left = try inkTop(joined, columns: 0..<40)
        let right = try inkTop(joined, columns: 50..<90)
        #expect(left - right == 6, "left run's ink from \(left), right run's from \(right)")
    }
}
