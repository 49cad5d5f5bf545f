import Foundation
import Testing

@testable import Rendering
@testable import ScreenLayout
@testable import Theme

@Suite struct EffectsTests {
    /// A frosted material over a hard black/white edge blurs it: pixels near the edge inside
    /// the material become grey, pixels outside the material stay untouched.
    @Test func frostedMaterialBlursWhatIsBehind() throws {
        let node = ZStack {
            HStack(spacing: 0) {
                Color(.label)
                Color(.background)
            }
            Material(.frosted, in: .rectangle).frame(width: 40, height: 40)
        }
        let b = try render(node)
        let edge = b.rgba(x: 100, y: 100)  // centre: on the black/white edge, inside the material
        #expect(edge.r > 40 && edge.r < 230)
        let outside = b.rgba(x: 20, y: 20)
        #expect(outside.r == 0)
    }

    @Test func shadowDarkensBelowTheShape() throws {
        let node = ZStack {
            Color(.background)
            RoundedRectangle(cornerRadius: 8).fill(.background).frame(width: 40, height: 40).shadow(.shadow, radius: 6, y: 6)
        }
        let b = try render(node)
        // The card spans 30…70 pt (60…140 px); the shadow falls 6 pt lower, blurred by 6 pt.
        #expect(b.rgba(x: 100, y: 150).r < 250)  // 5 pt under the card: in the shadow
        #expect(b.rgba(x: 100, y: 10).r == 255)  // far above: untouched
        #expect(b.rgba(x: 100, y: 195).r == 255)  // far below: untouched
    }

    @Test func gradientInterpolates() throws {
        let g = Gradient(kind: .linear(start: Point(x: 0, y: 0), end: Point(x: 1, y: 0)), stops: [.init(.label, at: 0), .init(.background, at: 1)])
        let b = try render(Rectangle().fill(g))
        #expect(b.rgba(x: 2, y: 50).r < 10)
        #expect(b.rgba(x: 197, y: 50).r > 245)
        let mid = b.rgba(x: 100, y: 50).r
        #expect(mid > 100 && mid < 160)
    }

    @Test func missingImageDrawsAVisiblePlaceholderAndIsReported() throws {
        let renderer = try Renderer()
        let env = LayoutEnvironment(device: square, theme: try Theme.load(from: designTokens))
        let layout = try LayoutEngine(measurer: renderer.textSystem, images: renderer.images)
            .layout(Image(.file("/nonexistent/photo.png")).resizable().frame(width: 50, height: 50), in: env)
        let b = try renderer.render(layout, scale: 2)
        #expect(b.rgba(x: 100, y: 100).a == 255)  // drawn, not blank
        #expect(renderer.images.failures["/nonexistent/photo.png"] != nil)
    }

    @Test func imageFillsAndIsClipped() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("img-\(UUID()).png")
        defer { try? FileManager.default.removeItem(at: url) }
        try render(Color(.accent)).writePNG(to: url)  // 200×200 px rose square
        let renderer = try Renderer()
        let env = LayoutEnvironment(device: square, theme: try Theme.load(from: designTokens))
        let node = Image(.file(url.path)).resizable().aspectRatio(.fill).frame(width: 60, height: 30)
        let layout = try LayoutEngine(measurer: renderer.textSystem, images: renderer.images).layout(node, in: env)
        guard case .image(let draw)? = layout.displayList.first(where: { if case .image = $0 { true } else { false } }) else {
            Issue.record("no image item")
            return
        }
        #expect(draw.clip.size == Size(width: 60, height: 30))
        #expect(draw.imageRect.size == Size(width: 60, height: 60))
        let b = try renderer.render(layout, scale: 2)
        let p = b.rgba(x: 100, y: 100)
        #expect(p.r == 0xD9 && p.g == 0x48)
        #expect(b.rgba(x: 100, y: 60).a == 0)  // outside the 30 pt tall clip
    }

    /// A material's tint is source-over in integers, c' = t + round(c · (255 − a) / 255), on
    /// every pixel of the region and on none outside it (four pixels at a time and a tail).
    @Test func tintIsSourceOverOnEveryPixelOfItsRegion() throws {
        let (w, h) = (37, 23)
        var rng = SeededRandom(state: 3)
        let before: [UInt32] = (0..<(w * h)).map { _ in
            let a = UInt32(rng.next() & 0xFF)
            func channel() -> UInt32 { UInt32(rng.next() % UInt64(a + 1)) }
            return a << 24 | channel() << 16 | channel() << 8 | channel()
        }
        let color = RGBA(red: 0.93, green: 0.9, blue: 0.88, alpha: 0.62)
        let region = (x0: 3, y0: 2, x1: 34, y1: 20)
        let after = try MaskedFillTests.withPass(before, w, h) { _, surface in Effects.tint(surface, with: color, within: region) }

        func byte(_ v: Double) -> UInt32 { UInt32((v * 255).rounded()) }
        let a = byte(color.alpha)
        let tint = [a, (byte(color.red) * a + 127) / 255, (byte(color.green) * a + 127) / 255, (byte(color.blue) * a + 127) / 255]
        var wrong = 0
        for y in 0..<h {
            for x in 0..<w {
                let p = before[y * w + x]
                let inside = x >= region.x0 && x < region.x1 && y >= region.y0 && y < region.y1
                let expected =
                    inside
                    ? (0..<4).reduce(UInt32(0)) { word, i in
                        let c = p >> (24 - 8 * UInt32(i)) & 0xFF
                        return word | (tint[i] + (c * (255 - a) + 127) / 255) << (24 - 8 * UInt32(i))
                    } : p
                if after[y * w + x] != expected { wrong += 1 }
            }
        }
        #expect(wrong == 0, "\(wrong) pixels differ from source-over")
    }
}
