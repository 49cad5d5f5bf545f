import CCairo
import Foundation
import Testing

@testable import ImageCodec
@testable import Rendering
@testable import ScreenLayout
@testable import Theme

/// Zero, negative and non-finite numbers in a display list give a clear error or draw
/// nothing visible where nothing has size — never a crash, a hang or a blank canvas.
@Suite struct BadInputTests {
    func layout(_ items: [DisplayItem]) -> LayoutResult {
        LayoutResult(
            root: LayoutBox(label: .node(.empty), frame: Rect(x: 0, y: 0, width: 100, height: 100), children: []), displayList: items,
            semantics: [], drawn: [], canvas: Size(width: 100, height: 100))
    }
    let red = RGBA(red: 1, green: 0, blue: 0)
    let background = DisplayItem.fill(ShapePath(kind: .rectangle, rect: Rect(x: 0, y: 0, width: 100, height: 100)), RGBA(red: 1, green: 1, blue: 1))

    @Test func nanCoordinatesAreAClearError() throws {
        let renderer = try Renderer()
        let bad = DisplayItem.fill(ShapePath(kind: .roundedRectangle(radius: 8), rect: Rect(x: .nan, y: 0, width: 10, height: 10)), red)
        #expect { _ = try renderer.render(layout([background, bad]), scale: 2) } throws: { error in
            guard case RenderError.invalidGeometry(let item) = error else { return false }
            return item.contains("rrect") && "\(error)".contains("NaN or infinite")
        }
        let shadow = DisplayItem.pushShadow(ShadowStyle(color: red, radius: .infinity, offset: .zero))
        #expect(throws: RenderError.self) { _ = try renderer.render(layout([shadow, background, .popShadow]), scale: 2) }
    }

    @Test func zeroAndNegativeSizesDrawNothingAndDoNotFail() throws {
        let renderer = try Renderer()
        let items: [DisplayItem] = [
            background,
            .fill(ShapePath(kind: .roundedRectangle(radius: -5), rect: Rect(x: 10, y: 10, width: -20, height: 0)), red),
            .fill(ShapePath(kind: .ellipse, rect: Rect(x: 50, y: 50, width: 0, height: 0)), red),
            .stroke(ShapePath(kind: .rectangle, rect: Rect(x: 5, y: 5, width: 10, height: 10)), red, lineWidth: -3),
            .material(
                ShapePath(kind: .rectangle, rect: Rect(x: 0, y: 0, width: 0, height: 0)),
                MaterialStyle(kind: .frosted, blurRadius: -4, tint: red, highlight: nil)),
            .pushShadow(ShadowStyle(color: red, radius: -2, offset: .zero)), .popShadow,
            .image(
                ImageDraw(
                    source: .file("/nonexistent.png"), imageRect: Rect(x: 0, y: 0, width: 0, height: 0), clip: Rect(x: 0, y: 0, width: 0, height: 0))),
        ]
        let b = try renderer.render(layout(items), scale: 2)
        #expect(b.rgba(x: 100, y: 100) == (255, 255, 255, 255))
    }

    /// Found by the fuzz suite: a finite shadow radius of 1e300 grows the shadow's area far
    /// past any pixel count, which trapped converting it to whole pixels.
    @Test func hugeFiniteShadowRadiusDrawsAndDoesNotTrap() throws {
        let renderer = try Renderer()
        let shadow = DisplayItem.pushShadow(ShadowStyle(color: red, radius: 1e300, offset: Point(x: -1e300, y: 1e300)))
        let square = DisplayItem.fill(ShapePath(kind: .rectangle, rect: Rect(x: 10, y: 10, width: 20, height: 20)), red)
        let b = try renderer.render(layout([background, shadow, square, .popShadow]), scale: 2)
        #expect(b.rgba(x: 40, y: 40) == (255, 0, 0, 255))
    }

    /// Found by the fuzz suite: a text measured with a width, line height or line limit past
    /// 2³¹ Pango units trapped converting it to Pango's 32 bits.
    @Test func textBeyondPangosThirtyTwoBitsIsMeasured() throws {
        let renderer = try Renderer()
        for (size, lineHeight, width, lines) in [(17.0, 1e300, 1e300, Int.max), (17, .nan, .greatestFiniteMagnitude, Int.min), (17, 22, 1e12, 3)] {
            let font = FontSpec(family: "Inter", size: size, lineHeight: lineHeight, weight: .regular)
            let m = renderer.textSystem.measure("Hello, world", font: font, maxWidth: width, maxLines: lines)
            #expect(m.lineCount >= 1)
        }
    }

    /// Found by the fuzz suite: a capsule stroked 10¹² points wide took Cairo 80 seconds (and
    /// then drew nothing). A stroke wider than twice the canvas diagonal covers the canvas, and
    /// is painted so, at once; a merely wide one is still stroked.
    @Test(arguments: [ShapePath.Kind.roundedRectangle(radius: 417), .ellipse, .rectangle])
    func strokeFarWiderThanTheCanvasCoversIt(_ kind: ShapePath.Kind) throws {
        let renderer = try Renderer()
        func render(_ width: Double) throws -> Bitmap {
            var l = layout([background, .stroke(ShapePath(kind: kind, rect: Rect(x: 0, y: 24, width: 834, height: 1166)), red, lineWidth: width)])
            l.canvas = Size(width: 834, height: 1194)
            return try renderer.render(l, scale: 1)
        }
        let start = ContinuousClock.now
        let far = try render(1e12)
        #expect(ContinuousClock.now - start < .seconds(2))
        #expect(far.pixels.allSatisfy { $0 == 0xFFFF_0000 })
        #expect(try render(20).rgba(x: 50, y: 60) == (255, 255, 255, 255))
    }

    /// Found by the fuzz suite: Cairo splits an arc into segments by its radius in pixels, so a
    /// capsule 10³⁰⁰ points across never finished. Such an arc is a bounded polyline now (which
    /// Cairo's fixed-point coordinates cannot place faithfully: what matters is that it ends).
    @Test(.timeLimit(.minutes(1)), arguments: [1e300, 1e12, 1e7])
    func capsulesFarLargerThanTheCanvasDrawInBoundedTime(_ size: Double) throws {
        let renderer = try Renderer()
        let huge = ShapePath(kind: .roundedRectangle(radius: size), rect: Rect(x: -size, y: -size, width: 2 * size, height: 2 * size))
        let start = ContinuousClock.now
        _ = try renderer.render(layout([background, .fill(huge, red), .stroke(huge, red, lineWidth: 3)]), scale: 2)
        #expect(ContinuousClock.now - start < .seconds(5))
    }

    /// Below the polyline's threshold the arc is Cairo's own, pixel for pixel.
    @Test func ordinaryArcsAreCairosOwn() throws {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 10, 10)!
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        BoundedArc.add(cr, x: 5, y: 5, radius: 4, from: 0, to: .pi)
        func extents() -> [Double] {
            var (x1, y1, x2, y2) = (0.0, 0.0, 0.0, 0.0)
            cairo_path_extents(cr, &x1, &y1, &x2, &y2)
            return [x1, y1, x2, y2]
        }
        let ours = extents()
        cairo_new_path(cr)
        cairo_arc(cr, 5, 5, 4, 0, .pi)
        #expect(ours == extents())
    }

    /// Found by the fuzz suite: one text at 10⁶ pt made FreeType fail, and Cairo marked the
    /// font face it shares across the process as broken — every later semibold text failed to
    /// draw. Font sizes reach Pango clamped to 10 000 pt.
    @Test func aHugeFontSizeDoesNotBreakTheFaceForLaterTexts() throws {
        let renderer = try Renderer()
        func text(_ size: Double) -> LayoutResult {
            let font = FontSpec(family: "Inter", size: size, lineHeight: 22, weight: .semibold)
            _ = renderer.textSystem.measure("Hello 日本語", font: font, maxWidth: 100, maxLines: 1)
            let run = TextRun(
                string: "Hello 日本語", font: font, color: RGBA(red: 0, green: 0, blue: 0), frame: Rect(x: 0, y: 0, width: 100, height: 30),
                alignment: .leading, maxLines: 1, isTruncated: false)
            return layout([background, .text(run)])
        }
        let before = try renderer.render(text(17), scale: 2)
        for size in [1e6, 1e20, 1e300] { _ = try? renderer.render(text(size), scale: 2) }
        #expect(try renderer.render(text(17), scale: 2) == before)
        #expect(try Renderer().render(text(17), scale: 2) == before)
    }

    @Test func enormousCanvasIsAClearError() throws {
        let renderer = try Renderer()
        var l = layout([background])
        l.canvas = Size(width: 20000, height: 100)
        #expect { _ = try renderer.render(l, scale: 3) } throws: { "\($0)".contains("at most 32767 pixels") }
    }

    /// An image scaled far past the canvas (a 1 × 1000 strip filling a wide frame) is drawn by
    /// transforming the decoded pixels, not by scaling a giant copy.
    @Test func extremeAspectRatioImagesDraw() throws {
        let url = temporaryFile("strip.png")
        defer { try? FileManager.default.removeItem(at: url) }
        try Bitmap(width: 1, height: 1000, fill: 0xFFD9_485F).writePNG(to: url)
        let renderer = try Renderer()
        let draw = ImageDraw(
            source: .file(url.path), imageRect: Rect(x: 0, y: -49_950, width: 100, height: 100_000), clip: Rect(x: 0, y: 0, width: 100, height: 100))
        let b = try renderer.render(layout([background, .image(draw)]), scale: 2)
        #expect(b.rgba(x: 100, y: 100).r == 0xD9)
    }

    @Test func fontThatCannotBeFoundStillDrawsText() throws {
        // Pango falls back to a font fontconfig has (Inter): the text is visible, not blank.
        let renderer = try Renderer()
        let run = TextRun(
            string: "Hello", font: FontSpec(family: "No Such Font", size: 20, lineHeight: 24, weight: .regular),
            color: RGBA(red: 0, green: 0, blue: 0),
            frame: Rect(x: 0, y: 0, width: 100, height: 30), alignment: .leading, maxLines: 1, isTruncated: false)
        let b = try renderer.render(layout([background, .text(run)]), scale: 2)
        #expect(b.pixels.contains { $0 & 0xFF < 0x40 })
    }
}
