import CZlib
import Foundation
import Testing

@testable import ImageCodec

/// A seeded SplitMix64, so every random image is the same on every run.
struct SeededRandom: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Filters raw 8-bit scanlines with the given filter type per row, straight from the PNG
/// spec's definitions (the test's independent forward filter).
func filterScanlines(_ raw: [UInt8], rowBytes: Int, bpp: Int, types: [UInt8]) -> [UInt8] {
    var out: [UInt8] = []
    for (y, type) in types.enumerated() {
        out.append(type)
        for i in 0..<rowBytes {
            let x = Int(raw[y * rowBytes + i])
            let a = i >= bpp ? Int(raw[y * rowBytes + i - bpp]) : 0
            let b = y > 0 ? Int(raw[(y - 1) * rowBytes + i]) : 0
            let c = y > 0 && i >= bpp ? Int(raw[(y - 1) * rowBytes + i - bpp]) : 0
            let prediction: Int
            switch type {
            case 1: prediction = a
            case 2: prediction = b
            case 3: prediction = (a + b) / 2
            case 4:
                let p = a + b - c
                let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
                prediction = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
            default: prediction = 0
            }
            out.append(UInt8((x - prediction) & 0xFF))
        }
    }
    return out
}

/// Writes `data` to a temporary file and reads it back with `Bitmap.readPNG(at:)`.
func decodeFromFile(_ data: Data, name: String = "decode.png") throws -> Bitmap {
    let url = temporaryFile(name)
    defer { try? FileManager.default.removeItem(at: url) }
    try data.write(to: url)
    return try Bitmap.readPNG(at: url.path)
}

/// The canonical pixels of raw 8-bit samples (colour type 0, 2, 4 or 6), straight from the
/// definition: grey copied to red, green and blue, colour premultiplied to the nearest value,
/// `(c·a + 127) / 255`, which is `round(c·a / 255)` (c·a / 255 is never halfway).
func canonicalPixels(_ raw: [UInt8], colorType: UInt8) -> [UInt32] {
    let channels = [0: 1, 2: 3, 4: 2, 6: 4][Int(colorType)]!
    return stride(from: 0, to: raw.count, by: channels).map { i in
        let s = raw[i..<(i + channels)].map(UInt32.init)
        let (r, g, b, a) = channels < 3 ? (s[0], s[0], s[0], channels == 2 ? s[1] : 255) : (s[0], s[1], s[2], channels == 4 ? s[3] : 255)
        func pm(_ c: UInt32) -> UInt32 { (c * a + 127) / 255 }
        return a << 24 | pm(r) << 16 | pm(g) << 8 | pm(b)
    }
}

/// Whether the decoder reads `data` on its fast path rather than expanding samples.
func takesFastPath(_ data: Data) throws -> Bool {
    let chunks = try data.withUnsafeBytes { try PNGChunks.read($0, path: "x.png") }
    return chunks.header.isFastPathFormat && chunks.transparency == nil
}

/// A PNG with the given raw 8-bit samples, every filter type used in turn and the zlib
/// stream split into IDAT chunks of `idatSize` bytes (an empty one in between).
func handMadePNG(width: Int, height: Int, colorType: UInt8, raw: [UInt8], idatSize: Int, extra: [(String, [UInt8])] = []) -> Data {
    let channels = [0: 1, 2: 3, 4: 2, 6: 4][Int(colorType)]!
    let rowBytes = width * channels
    let types = (0..<height).map { UInt8($0 % 5) }
    let filtered = filterScanlines(raw, rowBytes: rowBytes, bpp: channels, types: types)
    var bound = compressBound(UInt(filtered.count))
    var compressed = [UInt8](repeating: 0, count: Int(bound))
    _ = compress2(&compressed, &bound, filtered, UInt(filtered.count), 9)
    compressed.removeLast(compressed.count - Int(bound))
    var w = PNGChunkWriter()
    w.bytes = PNGEncoder.signature
    var ihdr: [UInt8] = []
    ihdr.appendBE32(UInt32(width))
    ihdr.appendBE32(UInt32(height))
    ihdr += [8, colorType, 0, 0, 0]
    w.chunk("IHDR", ihdr)
    for (type, body) in extra { w.chunk(type, body) }
    var offset = 0
    while offset < compressed.count {
        let end = min(compressed.count, offset + idatSize)
        w.chunk("IDAT", compressed[offset..<end])
        if offset == 0 { w.chunk("IDAT", []) }
        offset = end
    }
    w.chunk("IEND", [])
    return Data(w.bytes)
}

