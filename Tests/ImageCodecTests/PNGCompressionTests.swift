import Foundation
import Testing

@testable import ImageCodec

/// libdeflate's two levels: the same pixels back, deterministic bytes, and the smallest level
/// no larger than the fast one.
@Suite struct PNGCompressionTests {
    /// A screen-like image: flat areas, gradients and a noisy photo, translucent or not.
    func screen(opaque: Bool) -> Bitmap {
        var b = noise(width: 400, height: 300, opaque: opaque)
        for y in 0..<300 {
            for x in 0..<400 where x < 250 || y < 100 {
                let v = UInt32((x + y) / 4 & 0xFF)
                b.pixels[y * 400 + x] = x < 120 ? 0xFFF2_F2F7 : 0xFF00_0000 | v << 16 | v << 8 | (255 - v)
            }
        }
        return b
    }

    @Test(arguments: [true, false])
    func bothLevelsDecodeToTheSamePixelsAndRepeatTheirBytes(opaque: Bool) throws {
        let bitmap = screen(opaque: opaque)
        let fast = try bitmap.pngData(compression: .fast)
        let smallest = try bitmap.pngData(compression: .smallest)
        #expect(fast != smallest)
        #expect(smallest.count <= fast.count)
        #expect(try bitmap.pngData(compression: .fast) == fast)
        #expect(try bitmap.pngData(compression: .smallest) == smallest)
        for data in [fast, smallest] {
            #expect(try PNGDecoder.decode(data, path: "x.png").isPixelIdentical(to: bitmap))
            // The stored hashes vouch for the pixels whatever the level (the checker's fast path).
            #expect(try PNGFileInfo.read(data).verifiedPixelHash == bitmap.pixelHash)
        }
    }

    /// Empty and one-pixel images still make one valid zlib stream.
    @Test func tinyImagesRoundTrip() throws {
        for bitmap in [Bitmap(width: 1, height: 1, fill: 0x8040_2010), Bitmap(width: 1, height: 1, fill: 0xFFFF_FFFF)] {
            for compression in [PNGCompression.preview, .fast, .smallest] {
                #expect(try PNGDecoder.decode(bitmap.pngData(compression: compression), path: "t.png").isPixelIdentical(to: bitmap))
            }
        }
    }

    /// The preview level filters every row with Up and still gives the same pixels and hashes.
    @Test(arguments: [true, false])
    func previewsFilterEveryRowWithUpAndKeepThePixels(opaque: Bool) throws {
        let bitmap = screen(opaque: opaque)
        let preview = try bitmap.pngData(compression: .preview)
        #expect(preview != (try bitmap.pngData(compression: .fast)))
        #expect(try bitmap.pngData(compression: .preview) == preview)
        #expect(try PNGDecoder.decode(preview, path: "p.png").isPixelIdentical(to: bitmap))
        #expect(try PNGFileInfo.read(preview).verifiedPixelHash == bitmap.pixelHash)
        // Every scanline's first byte, once inflated, names the Up filter.
        let rowBytes = bitmap.width * (opaque ? 3 : 4) + 1
        var filtered = [UInt8](repeating: 0, count: bitmap.height * rowBytes)
        try [UInt8](preview).withUnsafeBytes { bytes in
            let chunks = try PNGChunks.read(bytes, path: "p.png")
            try filtered.withUnsafeMutableBufferPointer { out in
                try PNGInflate.inflate(bytes, chunks.imageData, into: out.baseAddress!, count: out.count, path: "p.png")
            }
        }
        #expect((0..<bitmap.height).allSatisfy { filtered[$0 * rowBytes] == 2 })
    }
}
