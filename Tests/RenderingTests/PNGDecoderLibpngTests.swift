import CZlib
import Foundation
import Testing

@testable import ImageCodec
@testable import Rendering

/// A PNG of any format, built independently of the kit's writer: `samples[y]` holds row y's
/// samples (`channels` per pixel, each below 2^`bitDepth`), packed, split into Adam7 passes when
/// `interlaced`, every row filtered with a random filter type, compressed with zlib. `chunks`
/// go between IHDR and the image data.
func anyFormatPNG(
    width: Int, height: Int, colorType: UInt8, bitDepth: Int, interlaced: Bool, samples: [[Int]], chunks: [(String, [UInt8])] = [],
    random: inout SeededRandom
) -> Data {
    let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][Int(colorType)]!
    let bpp = max(1, channels * bitDepth / 8)
    let grid = interlaced ? [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)] : [(0, 0, 1, 1)]
    var filtered: [UInt8] = []
    for (x0, y0, dx, dy) in grid {
        let xs = Array(stride(from: x0, to: width, by: dx))
        let ys = Array(stride(from: y0, to: height, by: dy))
        guard !xs.isEmpty, !ys.isEmpty else { continue }
        var raw: [UInt8] = []
        var rowBytes = 0
        for y in ys {
            var row: [UInt8] = []
            var bits = 0
            for x in xs {
                for c in 0..<channels {
                    let s = samples[y][x * channels + c]
                    switch bitDepth {
                    case 16: row += [UInt8(s >> 8), UInt8(s & 0xFF)]
                    case 8: row.append(UInt8(s))
                    default:
                        if bits % 8 == 0 { row.append(0) }
                        row[row.count - 1] |= UInt8(s << (8 - bitDepth - bits % 8))
                        bits += bitDepth
                    }
                }
            }
            rowBytes = row.count
            raw += row
        }
        let types = ys.map { _ in UInt8.random(in: 0...4, using: &random) }
        filtered += filterScanlines(raw, rowBytes: rowBytes, bpp: bpp, types: types)
    }
    var bound = compressBound(UInt(filtered.count))
    var compressed = [UInt8](repeating: 0, count: Int(bound))
    _ = compress2(&compressed, &bound, filtered, UInt(filtered.count), 9)
    var w = PNGChunkWriter()
    w.bytes = PNGEncoder.signature
    var ihdr: [UInt8] = []
    ihdr.appendBE32(UInt32(width))
    ihdr.appendBE32(UInt32(height))
    ihdr += [UInt8(bitDepth), colorType, 0, 0, interlaced ? 1 : 0]
    w.chunk("IHDR", ihdr)
    for (type, body) in chunks { w.chunk(type, body) }
    w.chunk("IDAT", compressed.prefix(Int(bound)))
    w.chunk("IEND", [])
    return Data(w.bytes)
}