@Suite struct PNGDecoderTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Committed references (RGB and RGBA, phone to iPad, @3x) decode to the very pixels whose
    /// hash the writer stored in them. (RenderingTests compare them with libpng too.)
    @Test(arguments: [
        "__Snapshots__/Welcome/default.iphone17pro-portrait-light@3x.png",
        "__Snapshots__/Welcome/default.ipadpro11-landscape-dark.png",
        "__Snapshots__/Bookings/empty.iphoneduo-inner-landscape-light.png",
        "__Snapshots__/Ideas/default.iphoneduo-inner-landscape-dark.png",
    ])
    func committedReferencesDecodeToTheirStoredHash(_ file: String) throws {
        let path = Self.root.appendingPathComponent(file).path
        #expect(try takesFastPath(Data(contentsOf: URL(fileURLWithPath: path))))
        let info = try PNGFileInfo.read(at: path)
        let decoded = try Bitmap.readPNG(at: path)
        #expect(decoded.width == info.width && decoded.height == info.height)
        #expect(info.pixelHash != nil && decoded.pixelHash == info.pixelHash, "\(file)")
    }

    /// The fixtures hold one grey picture in five formats; the ones off the fast path (16 bits,
    /// palette) decode to the same pixels as the RGB one.
    @Test(arguments: ["rgba-8bit.png", "grey-8bit.png", "grey-16bit.png", "grey-palette.png"])
    func fixturesInEveryFormatDecodeAlike(_ file: String) throws {
        let fixtures = Self.root.appendingPathComponent("Tests/SnapshotsTests/Fixtures")
        let path = fixtures.appendingPathComponent(file).path
        #expect(try takesFastPath(Data(contentsOf: URL(fileURLWithPath: path))) == (file.hasSuffix("8bit.png")))
        let rgb = try Bitmap.readPNG(at: fixtures.appendingPathComponent("rgb-8bit.png").path)
        #expect(try Bitmap.readPNG(at: path).isPixelIdentical(to: rgb), "\(file)")
    }

    /// Random straight-alpha colours (every alpha, so premultiplication rounding is exercised),
    /// all five filters and IDAT splits, in all four fast-path colour types.
    @Test(arguments: [(UInt8(0), 1), (4, 2), (2, 3), (6, 4)])
    func randomImagesInEveryFastPathFormatDecodeToTheirSamples(_ colorType: UInt8, _ channels: Int) throws {
        var random = SeededRandom(state: UInt64(colorType) + 1)
        let (width, height) = (37, 41)
        var raw = (0..<(width * height * channels)).map { _ in UInt8.random(in: 0...255, using: &random) }
        if channels == 4 {
            for i in 0..<64 { raw[i * 4 + 3] = UInt8(i % 3 == 0 ? 0 : (i % 3 == 1 ? 255 : i)) }
        }
        for idatSize in [5, 1000, 1 << 20] {
            let png = handMadePNG(width: width, height: height, colorType: colorType, raw: raw, idatSize: idatSize)
            #expect(try takesFastPath(png))
            let decoded = try decodeFromFile(png)
            #expect(decoded.pixels == canonicalPixels(raw, colorType: colorType), "colour type \(colorType), IDAT size \(idatSize)")
        }
    }

    /// The kit's own writer: a multi-segment parallel deflate stream over several IDAT chunks,
    /// with translucent pixels, reads back to the very pixels written.
    @Test func theKitsOwnLargeOutputRoundTrips() throws {
        let bitmap = noise(width: 900, height: 700, opaque: false)
        let data = try bitmap.pngData()
        let idats = data.split(separator: Data("IDAT".utf8)).count - 1
        #expect(idats >= 2)
        #expect(try takesFastPath(data))
        #expect(try decodeFromFile(data).isPixelIdentical(to: bitmap))
    }

    /// Every 256 × 256 (alpha, straight channel) pair premultiplies to the nearest value.
    @Test func everyAlphaAndChannelPremultipliesToTheNearestValue() throws {
        var raw: [UInt8] = []
        for alpha in 0..<256 {
            for c in 0..<256 {
                let red = UInt8(c)
                let green = UInt8(255 - c)
                let blue = UInt8((c ^ alpha) & 0xFF)
                raw += [red, green, blue, UInt8(alpha)]
            }
        }
        let png = handMadePNG(width: 256, height: 256, colorType: 6, raw: raw, idatSize: 1 << 16)
        #expect(try takesFastPath(png))
        #expect(try PNGDecoder.decode(png).pixels == canonicalPixels(raw, colorType: 6))
    }

    /// A tRNS colour key (and 16 bits, palettes: see PNGDecodingTests) leaves the fast path.
    @Test func aColourKeyLeavesTheFastPath() throws {
        let raw: [UInt8] = [0, 0, 0, 10, 20, 30, 0, 0, 0, 40, 50, 60]
        let png = handMadePNG(width: 2, height: 2, colorType: 2, raw: raw, idatSize: 100, extra: [("tRNS", [0, 0, 0, 0, 0, 0])])
        #expect(try !takesFastPath(png))
        #expect(try decodeFromFile(png).pixels == [0, 0xFF0A_141E, 0, 0xFF28_323C])
    }

    func expectPNGError(_ data: Data, _ check: (PNGError) -> Bool = { _ in true }, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(sourceLocation: sourceLocation) { _ = try PNGDecoder.decode(data, path: "x.png") } throws: { error in
            guard let e = error as? PNGError else { return false }
            return check(e)
        }
    }

    var small: Data { handMadePNG(width: 13, height: 9, colorType: 6, raw: (0..<(13 * 9 * 4)).map { UInt8($0 % 251) }, idatSize: 40) }

    @Test func emptyAndForeignBytesAreNotPNG() {
        expectPNGError(Data()) { $0 == .notPNG(path: "x.png") }
        expectPNGError(Data("GIF89a, not a PNG at all".utf8)) { $0 == .notPNG(path: "x.png") }
        expectPNGError(Data([0xFF, 0xD8, 0xFF, 0xE0])) { $0 == .notPNG(path: "x.png") }
    }

    /// Every cut of a valid file is a typed error, never a crash or a partial image.
    @Test func everyTruncationIsATypedError() {
        let data = small
        for n in 1..<data.count {
            expectPNGError(data.prefix(n)) { error in
                if case .truncated = error { return true }
                return false
            }
        }
    }

    @Test func aFlippedByteIsABadChecksum() {
        var data = small
        let idat = data.range(of: Data("IDAT".utf8))!.lowerBound
        data[idat + 6] ^= 0x20
        expectPNGError(data) { error in
            if case .badChecksum(_, "IDAT", _) = error { return true }
            return false
        }
    }

    /// Image data that is not a zlib stream, a stream that ends early and an unknown filter
    /// type are malformed, with the reason.
    @Test func damagedImageDataIsMalformed() throws {
        func png(_ filtered: [UInt8], width: Int = 2, height: Int = 2) -> Data {
            var bound = compressBound(UInt(filtered.count))
            var compressed = [UInt8](repeating: 0, count: Int(bound))
            _ = compress2(&compressed, &bound, filtered, UInt(filtered.count), 6)
            return garbagePNG(Array(compressed.prefix(Int(bound))), width: width, height: height)
        }
        expectPNGError(garbagePNG([UInt8](repeating: 0xEE, count: 64))) { "\($0)".contains("does not inflate") }
        expectPNGError(png([0, 1, 2, 3, 4, 5, 6])) { "\($0)".contains("ends after 7 of 14 bytes") }
        expectPNGError(png([0, 1, 2, 3, 4, 5, 6, 9, 1, 2, 3, 4, 5, 6])) { "\($0)".contains("unknown filter type 9") }
        let decoded = try PNGDecoder.decode(png([0, 1, 2, 3, 4, 5, 6, 2, 1, 1, 1, 1, 1, 1, 7, 7, 7]))  // extra data: ignored, as libpng
        #expect(decoded.pixels == [0xFF01_0203, 0xFF04_0506, 0xFF02_0304, 0xFF05_0607])
    }

    func garbagePNG(_ idat: [UInt8], width: Int = 2, height: Int = 2, colorType: UInt8 = 2) -> Data {
        var w = PNGChunkWriter()
        w.bytes = PNGEncoder.signature
        var ihdr: [UInt8] = []
        ihdr.appendBE32(UInt32(width))
        ihdr.appendBE32(UInt32(height))
        ihdr += [8, colorType, 0, 0, 0]
        w.chunk("IHDR", ihdr)
        w.chunk("IDAT", idat)
        w.chunk("IEND", [])
        return Data(w.bytes)
    }

    /// A 100 000 × 100 000 header with a few bytes of data is refused before allocating.
    @Test func aDecompressionBombIsRefusedFromItsHeader() {
        expectPNGError(garbagePNG([0x78, 0x9C, 0x03, 0x00], width: 100_000, height: 100_000)) { error in
            error == .tooLarge(path: "x.png", width: 100_000, height: 100_000, limit: PNGDecoder.defaultMaxPixels)
        }
        #expect(throws: PNGError.self) { _ = try PNGDecoder.decode(self.small, maxPixels: 100) }
    }

    @Test func impossibleHeadersAreMalformed() {
        expectPNGError(garbagePNG([], width: 0)) { "\($0)".contains("0×2") }
        expectPNGError(garbagePNG([], colorType: 5)) { "\($0)".contains("colour type 5") }
    }

    @Test func aMissingFileIsUnreadable() {
        #expect { _ = try Bitmap.readPNG(at: "/nonexistent/x.png") } throws: { error in
            (error as? PNGError) == .unreadable(path: "/nonexistent/x.png", reason: "the file does not exist")
        }
    }

    /// Thousands of random byte changes, with and without the CRCs repaired, never crash: each
    /// decode either returns pixels or throws a PNGError.
    @Test func randomDamageNeverCrashes() {
        var random = SeededRandom(state: 42)
        let original = [UInt8](small)
        for round in 0..<3000 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                bytes[Int.random(in: 8..<bytes.count, using: &random)] = UInt8.random(in: 0...255, using: &random)
            }
            if round % 2 == 0 { repairCRCs(&bytes) }
            do {
                _ = try PNGDecoder.decode(Data(bytes), maxPixels: 10_000)
            } catch {
                #expect(error is PNGError)
            }
        }
    }

    /// Recomputes each chunk's CRC where the chunk layout still holds together.
    func repairCRCs(_ bytes: inout [UInt8]) {
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            guard length <= bytes.count - offset - 12 else { return }
            let crc = bytes.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress! + offset + 4, UInt32(4 + length))) }
            let at = offset + 8 + length
            bytes[at..<at + 4] = [UInt8(crc >> 24), UInt8(crc >> 16 & 0xFF), UInt8(crc >> 8 & 0xFF), UInt8(crc & 0xFF)]
            offset = at + 4
        }
    }
}
