import Foundation
import Testing

@testable import ImageCodec
@testable import Rendering
@testable import ScreenLayout
@testable import Theme

/// Joined texts in their own styles, head and middle truncation, shrinking to fit and the
/// serif and monospaced designs, measured and drawn through Pango.
@Suite struct StyledTextTests {
    let body = FontSpec(family: "Inter", size: 17, lineHeight: 22, weight: .regular)

    func text(_ string: String, _ font: FontSpec, rgba: RGBA? = nil, width: Double? = nil, lines: Int? = nil, scale: Double = 1) -> Node {
        var content = TextContent(string: string, lineLimit: lines)
        content.font = font
        content.rgba = rgba ?? RGBA(red: 0, green: 0, blue: 0)
        content.minimumScaleFactor = scale
        content.allowsTruncation = true
        let node = Node(.text(content))
        return ZStack(alignment: .topLeading) {
            Color(.background)
            if let width { node.frame(width: width, alignment: .leading) } else { node }
        }
    }

    func inkColumns(_ b: Bitmap, rows: Range<Int>, where test: ((r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool) -> [Int] {
        (0..<b.width).filter { x in rows.contains { y in test(b.rgba(x: x, y: y)) } }
    }

    @Test func joinedRunsKeepTheirOwnWeightAndColour() throws {
        var font = body
        var bold = body
        bold.weight = .bold
        font.runs = [StyledRun(string: "Total ", font: body), StyledRun(string: "42", font: bold, color: RGBA(red: 1, green: 0, blue: 0))]
        let b = try render(text("Total 42", font))
        let red = inkColumns(b, rows: 0..<60) { $0.r > 200 && $0.g < 80 }
        let black = inkColumns(b, rows: 0..<60) { $0.r < 60 && $0.g < 60 }
        #expect(!red.isEmpty && !black.isEmpty)
        #expect((black.max() ?? 0) < (red.min() ?? 0), "the black run, then the red one")
        // Measured with the bold run: wider than the plain text.
        let system = PangoTextSystem(fonts: try FontLibrary())
        #expect(
            system.measure("Total 42", font: font, maxWidth: nil, maxLines: nil).size.width
                > system.measure("Total 42", font: body, maxWidth: nil, maxLines: nil).size.width)
    }

    @Test func headAndMiddleTruncationCutWhereAsked() throws {
        let system = PangoTextSystem(fonts: try FontLibrary())
        for mode in [TextTruncation.head, .middle, .tail] {
            var font = body
            font.truncation = mode
            #expect(system.measure("Alpha Beta Gamma Delta Epsilon", font: font, maxWidth: 120, maxLines: 1).isTruncated)
        }
        // Where the ellipsis falls: the first or middle ink columns differ from the tail's.
        func image(_ mode: TextTruncation) throws -> Bitmap {
            var font = body
            font.truncation = mode
            return try render(text("Alpha Beta Gamma Delta Epsilon", font, width: 80, lines: 1))
        }
        let head = try image(.head)
        let middle = try image(.middle)
        let tail = try image(.tail)
        #expect(head.pixels != tail.pixels && middle.pixels != tail.pixels && head.pixels != middle.pixels)
        let endsWithAlpha = try render(text("Alpha", body))
        // The tail keeps "Alpha" at the start, pixel for pixel; the head does not.
        let left = 0..<40
        #expect(left.allSatisfy { x in (0..<44).allSatisfy { y in tail.rgba(x: x, y: y) == endsWithAlpha.rgba(x: x, y: y) } })
        #expect(!left.allSatisfy { x in (0..<44).allSatisfy { y in head.rgba(x: x, y: y) == endsWithAlpha.rgba(x: x, y: y) } })
    }

    @Test func aMinimumScaleFactorShrinksTheFontUntilItFits() throws {
        let engine = LayoutEngine(measurer: PangoTextSystem(fonts: try FontLibrary()))
        let env = LayoutEnvironment(device: square, theme: try Theme.load(from: designTokens))
        func font(_ scale: Double) throws -> FontSpec? {
            let layout = try engine.layout(text("A long line of text", body, width: 90, lines: 1, scale: scale), in: env)
            for item in layout.displayList { if case .text(let run) = item { return run.font } }
            return nil
        }
        let full = try #require(try font(1))
        let shrunk = try #require(try font(0.5))
        #expect(full.size == 17)
        #expect(shrunk.size < 17 && shrunk.size >= 8.5, "shrunk to fit: \(shrunk.size)")
        let floor = try #require(try font(0.9))
        #expect(floor.size == 17 * 0.9, "never below the factor: \(floor.size)")
        let system = PangoTextSystem(fonts: try FontLibrary())
        #expect(!system.measure("A long line of text", font: shrunk, maxWidth: 90, maxLines: 1).isTruncated)
    }

    @Test func serifAndMonospacedDesignsDrawInTheirOwnFaces() throws {
        let fonts = try FontLibrary()
        #expect(fonts.designs == FallbackFont.designs, "run Scripts/setup: \(fonts.missingFallbacks)")
        let system = PangoTextSystem(fonts: fonts)
        var mono = body
        mono.family = "DejaVu Sans Mono"
        let narrow = system.measure("iiii", font: mono, maxWidth: nil, maxLines: nil).size.width
        let wide = system.measure("MMMM", font: mono, maxWidth: nil, maxLines: nil).size.width
        #expect(abs(narrow - wide) < 0.01, "every character as wide as the next")
        var serif = body
        serif.family = "Noto Serif"
        #expect(try render(text("Serif", serif)).pixels != (try render(text("Serif", body))).pixels)
    }
}
