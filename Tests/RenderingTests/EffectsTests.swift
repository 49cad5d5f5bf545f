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
}
