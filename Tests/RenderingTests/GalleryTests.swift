import Foundation
import Testing

@testable import ImageCodec
@testable import Rendering
@testable import ScreenLayout
@testable import Theme

/// Renders the gallery screens in light and dark at @3x, writes them to
/// `$TMPDIR/secondskin-gallery` for a look, and checks what can be checked in pixels.
@Suite(.serialized) struct GalleryTests {
    static let folder = FileManager.default.temporaryDirectory.appendingPathComponent("secondskin-gallery")

    func renderCollection(_ scheme: ColorScheme, chrome: Bool = false) throws -> (Bitmap, Renderer, LayoutResult) {
        let photos = try GalleryScreens.writePhotos(count: 5, to: Self.folder.appendingPathComponent("photos"), scale: 2)
        let renderer = try Renderer()
        let env = LayoutEnvironment(device: .iPhone17Pro, colorScheme: scheme, theme: try Theme.load(from: designTokens))
        let layout = try LayoutEngine(measurer: renderer.textSystem, images: renderer.images).layout(
            GalleryScreens.collection(photos: photos), in: env)
        let bitmap = try renderer.render(layout, scale: 3)
        return (bitmap, renderer, layout)
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func collectionScreen(_ scheme: ColorScheme) throws {
        let (bitmap, renderer, layout) = try renderCollection(scheme)
        try bitmap.writePNG(to: Self.folder.appendingPathComponent("collection-\(scheme.rawValue).png"))
        #expect(bitmap.width == 1206 && bitmap.height == 2622)
        #expect(renderer.images.failures.isEmpty, "\(renderer.images.failures)")
        // The frosted caption (inside the hero card's shadow group) blurs the photo behind it:
        // at its left end, clear of the icon and text, it is the photo's colour seen through
        // the white tint, not the white tint over the blank canvas.
        let materials = layout.displayList.compactMap { item -> ShapePath? in
            if case .material(let path, _) = item { return path }
            return nil
        }
        #expect(materials.count == 2)
        let caption = materials[0].rect
        let seen = bitmap.rgba(x: Int((caption.minX + 6) * 3), y: Int((caption.minY + caption.height / 2) * 3))
        #expect(Int(seen.r) + Int(seen.g) + Int(seen.b) < 3 * 245, "caption pixel \(seen)")
        // The glass tab bar shows the screen behind it through the tint, and its rim is lighter
        // at the top edge than just inside it.
        let bar = materials[1].rect
        let top = bitmap.rgba(x: Int((bar.minX + bar.width / 2) * 3), y: Int(bar.minY * 3) + 1)
        let inside = bitmap.rgba(x: Int((bar.minX + bar.width / 2) * 3), y: Int(bar.minY * 3) + 12)
        #expect(top.a == 255 && inside.a == 255)
        if scheme == .dark { #expect(Int(top.g) > Int(inside.g)) }
        // The tab bar's own shadow does not show through its glass: over the white canvas, the
        // glass stays white.
        if scheme == .light { #expect(inside.r >= 248 && inside.g >= 248, "glass \(inside)") }
    }
}
