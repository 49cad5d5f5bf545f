import Foundation
import Testing

@testable import ImageCodec
@testable import Rendering

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

/// The decoder reads what other tools write: palette, grey, grey + alpha and 16-bit files.
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

    @Test func rgbAndRGBASixteenBit() throws {
        let rgb = try decode(colorType: 2, bitDepth: 16, rows: [[0xD9, 0x00, 0x48, 0x00, 0x5F, 0x00]])
        #expect(rgb.pixels == [0xFFD9_485F])
        let rgba = try decode(colorType: 6, bitDepth: 16, rows: [[0xFF, 0x00, 0x00, 0x00, 0x00, 0x00, 0x80, 0x00]])
        #expect(rgba.rgba(x: 0, y: 0).r == 0xFF && rgba.rgba(x: 0, y: 0).a == 0x80)
    }
}
