import CZlib
import Foundation
import Testing

@testable import ImageCodec

@Suite struct PNGFileInfoTests {
    let png: Data = {
        var b = Bitmap(width: 40, height: 30, fill: 0xFF20_4060)
        b.pixels[7] = 0x8000_0000
        return try! b.pngData(metadata: ["Appearance": "light"])
    }()

    func idatOffset(_ data: Data) -> Int { data.range(of: Data("IDAT".utf8))!.lowerBound }

    @Test func readsSizeFormatAndText() throws {
        let info = try PNGFileInfo.read(png)
        #expect(info.width == 40 && info.height == 30 && info.colorType == 6)
        #expect(info.text["Appearance"] == "light")
        #expect(info.pixelHash != nil)
    }

    /// The stored pixel hash is verified by the image-data hash beside it, for both writers.
    @Test func thePixelHashIsBoundToTheImageData() throws {
        let info = try PNGFileInfo.read(png)
        #expect(info.verifiedPixelHash != nil && info.verifiedPixelHash == info.pixelHash)
        let diff = try #require(try PNGPaletteEncoder.encode(Bitmap(width: 9, height: 9, fill: 0xFFFF_0000)))
        #expect(try PNGFileInfo.read(diff).verifiedPixelHash == Bitmap(width: 9, height: 9, fill: 0xFFFF_0000).pixelHash)
    }

    /// Changing an image chunk's bytes (CRC recomputed, text chunks kept) unbinds the hash;
    /// adding or changing text does not.
    @Test func anEditedImageChunkUnbindsThePixelHash() throws {
        var bytes = [UInt8](png)
        let at = idatOffset(png)
        let length = Int(bytes[at - 4]) << 24 | Int(bytes[at - 3]) << 16 | Int(bytes[at - 2]) << 8 | Int(bytes[at - 1])
        bytes[at + 4 + length / 2] ^= 0x40
        let crc = UInt32(crc32(0, Array(bytes[at..<(at + 4 + length)]), UInt32(4 + length)))
        bytes.replaceSubrange(
            (at + 4 + length)..<(at + 8 + length), with: [UInt8(crc >> 24), UInt8(crc >> 16 & 0xFF), UInt8(crc >> 8 & 0xFF), UInt8(crc & 0xFF)])
        let edited = try PNGFileInfo.read(Data(bytes))
        #expect(edited.pixelHash != nil && edited.verifiedPixelHash == nil)
        var w = PNGChunkWriter()
        w.bytes = [UInt8](png.prefix(at - 4))
        w.chunk("tEXt", Array("Comment\0added later".utf8))
        w.bytes += png.suffix(from: at - 4)
        #expect(try PNGFileInfo.read(Data(w.bytes)).verifiedPixelHash != nil)
    }

    @Test func aFlippedByteIsADamagedChunk() {
        var bad = png
        bad[idatOffset(bad) + 10] ^= 0x01
        #expect { _ = try PNGFileInfo.read(bad, path: "ref.png") } throws: { error in
            guard case PNGError.badChecksum(_, let chunk, _) = error else { return false }
            return chunk == "IDAT" && "\(error)".contains("Re-record")
        }
    }

    @Test func aCutFileIsTruncated() {
        #expect { _ = try PNGFileInfo.read(png.prefix(png.count - 5), path: "ref.png") } throws: { error in
            if case PNGError.truncated = error { return true }
            return false
        }
        #expect { _ = try PNGFileInfo.read(Data(), path: "ref.png") } throws: { $0 as? PNGError == .notPNG(path: "ref.png") }
        #expect { _ = try PNGFileInfo.read(Data("GIF89a not a png".utf8), path: "ref.png") } throws: { $0 as? PNGError == .notPNG(path: "ref.png") }
    }

    @Test func aMissingFileSaysSo() {
        #expect { _ = try PNGFileInfo.read(at: "/nonexistent/ref.png") } throws: { "\($0)".contains("does not exist") }
    }

    /// The reader never inflates: image data that is not a zlib stream but has valid CRCs still
    /// reads (the decoder, which does inflate, refuses it).
    @Test func doesNotInflateTheImageData() throws {
        var w = PNGChunkWriter()
        w.bytes = PNGEncoder.signature
        w.chunk("IHDR", [0, 0, 0, 4, 0, 0, 0, 4, 8, 2, 0, 0, 0])
        w.chunk("tEXt", Array("PixelHash\0xxh64:0000000000000001".utf8))
        w.chunk("IDAT", [UInt8](repeating: 0xEE, count: 64))
        w.chunk("IEND", [])
        let url = temporaryFile("garbage-idat.png")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data(w.bytes).write(to: url)
        #expect(try PNGFileInfo.read(at: url.path).pixelHash == PixelHash(1))
        #expect(throws: PNGError.self) { _ = try Bitmap.readPNG(at: url.path) }
    }

    @Test func aFileWithoutImageDataIsMalformed() {
        var w = PNGChunkWriter()
        w.bytes = PNGEncoder.signature
        w.chunk("IHDR", [0, 0, 0, 4, 0, 0, 0, 4, 8, 2, 0, 0, 0])
        w.chunk("IEND", [])
        #expect { _ = try PNGFileInfo.read(Data(w.bytes)) } throws: { "\($0)".contains("no image data") }
    }
}

