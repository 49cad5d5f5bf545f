import Foundation
import Testing

@testable import ImageCodec

/// A deterministic pseudo-random pattern (xorshift), for pixels that do not compress away.
func noise(width: Int, height: Int, opaque: Bool, seed: UInt64 = 0x9E37_79B9) -> Bitmap {
    var state = seed
    var pixels: [UInt32] = []
    pixels.reserveCapacity(width * height)
    for _ in 0..<(width * height) {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        let a: UInt32 = opaque ? 255 : UInt32(state >> 56)
        func c(_ shift: UInt64) -> UInt32 { a == 0 ? 0 : UInt32((state >> shift) & 0xFF) % (a + 1) }
        pixels.append(a << 24 | c(8) << 16 | c(16) << 8 | c(24))
    }
    return Bitmap(width: width, height: height, pixels: pixels)
}

func temporaryFile(_ name: String) -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID())-\(name)")
}

@Suite struct PNGEncoderTests {
    @Test func opaquePixelsAreWrittenAsRGBAndTranslucentAsRGBA() throws {
        let opaque = try PNGFileInfo.read(try Bitmap(width: 4, height: 4, fill: 0xFF80_4020).pngData())
        #expect(opaque.colorType == 2 && opaque.bitDepth == 8)
        var translucent = Bitmap(width: 4, height: 4, fill: 0xFF80_4020)
        translucent.pixels[5] = 0x8040_2010
        let info = try PNGFileInfo.read(try translucent.pngData())
        #expect(info.colorType == 6 && info.bitDepth == 8)
    }

    /// Every premultiplied (alpha, channel) pair survives canonical → PNG → canonical.
    @Test func everyTranslucentPixelRoundTripsExactly() throws {
        var pixels: [UInt32] = []
        for a in 0..<256 {
            for c in 0..<256 {
                let p = UInt32(min(c, a))
                pixels.append(UInt32(a) << 24 | p << 16 | UInt32(min(255 - c, a)) << 8 | p)
            }
        }
        let bitmap = Bitmap(width: 256, height: 256, pixels: pixels)
        let url = temporaryFile("all-alpha.png")
        defer { try? FileManager.default.removeItem(at: url) }
        try bitmap.writePNG(to: url)
        #expect(try Bitmap.readPNG(at: url.path).isPixelIdentical(to: bitmap))
    }

    @Test func samePixelsAndMetadataGiveTheSameBytes() throws {
        let bitmap = noise(width: 300, height: 200, opaque: false)
        var a: [String: String] = [:]
        a["Device"] = "iphone17pro-portrait"
        a["Appearance"] = "dark"
        var b: [String: String] = [:]
        b["Appearance"] = "dark"
        b["Device"] = "iphone17pro-portrait"
        #expect(try bitmap.pngData(metadata: a) == bitmap.pngData(metadata: b))
        #expect(try bitmap.pngData(metadata: a) != bitmap.pngData(metadata: [:]))
    }

    /// Images larger than one 1 MiB deflate segment are compressed in parallel segments that
    /// must still form one valid zlib stream.
    @Test func multiSegmentImagesDecode() throws {
        for opaque in [true, false] {
            let bitmap = noise(width: 900, height: 700, opaque: opaque)
            let url = temporaryFile("segments.png")
            defer { try? FileManager.default.removeItem(at: url) }
            try bitmap.writePNG(to: url)
            #expect(try Bitmap.readPNG(at: url.path).isPixelIdentical(to: bitmap))
        }
    }

    @Test func storesTheMetadataAndThePixelHash() throws {
        let bitmap = noise(width: 30, height: 20, opaque: false)
        let metadata = [PNGMetadata.deviceKey: "iphone17pro-portrait 402x874 pt @2x", PNGMetadata.appearanceKey: "dark", "Note": "naïve ✓ 日本"]
        let info = try PNGFileInfo.read(try bitmap.pngData(metadata: metadata))
        #expect(info.text[PNGMetadata.deviceKey] == "iphone17pro-portrait 402x874 pt @2x")
        #expect(info.text[PNGMetadata.appearanceKey] == "dark")
        #expect(info.text["Note"] == "naïve ✓ 日本")  // not Latin-1: written as iTXt
        #expect(info.pixelHash == bitmap.pixelHash)
        #expect(info.width == bitmap.width && info.height == bitmap.height)
    }

    @Test func invalidKeysAreRefusedWithTheRule() {
        let bitmap = Bitmap(width: 1, height: 1, fill: 0xFF00_0000)
        for key in ["", " lead", "two  spaces", String(repeating: "k", count: 80), "tab\t"] {
            #expect(throws: PNGError.self) { _ = try bitmap.pngData(metadata: [key: "v"]) }
        }
        #expect(PNGError.invalidMetadata(key: "", reason: "x").description.contains("1–79 printable Latin-1"))
    }
}
