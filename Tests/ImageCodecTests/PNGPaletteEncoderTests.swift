import Foundation
import Testing

@testable import ImageCodec

/// The artifact writer: palette PNGs that read back to the very pixels.
@Suite struct PNGPaletteEncoderTests {
    /// A diff-like image (greys, red, yellow) plus translucent and transparent colours.
    var fewColours: Bitmap {
        var b = Bitmap(width: 300, height: 200, fill: 0xFFF0_F0F0)
        for i in stride(from: 0, to: b.pixels.count, by: 7) { b.pixels[i] = 0xFFFF_0000 }
        for i in stride(from: 3, to: b.pixels.count, by: 11) { b.pixels[i] = 0xFFFF_FF00 }
        for i in stride(from: 5, to: b.pixels.count, by: 13) { b.pixels[i] = 0x8040_2010 }
        b.pixels[1] = 0
        return b
    }

    @Test func fewColoursAreWrittenAsAPaletteAndReadBackExactly() throws {
        let bitmap = fewColours
        let data = try #require(try PNGPaletteEncoder.encode(bitmap))
        #expect(try PNGFileInfo.read(data).colorType == 3)
        #expect(try PNGDecoder.decode(data).isPixelIdentical(to: bitmap))
        let url = temporaryFile("artifact.png")
        defer { try? FileManager.default.removeItem(at: url) }
        try bitmap.writeArtifactPNG(to: url)
        #expect(try Bitmap.readPNG(at: url.path).isPixelIdentical(to: bitmap))
    }

    /// More than 256 colours: nil here, and the artifact writer falls back to the reference writer.
    @Test func manyColoursFallBackToTheReferenceWriter() throws {
        let bitmap = noise(width: 40, height: 40, opaque: false)
        #expect(try PNGPaletteEncoder.encode(bitmap) == nil)
        let url = temporaryFile("artifact.png")
        defer { try? FileManager.default.removeItem(at: url) }
        try bitmap.writeArtifactPNG(to: url)
        #expect(try PNGFileInfo.read(at: url.path).colorType == 6)
        #expect(try Bitmap.readPNG(at: url.path).isPixelIdentical(to: bitmap))
    }

    /// Exactly 256 colours still fit; every premultiplied translucent value round-trips.
    @Test func twoHundredFiftySixColoursFit() throws {
        let pixels = (0..<256).map { (i: Int) -> UInt32 in
            let v = UInt32(i)
            return v << 24 | (v / 2) << 16 | (v / 3) << 8 | v
        }
        let bitmap = Bitmap(width: 16, height: 16, pixels: pixels)
        let data = try #require(try PNGPaletteEncoder.encode(bitmap))
        #expect(try PNGDecoder.decode(data).isPixelIdentical(to: bitmap))
    }
}