/// The decoder reads what other tools write: palette, grey, grey + alpha, 1–16-bit and
/// interlaced files.
@Suite struct PNGDecodingTests {
    func decode(colorType: UInt8, bitDepth: UInt8, rows: [[UInt8]], extra: [(type: String, data: [UInt8])] = []) throws -> Bitmap {
        let filtered: [UInt8] = rows.flatMap { row -> [UInt8] in [0] + row }
        let width = rows[0].count * 8 / Int(bitDepth) / [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][Int(colorType)]!
        let data = try PNGEncoder.assemble(
            width: width, height: rows.count, bitDepth: bitDepth, colorType: colorType, filtered: filtered, text: [:], extra: extra)
        let url = temporaryFile("decode.png")
        defer { try? FileManager.default.removeItem(at: url) }
        try data.write(to: url)
        return try Bitmap.readPNG(at: url.path)
    }

    @Test func greyEightAndSixteenBit() throws {
        let g8 = try decode(colorType: 0, bitDepth: 8, rows: [[0x00, 0x80], [0xFF, 0x10]])
        #expect(g8.pixels == [0xFF00_0000, 0xFF80_8080, 0xFFFF_FFFF, 0xFF10_1010])
        let g16 = try decode(colorType: 0, bitDepth: 16, rows: [[0xAB, 0x80, 0x12, 0x7F]])
        #expect(g16.pixels == [0xFFAB_ABAB, 0xFF12_1212])
    }

    @Test func greyWithAlpha() throws {
        let b = try decode(colorType: 4, bitDepth: 8, rows: [[0xFF, 0x80, 0x40, 0xFF]])
        #expect(b.rgba(x: 0, y: 0) == (255, 255, 255, 0x80))
        #expect(b.pixels[1] == 0xFF40_4040)
    }

    @Test func paletteWithTransparency() throws {
        let plte: [UInt8] = [0xD9, 0x48, 0x5F, 0x00, 0x00, 0xFF, 0x10, 0x20, 0x30]
        let b = try decode(colorType: 3, bitDepth: 8, rows: [[0, 1, 2]], extra: [("PLTE", plte), ("tRNS", [0xFF, 0x00])])
        #expect(b.pixels == [0xFFD9_485F, 0x0000_0000, 0xFF10_2030])
    }

    /// 1, 2 and 4-bit grey repeat their bits up to 8; a colour key matches the stored sample.
    @Test func lowBitDepthsAndAColourKey() throws {
        let (white, black): (UInt32, UInt32) = (0xFFFF_FFFF, 0xFF00_0000)
        #expect(try decode(colorType: 0, bitDepth: 1, rows: [[0b1011_0000]]).pixels == [white, black, white, white, black, black, black, black])
        #expect(try decode(colorType: 0, bitDepth: 2, rows: [[0b0001_1011]]).pixels == [0xFF00_0000, 0xFF55_5555, 0xFFAA_AAAA, 0xFFFF_FFFF])
        #expect(try decode(colorType: 0, bitDepth: 4, rows: [[0x0F, 0x80]]).pixels == [0xFF00_0000, 0xFFFF_FFFF, 0xFF88_8888, 0xFF00_0000])
        let keyed = try decode(colorType: 0, bitDepth: 4, rows: [[0x0F, 0x80]], extra: [("tRNS", [0x01, 0x08])])  // key 8 (high bits dropped)
        #expect(keyed.pixels == [0xFF00_0000, 0xFFFF_FFFF, 0, 0xFF00_0000])
    }

    /// A palette index beyond the palette is opaque black, as in libpng.
    @Test func paletteIndicesBeyondThePaletteAreBlack() throws {
        let b = try decode(colorType: 3, bitDepth: 2, rows: [[0b0001_1011]], extra: [("PLTE", [0xD9, 0x48, 0x5F, 0x10, 0x20, 0x30])])
        #expect(b.pixels == [0xFFD9_485F, 0xFF10_2030, 0xFF00_0000, 0xFF00_0000])
    }

    /// Adam7: a 3 × 3 image arrives in five non-empty passes, each put back in its place.
    @Test func interlacedPassesLandInPlace() throws {
        // Passes 1, 4, 5, 6 (two rows) and 7 of a 3 × 3 grey image whose pixel (x, y) is 10·y + x.
        let filtered: [UInt8] = [0, 0] + [0, 2] + [0, 20, 22] + [0, 1] + [0, 21] + [0, 10, 11, 12]
        var w = PNGChunkWriter()
        w.bytes = PNGEncoder.signature
        w.chunk("IHDR", [0, 0, 0, 3, 0, 0, 0, 3, 8, 0, 0, 0, 1])
        var bound = compressBound(UInt(filtered.count))
        var compressed = [UInt8](repeating: 0, count: Int(bound))
        _ = compress2(&compressed, &bound, filtered, UInt(filtered.count), 6)
        w.chunk("IDAT", compressed.prefix(Int(bound)))
        w.chunk("IEND", [])
        let b = try PNGDecoder.decode(Data(w.bytes))
        #expect(b.pixels.map { UInt8($0 & 0xFF) } == [0, 1, 2, 10, 11, 12, 20, 21, 22])
    }

    @Test func rgbAndRGBASixteenBit() throws {
        let rgb = try decode(colorType: 2, bitDepth: 16, rows: [[0xD9, 0x00, 0x48, 0x00, 0x5F, 0x00]])
        #expect(rgb.pixels == [0xFFD9_485F])
        let rgba = try decode(colorType: 6, bitDepth: 16, rows: [[0xFF, 0x00, 0x00, 0x00, 0x00, 0x00, 0x80, 0x00]])
        #expect(rgba.rgba(x: 0, y: 0).r == 0xFF && rgba.rgba(x: 0, y: 0).a == 0x80)
    }
}