func be16(_ v: Int) -> [UInt8] { [UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }

/// The kit's decoder against libpng (through Cairo, as ``CairoPNGReader``): every PNG format,
/// interlaced or not, with and without transparency, decodes to exactly the same pixels.
@Suite struct PNGDecoderLibpngTests {
    static let formats: [(UInt8, Int)] = [
        (0, 1), (0, 2), (0, 4), (0, 8), (0, 16), (2, 8), (2, 16), (3, 1), (3, 2), (3, 4), (3, 8), (4, 8), (4, 16), (6, 8), (6, 16),
    ]

    func expectSamePixels(_ png: Data, _ label: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let ours = try PNGDecoder.decode(png, path: label)
        let libpng = try png.withUnsafeBytes { try CairoPNGReader.decode($0, path: label) }
        #expect(ours.width == libpng.width && ours.height == libpng.height, "\(label)", sourceLocation: sourceLocation)
        let differing = zip(ours.pixels, libpng.pixels).enumerated().first { $0.element.0 != $0.element.1 }
        #expect(
            differing == nil,
            "\(label): first difference at pixel \(differing?.offset ?? 0): ours \(String(differing?.element.0 ?? 0, radix: 16)), libpng \(String(differing?.element.1 ?? 0, radix: 16))",
            sourceLocation: sourceLocation)
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Committed references (RGB and RGBA, phone to iPad, @3x) and the fixtures of every format
    /// decode to exactly libpng's pixels.
    @Test(arguments: [
        "__Snapshots__/Welcome/default.iphone17pro-portrait-light@3x.png",
        "__Snapshots__/Welcome/default.ipadpro11-landscape-dark.png",
        "__Snapshots__/Bookings/empty.iphoneduo-inner-landscape-light.png",
        "__Snapshots__/Ideas/default.iphoneduo-inner-landscape-dark.png",
        "Tests/SnapshotsTests/Fixtures/rgb-8bit.png",
        "Tests/SnapshotsTests/Fixtures/rgba-8bit.png",
        "Tests/SnapshotsTests/Fixtures/grey-8bit.png",
        "Tests/SnapshotsTests/Fixtures/grey-16bit.png",
        "Tests/SnapshotsTests/Fixtures/grey-palette.png",
    ])
    func committedFilesDecodeLikeLibpng(_ file: String) throws {
        let path = Self.root.appendingPathComponent(file).path
        let ours = try Bitmap.readPNG(at: path)
        let cairo = try Bitmap.cairoReadPNG(at: path)
        #expect(ours.width == cairo.width && ours.height == cairo.height)
        #expect(ours.isPixelIdentical(to: cairo), "\(file)")
    }

    /// Every 256 × 256 (alpha, straight channel) pair premultiplies as Cairo does.
    @Test func everyAlphaAndChannelPremultipliesLikeCairo() throws {
        var random = SeededRandom(state: 13)
        let samples = (0..<256).map { alpha in (0..<256).flatMap { c in [c, 255 - c, c ^ alpha, alpha] } }
        let png = anyFormatPNG(width: 256, height: 256, colorType: 6, bitDepth: 8, interlaced: false, samples: samples, random: &random)
        try expectSamePixels(png, "every alpha and channel")
    }

    /// The kit's own writers — a multi-segment deflate stream over several IDAT chunks, a palette
    /// artifact with tRNS — read the same in libpng.
    @Test func theKitsOwnOutputDecodesLikeLibpng() throws {
        try expectSamePixels(try noise(width: 900, height: 700, opaque: false).pngData(), "large translucent")
        var diff = Bitmap(width: 300, height: 200, fill: 0xFFF0_F0F0)
        for i in stride(from: 0, to: diff.pixels.count, by: 7) { diff.pixels[i] = 0xFFFF_0000 }
        for i in stride(from: 5, to: diff.pixels.count, by: 13) { diff.pixels[i] = 0x8040_2010 }
        let artifact = try #require(try PNGPaletteEncoder.encode(diff))
        try expectSamePixels(artifact, "palette artifact")
        #expect(try PNGDecoder.decode(artifact).isPixelIdentical(to: diff))
    }

    /// Random samples in every format and size from 1 × 1 (most Adam7 passes empty) up, the
    /// tRNS variants each format allows: none, a colour key that some pixels match (with bits
    /// above the depth set, which libpng masks), palette alphas shorter than the palette.
    @Test(arguments: formats)
    func everyFormatDecodesLikeLibpng(_ colorType: UInt8, _ bitDepth: Int) throws {
        var random = SeededRandom(state: UInt64(colorType) << 8 | UInt64(bitDepth))
        let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][Int(colorType)]!
        let maxSample = (1 << bitDepth) - 1
        for (width, height) in [(1, 1), (2, 3), (5, 1), (9, 9), (37, 23)] {
            for interlaced in [false, true] {
                // Palette images index a palette of fewer entries than the depth allows, so
                // that some indices fall beyond it (libpng: black).
                let entries = colorType == 3 ? max(1, (maxSample + 1) * 3 / 4) : 0
                var samples = (0..<height).map { _ in (0..<(width * channels)).map { _ in Int.random(in: 0...maxSample, using: &random) } }
                var variants: [(String, [(String, [UInt8])])] = [("", [])]
                switch colorType {
                case 0:
                    let key = samples[0][0]
                    variants.append(("key", [("tRNS", be16(key))]))
                    if bitDepth < 16 { variants.append(("key with high bits", [("tRNS", be16(key | 1 << bitDepth))])) }
                case 2:
                    let key = Array(samples[height - 1].suffix(3))
                    for y in 0..<height where y % 2 == 0 { samples[y].replaceSubrange(0..<3, with: key) }
                    variants.append(("key", [("tRNS", key.flatMap(be16))]))
                case 3:
                    let plte = (0..<(3 * entries)).map { _ in UInt8.random(in: 0...255, using: &random) }
                    let alphas = (0..<max(1, entries / 2)).map { i in i % 3 == 0 ? 0 : UInt8.random(in: 0...255, using: &random) }
                    variants = [("", [("PLTE", plte)]), ("alphas", [("PLTE", plte), ("tRNS", alphas)])]
                default:
                    break
                }
                for (name, chunks) in variants {
                    let png = anyFormatPNG(
                        width: width, height: height, colorType: colorType, bitDepth: bitDepth, interlaced: interlaced, samples: samples,
                        chunks: chunks, random: &random)
                    try expectSamePixels(png, "type \(colorType) \(bitDepth)-bit \(width)×\(height)\(interlaced ? " interlaced" : "") \(name)")
                }
            }
        }
    }

    /// Chunks libpng ignores are ignored here too: tRNS after the image data, a second tRNS,
    /// one of the wrong length, tRNS before the palette, tRNS on an image with alpha, PLTE on
    /// grey, a suggested palette on RGB, and unknown ancillary chunks.
    @Test func chunksLibpngIgnoresAreIgnored() throws {
        var random = SeededRandom(state: 11)
        let grey = (0..<4).map { _ in (0..<5).map { _ in Int.random(in: 0...255, using: &random) } }
        let key = be16(grey[1][1])
        let cases: [(String, UInt8, Int, [[Int]], [(String, [UInt8])])] = [
            ("second tRNS", 0, 8, grey, [("tRNS", key), ("tRNS", be16(grey[0][0]))]),
            ("short tRNS", 0, 8, grey, [("tRNS", [7]), ("tRNS", key)]),
            ("tRNS on grey + alpha", 4, 8, grey.map { Array($0.prefix(4)) }, [("tRNS", key)]),
            ("PLTE on grey", 0, 8, grey, [("PLTE", [1, 2, 3])]),
            ("ancillary chunk", 0, 8, grey, [("prVt", [1, 2, 3]), ("tRNS", key)]),
            ("tRNS before PLTE", 3, 2, grey.map { $0.map { $0 % 4 } }, [("tRNS", [0]), ("PLTE", [9, 8, 7, 6, 5, 4, 3, 2, 1])]),
        ]
        for (name, colorType, bitDepth, samples, chunks) in cases {
            let width = samples[0].count / [0: 1, 3: 1, 4: 2][Int(colorType)]!
            let png = anyFormatPNG(
                width: width, height: samples.count, colorType: colorType, bitDepth: bitDepth, interlaced: false, samples: samples, chunks: chunks,
                random: &random)
            try expectSamePixels(png, name)
        }
        // A suggested palette on RGB, and tRNS after the image data.
        var rgb = try Bitmap(width: 6, height: 3, fill: 0xFF10_2030).pngData()
        let iend = rgb.count - 12
        var w = PNGChunkWriter()
        w.chunk("tRNS", be16(0x10) + be16(0x20) + be16(0x30))
        rgb.insert(contentsOf: w.bytes, at: iend)
        try expectSamePixels(rgb, "tRNS after IDAT")
        #expect(try PNGDecoder.decode(rgb).pixels.allSatisfy { $0 == 0xFF10_2030 })
    }

    /// What libpng cannot read is malformed here too.
    @Test func whatLibpngRefusesIsMalformed() throws {
        var random = SeededRandom(state: 12)
        let indices = [[0, 1, 2, 3]]
        let cases: [(String, [(String, [UInt8])])] = [
            ("no palette", []),
            ("a palette of 4 bytes", [("PLTE", [1, 2, 3, 4])]),
            ("two palettes", [("PLTE", [1, 2, 3]), ("PLTE", [1, 2, 3])]),
            ("an unknown critical chunk", [("PLTE", [1, 2, 3]), ("ABCD", [1])]),
        ]
        for (name, chunks) in cases {
            let png = anyFormatPNG(
                width: 4, height: 1, colorType: 3, bitDepth: 8, interlaced: false, samples: indices, chunks: chunks, random: &random)
            #expect(throws: PNGError.self, "\(name): libpng") { try png.withUnsafeBytes { _ = try CairoPNGReader.decode($0, path: name) } }
            #expect(throws: PNGError.self, "\(name): ours") { _ = try PNGDecoder.decode(png, path: name) }
        }
    }
}
