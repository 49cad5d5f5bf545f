import CCairo
import Foundation
import Testing

@testable import ImageCodec
@testable import Rendering
@testable import ScreenLayout
@testable import Theme

/// Shadows painted straight into the target (``MaskedFill``) must give exactly the pixels of
/// `cairo_mask_surface`, the path they replace: every reference image depends on it.
@Suite struct MaskedFillTests {
    /// Every mask value over every kind of destination pixel, against Cairo itself.
    @Test(arguments: [
        RGBA(red: 0, green: 0, blue: 0, alpha: 0.18), RGBA(red: 0.85, green: 0.28, blue: 0.37, alpha: 1),
        RGBA(red: 0.2, green: 0.6, blue: 0.9, alpha: 0.55), RGBA(red: 1, green: 1, blue: 1, alpha: 0.004),
    ])
    func everyMaskValueOverEveryKindOfPixelMatchesCairo(color: RGBA) throws {
        let (w, h) = (256, 64)
        var rng = SeededRandom(state: 7)
        // Valid premultiplied destinations: opaque, translucent, transparent, extremes; every
        // seventh pixel a plain background, which MaskedFill looks up instead of blending.
        let background: UInt32 = 0xFFF2_F2F7
        let destination: [UInt32] = (0..<(w * h)).map { i in
            guard i % 7 != 0 else { return background }
            let a = UInt32([255, 0, 1, 128, 254, UInt32(rng.next() & 0xFF)][i % 6])
            func channel() -> UInt32 { a == 0 ? 0 : UInt32(rng.next() % UInt64(a + 1)) }
            return a << 24 | channel() << 16 | channel() << 8 | channel()
        }
        // Column x carries mask value x on every row, in runs that start anywhere in a group of four.
        let mask: [UInt8] = (0..<(w * h)).map { i in UInt8((i % w + (i / w) * 37 % 4) % 256) }

        let expected = try Self.withPass(destination, w, h) { pass, surface in
            let m = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(w), Int32(h))!
            defer { cairo_surface_destroy(m) }
            let data = cairo_image_surface_get_data(m)!
            let stride = Int(cairo_image_surface_get_stride(m))
            for y in 0..<h { for x in 0..<w { data[y * stride + x] = mask[y * w + x] } }
            cairo_surface_mark_dirty(m)
            pass.setSource(color)
            cairo_mask_surface(pass.cr, m, 0, 0)
        }
        // Probing background pixels, a transparent one (the default), or a mix.
        for probes in [[(x: 0, y: 0), (x: 7, y: 0), (x: 1, y: 0)], [], [(x: 1, y: 0), (x: 0, y: 0)]] {
            let actual = try Self.withPass(destination, w, h) { pass, _ in
                let fill = try #require(MaskedFill(pass, color: color, probes: probes))
                mask.withUnsafeBufferPointer { m in
                    for y in 0..<h { fill.paint(row: m.baseAddress! + y * w, count: w, x: 0, y: y) }
                }
                fill.finish()
            }
            Self.expectSame(expected, actual, width: w)
        }
    }

    static func expectSame(_ expected: [UInt32], _ actual: [UInt32], width w: Int) {
        let firstDifference = zip(expected, actual).enumerated().first { $0.element.0 != $0.element.1 }
        #expect(
            firstDifference == nil,
            "pixel \(firstDifference.map { "\($0.offset % w),\($0.offset / w)" } ?? ""): Cairo \(firstDifference.map { String($0.element.0, radix: 16) } ?? "") ours \(firstDifference.map { String($0.element.1, radix: 16) } ?? "")"
        )
    }

    /// A clip Cairo can only apply as a mask (not whole pixels) is left to Cairo.
    @Test func aClipOfPartialPixelsIsLeftToCairo() throws {
        _ = try Self.withPass([UInt32](repeating: 0, count: 100), 10, 10) { pass, _ in
            cairo_rectangle(pass.cr, 0.5, 0, 4, 4)
            cairo_clip(pass.cr)
            #expect(MaskedFill(pass, color: RGBA(red: 0, green: 0, blue: 0, alpha: 0.5)) == nil)
        }
        _ = try Self.withPass([UInt32](repeating: 0, count: 100), 10, 10) { pass, _ in
            cairo_rectangle(pass.cr, 1, 2, 4, 4)
            cairo_clip(pass.cr)
            #expect(MaskedFill(pass, color: RGBA(red: 0, green: 0, blue: 0, alpha: 0.5)) != nil)
        }
    }

    /// Whole scenes, both ways: plain, in an opacity group (a target with an offset), under
    /// rectangular and rounded clips, with a material knocked out of its own shadow, over a
    /// transparent canvas, at fractional positions, at every scale, light and dark.
    @Test(arguments: [1.0, 2.0, 3.0])
    func scenesMatchTheMaskSurfacePath(scale: Double) throws {
        let card = RoundedRectangle(cornerRadius: 8).fill(.background).frame(width: 40, height: 34)
        let scenes: [(String, Node)] = [
            (
                "plain",
                ZStack {
                    Color(.background)
                    card.shadow(.shadow, radius: 6, y: 6)
                }
            ),
            ("transparent canvas", card.shadow(.shadow, radius: 9, x: 3, y: -4)),
            (
                "opacity group",
                ZStack {
                    Color(.accent)
                    ZStack { card.shadow(.label, radius: 5, y: 3) }.opacity(0.7)
                }
            ),
            (
                "rectangle clip",
                ZStack {
                    Color(.secondaryBackground)
                    ZStack { card.shadow(.shadow, radius: 12, y: 8) }.frame(width: 50, height: 50).clipShape(.rectangle)
                }
            ),
            (
                "rounded clip",
                ZStack {
                    Color(.secondaryBackground)
                    ZStack { card.shadow(.shadow, radius: 12, y: 8) }.frame(width: 60, height: 60).clipShape(
                        .roundedRectangle(cornerRadius: .points(14)))
                }
            ),
            (
                "material",
                ZStack {
                    Color(.accent)
                    Material(.glass, in: .capsule).frame(width: 70, height: 30).shadow(.shadow, radius: 10, y: 5)
                }
            ),
            (
                "fractional",
                ZStack {
                    Color(.background)
                    card.shadow(.shadow, radius: 7.3, x: 0.37, y: 1.71).offset(x: 0.41, y: 0.29)
                }
            ),
        ]
        for scheme in [ColorScheme.light, .dark] {
            for (name, node) in scenes {
                let direct = try Self.draw(node, scale: scale, scheme: scheme, direct: true)
                let masked = try Self.draw(node, scale: scale, scheme: scheme, direct: false)
                let identical = direct.isPixelIdentical(to: masked)
                let drawn = direct.pixels.contains { $0 != 0 }
                #expect(identical, "\(name), \(scheme), @\(scale): the direct shadow differs from cairo_mask_surface")
                #expect(drawn, "\(name): nothing drawn")
            }
        }
    }

    /// Photo cards — an opaque photo in a rounded or square clip, perhaps with a caption over it —
    /// leave the shadow under the photo unpainted (``OpaqueCover``); the pixels must not show it.
    /// Also a translucent photo and a faded card (all of their shadow painted) and a photo larger
    /// than its clip.
    @Test(arguments: [2.0, 3.0])
    func photoCardsMatchTheMaskSurfacePath(scale: Double) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("maskedfill-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let opaque = folder.appendingPathComponent("opaque.png")
        let translucent = folder.appendingPathComponent("translucent.png")
        var stripes = try render(
            ZStack {
                Color(.accent)
                Circle().fill(.label).frame(width: 40, height: 40)
            })
        try stripes.writePNG(to: opaque)
        // The same at half alpha (premultiplied: every channel halved too).
        stripes.pixels = stripes.pixels.map { p in
            let r = (p >> 16 & 0xFF) / 2
            let g = (p >> 8 & 0xFF) / 2
            let b = (p & 0xFF) / 2
            return 0x8000_0000 | r << 16 | g << 8 | b
        }
        try stripes.writePNG(to: translucent)
        func card(_ url: URL, _ clip: ShapeKind, width: Double = 46.3, height: Double = 37.7) -> Node {
            Image(.file(url.path)).resizable().aspectRatio(.fill).frame(width: width, height: height).clipShape(clip)
                .shadow(.shadow, radius: 7, y: 3)
        }
        let scenes: [(String, Node)] = [
            (
                "rounded",
                ZStack {
                    Color(.background)
                    card(opaque, .roundedRectangle(cornerRadius: .points(12)))
                }
            ),
            (
                "square",
                ZStack {
                    Color(.background)
                    card(opaque, .rectangle).offset(x: 0.37, y: 0.21)
                }
            ),
            (
                "capsule-like",
                ZStack {
                    Color(.background)
                    card(opaque, .roundedRectangle(cornerRadius: .points(30)), width: 60, height: 24)
                }
            ),
            (
                // The photo first, then a caption on a material and text over it: still covered.
                "captioned",
                ZStack {
                    Color(.background)
                    ZStack(alignment: .bottomLeading) {
                        Image(.file(opaque.path)).resizable().aspectRatio(.fill).frame(width: 52, height: 40)
                        Text("Rose", style: .caption2).padding(.all, .xs).background { Material(.frosted, in: .capsule) }
                    }
                    .clipShape(.roundedRectangle(cornerRadius: .points(12))).shadow(.shadow, radius: 7, y: 3)
                }
            ),
            (
                // Faded as a whole: the photo is drawn into a translucent group, nothing is covered.
                "faded",
                ZStack {
                    Color(.background)
                    ZStack {
                        Image(.file(opaque.path)).resizable().aspectRatio(.fill).frame(width: 46, height: 38)
                        Text("Rose", style: .caption2)
                    }
                    .opacity(0.5).clipShape(.roundedRectangle(cornerRadius: .points(12))).shadow(.shadow, radius: 7, y: 3)
                }
            ),
            (
                "translucent",
                ZStack {
                    Color(.background)
                    card(translucent, .roundedRectangle(cornerRadius: .points(12)))
                }
            ),
        ]
        for (name, node) in scenes {
            let direct = try Self.draw(node, scale: scale, scheme: .light, direct: true)
            let masked = try Self.draw(node, scale: scale, scheme: .light, direct: false)
            let identical = direct.isPixelIdentical(to: masked)
            #expect(identical, "\(name) @\(scale): the photo card's shadow differs from cairo_mask_surface")
        }
    }

    static func draw(_ node: Node, scale: Double, scheme: ColorScheme, direct: Bool) throws -> Bitmap {
        let renderer = try Renderer()
        renderer.paintsShadowsDirectly = direct
        let env = LayoutEnvironment(device: square, colorScheme: scheme, theme: try Theme.load(from: designTokens))
        return try renderer.render(try LayoutEngine(measurer: renderer.textSystem).layout(node, in: env), scale: scale)
    }

    /// A render pass over an ARGB32 surface holding `pixels`; returns the pixels afterwards.
    static func withPass(_ pixels: [UInt32], _ w: Int, _ h: Int, _ body: (RenderPass, OpaquePointer) throws -> Void) throws -> [UInt32] {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h))!
        defer { cairo_surface_destroy(surface) }
        let data = UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!).assumingMemoryBound(to: UInt32.self)
        let stride = Int(cairo_image_surface_get_stride(surface)) / 4
        for y in 0..<h { for x in 0..<w { data[y * stride + x] = pixels[y * w + x] } }
        cairo_surface_mark_dirty(surface)
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        let pass = RenderPass(
            cr: cr, surface: surface, scale: 1, pixels: (w, h), textSystem: PangoTextSystem(fonts: try FontLibrary()), images: ImageStore())
        try body(pass, surface)
        cairo_surface_flush(surface)
        return (0..<(w * h)).map { data[($0 / w) * stride + $0 % w] }
    }
}
