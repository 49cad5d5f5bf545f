import Foundation
import Testing

@testable import ImageCodec
@testable import Rendering
@testable import ScreenLayout
@testable import Theme

/// The kit's PNG writer on rendered screens: the provenance the renderer stores, and the size
/// against libpng's writer (through Cairo).
@Suite struct RenderedPNGTests {
    @Test func storesTheProvenanceAndThePixelHash() throws {
        let bitmap = try render(Text("Metadata"))
        let metadata = PNGMetadata.provenance(device: .iPhone17Pro, appearance: .dark, typeSize: .accessibility3, scale: 2, fonts: try FontLibrary())
        let info = try PNGFileInfo.read(try bitmap.pngData(metadata: metadata.merging(["Note": "naïve ✓ 日本"]) { a, _ in a }))
        #expect(info.text[PNGMetadata.deviceKey] == "iphone17pro-portrait 402x874 pt @2x")
        #expect(info.text[PNGMetadata.appearanceKey] == "dark")
        #expect(info.text[PNGMetadata.typeSizeKey] == "AX3")
        #expect(info.text[PNGMetadata.rendererKey] == Renderer.versions)
        #expect(info.text[PNGMetadata.fontsKey]?.contains("Inter") == true)
        #expect(info.text["Note"] == "naïve ✓ 日本")  // not Latin-1: written as iTXt
        #expect(info.pixelHash == bitmap.pixelHash)
        #expect(info.width == bitmap.width && info.height == bitmap.height)
    }

    /// Output is within 10 % of libpng's (through Cairo) on a rendered screen and on photo-like noise.
    @Test func sizeIsWithinTenPercentOfCairo() throws {
        let screen = try render(
            ZStack {
                Color(.background)
                VStack {
                    Text("Second Skin", style: .largeTitle, weight: .bold)
                    Text("Your tattoos, from idea to healed.")
                    Capsule().fill(.accent).frame(height: 30)
                }
            }, scale: 3)
        for bitmap in [screen, noise(width: 200, height: 200, opaque: true)] {
            let ours = try bitmap.pngData().count
            let cairo = try bitmap.cairoPNGData().count
            #expect(Double(ours) <= Double(cairo) * 1.1, "ours \(ours) B, Cairo \(cairo) B")
        }
    }
}
