import Foundation
import Testing

@testable import ImageCodec
@testable import Rendering
@testable import ScreenLayout
@testable import Theme

let designTokens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("DesignTokens")

let square = DeviceConfiguration(
    name: "square", displayName: "Square", size: Size(width: 100, height: 100), scale: 2, orientation: .portrait,
    safeArea: .zero, horizontalSizeClass: .compact, verticalSizeClass: .regular, layoutMargin: 16, displayCornerRadius: 0)

func render(_ node: Node, scale: Double = 2, scheme: ColorScheme = .light) throws -> Bitmap {
    let renderer = try Renderer()
    let env = LayoutEnvironment(device: square, colorScheme: scheme, theme: try Theme.load(from: designTokens))
    let layout = try LayoutEngine(measurer: renderer.textSystem).layout(node, in: env)
    return try renderer.render(layout, scale: scale)
}

@Suite struct RendererTests {
    @Test func fillsWithTheThemeColour() throws {
        let bitmap = try render(Color(.accent))
        #expect(bitmap.width == 200 && bitmap.height == 200)
        let p = bitmap.rgba(x: 100, y: 100)
        #expect(p.r == 0xD9 && p.g == 0x48 && p.b == 0x5F && p.a == 0xFF)
    }

    @Test func darkModeUsesTheDarkValue() throws {
        let p = try render(Color(.background), scheme: .dark).rgba(x: 5, y: 5)
        #expect(p.r == 0 && p.g == 0 && p.b == 0 && p.a == 0xFF)
    }

    @Test func drawsTextPixels() throws {
        let bitmap = try render(
            ZStack {
                Color(.background)
                Text("Hello", style: .title1, weight: .bold)
            })
        let dark = bitmap.pixels.filter { ($0 & 0xFF) < 0x40 }.count
        #expect(dark > 200)  // black glyph pixels on white
    }

    @Test func renderingTwiceIsIdentical() throws {
        let node = VStack {
            Text("Second Skin", style: .largeTitle)
            Capsule().fill(.accent).frame(height: 20)
        }
        #expect(try render(node).isPixelIdentical(to: try render(node)))
    }

    /// A renderer draws into the storage of its last bitmap once the caller lets go of it, and
    /// clears only what the first item does not paint opaque: a background that covers part of
    /// the canvas, at fractional edges, must leave exactly a fresh renderer's pixels.
    @Test(arguments: [1.0, 2.0, 3.0])
    func reusedStorageIsClearedAroundAPartialBackground(scale: Double) throws {
        let env = LayoutEnvironment(device: square, colorScheme: .light, theme: try Theme.load(from: designTokens))
        let partial = ZStack(alignment: .topLeading) {
            Color(.background).frame(width: 61.3, height: 47.7).offset(x: 13.4, y: 20.2)
            Circle().fill(.accent).frame(width: 30, height: 30).offset(x: 50, y: 50).opacity(0.5)
        }
        let renderer = try Renderer()
        let engine = LayoutEngine(measurer: renderer.textSystem)
        _ = try renderer.render(try engine.layout(Color(.accent), in: env), scale: scale)  // dropped: its storage is reused
        let layout = try engine.layout(partial, in: env)
        let reused = try renderer.render(layout, scale: scale)
        let fresh = try Renderer().render(layout, scale: scale)
        let same = reused.isPixelIdentical(to: fresh)
        #expect(same, "@\(scale): the reused canvas differs from a fresh one")
        // The background is the first item, inside the canvas at fractional edges.
        let first = try #require(layout.displayList.first)
        guard case .fill(let path, _) = first else {
            Issue.record("first item: \(first)")
            return
        }
        let r = path.rect
        #expect(r.minX > 0 && r.minY > 0 && r.maxX < 100 && r.maxY < 100 && (r.minX * scale) != (r.minX * scale).rounded())
        #expect(fresh.rgba(x: 0, y: 0).a == 0 && fresh.rgba(x: Int((r.minX + r.width / 2) * scale), y: Int((r.minY + r.height / 2) * scale)).a == 255)
    }

    /// A run alternates phone, Duo and iPad: the canvases of the last three sizes are kept, and
    /// one drawn again at an earlier size reuses that size's storage (its bitmap was let go
    /// of), cleared to exactly a fresh renderer's pixels.
    @Test func canvasesOfAlternatingSizesAreReusedAndCleared() throws {
        let env = LayoutEnvironment(device: square, colorScheme: .light, theme: try Theme.load(from: designTokens))
        let renderer = try Renderer()
        let engine = LayoutEngine(measurer: renderer.textSystem)
        let partial = try engine.layout(Circle().fill(.accent).frame(width: 30, height: 30).opacity(0.5), in: env)
        func storage(_ bitmap: Bitmap) -> UnsafePointer<UInt32>? { bitmap.pixels.withUnsafeBufferPointer { $0.baseAddress } }
        let first = storage(try renderer.render(try engine.layout(Color(.accent), in: env), scale: 2))
        for scale in [3.0, 1.0] { _ = try renderer.render(partial, scale: scale) }
        #expect(renderer.keptCanvasSizes == [200 * 200, 300 * 300, 100 * 100])
        let again = try renderer.render(partial, scale: 2)
        #expect(storage(again) == first, "the 2× canvas was allocated again")
        #expect(again.isPixelIdentical(to: try Renderer().render(partial, scale: 2)))
        _ = try renderer.render(partial, scale: 4)
        #expect(renderer.keptCanvasSizes == [100 * 100, 200 * 200, 400 * 400], "the least recent size goes first")
    }

    @Test func scalesOneTwoThree() throws {
        for scale in [1.0, 2, 3] {
            let b = try render(Color(.accent), scale: scale)
            #expect(b.width == Int(100 * scale))
        }
    }

    @Test func invalidScaleIsAClearError() throws {
        #expect(throws: RenderError.invalidCanvas(width: 100, height: 100, scale: 0)) { try render(Color(.accent), scale: 0) }
        #expect { try render(Color(.accent), scale: .nan) } throws: { "\($0)".contains("at scale nan") }
    }

    @Test func missingFontsAreAClearError() {
        #expect(throws: RenderError.fontsMissing(directory: "/nonexistent")) { _ = try FontLibrary(directories: ["/nonexistent"]) }
        #expect(RenderError.fontsMissing(directory: "/x").description.contains("apt-get install fonts-inter"))
    }

    @Test func pngRoundTripIsExact() throws {
        let bitmap = try render(
            VStack {
                Text("Round trip")
                Circle().fill(.accentSoft)
            })
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("rt-\(UUID()).png")
        defer { try? FileManager.default.removeItem(at: url) }
        try bitmap.writePNG(to: url)
        #expect(try Bitmap.readPNG(at: url.path).isPixelIdentical(to: bitmap))
    }

    @Test func notAPNGIsAClearError() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("bad-\(UUID()).png")
        try Data("not a png".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect {
            _ = try Bitmap.readPNG(at: url.path)
        } throws: { ($0 as? PNGError) == .notPNG(path: url.path) }
    }
}
