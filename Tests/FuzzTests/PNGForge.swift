import CZlib
import FuzzSupport

/// One chunk of a forged PNG: its type and body, and optionally a length or CRC that lies.
struct ForgedChunk {
    var type: [UInt8]
    var body: [UInt8]
    var length: UInt32?
    var crc: UInt32?

    init(_ type: String, _ body: [UInt8], length: UInt32? = nil, crc: UInt32? = nil) {
        self.type = Array(type.utf8)
        self.body = body
        self.length = length
        self.crc = crc
    }

    var name: String { String(decoding: type, as: UTF8.self) }

    /// Length, type, body, CRC — the CRC computed unless one was forced.
    var bytes: [UInt8] {
        PNGForge.be32(length ?? UInt32(body.count)) + type + body + PNGForge.be32(crc ?? PNGForge.crc(type + body))
    }
}

/// Forges PNG files of every format from a seeded generator — any colour type and bit depth,
/// Adam7 or not, random filter bytes and samples, palettes of 1–256 entries with indices past
/// their end, tRNS of every kind, image data split over several chunks, ancillary chunks —
/// as chunk lists, so that a mutation can lie about one chunk and keep the others honest.
///
/// ```swift
/// var chunks = PNGForge.randomImage(&g)
/// let png = PNGForge.file(chunks)
/// ```
enum PNGForge {
    static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
    static let depths: [UInt8: [UInt8]] = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]]

    static func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }

    static func crc(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, UInt32($0.count))) }
    }

    /// The zlib stream of `raw`.
    static func deflate(_ raw: [UInt8], level: Int32 = 6) -> [UInt8] {
        var size = compressBound(uLong(raw.count))
        var out = [UInt8](repeating: 0, count: Int(size))
        let code = raw.withUnsafeBufferPointer { input in
            out.withUnsafeMutableBufferPointer { compress2($0.baseAddress, &size, input.baseAddress, uLong(input.count), level) }
        }
        precondition(code == Z_OK, "compress2 failed: \(code)")
        return Array(out.prefix(Int(size)))
    }

    static func file(_ chunks: [ForgedChunk]) -> [UInt8] { signature + chunks.flatMap(\.bytes) }

    static func header(width: UInt32, height: UInt32, depth: UInt8, colorType: UInt8, interlace: UInt8) -> ForgedChunk {
        ForgedChunk("IHDR", be32(width) + be32(height) + [depth, colorType, 0, 0, interlace])
    }

    /// Bytes of the filtered image data of a `width` × `height` image: per pass, per row, a
    /// filter byte then the row.
    static func imageDataCount(width: Int, height: Int, bitsPerPixel: Int, interlaced: Bool) -> Int {
        let grid = interlaced ? [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)] : [(0, 0, 1, 1)]
        return grid.reduce(0) { total, pass in
            let (x, y, dx, dy) = pass
            let w = width > x ? (width - x + dx - 1) / dx : 0
            let h = height > y ? (height - y + dy - 1) / dy : 0
            return total + (w > 0 ? h * (1 + (w * bitsPerPixel + 7) / 8) : 0)
        }
    }

    static func channels(_ colorType: UInt8) -> Int { [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType]! }

    /// A valid PNG of a random format: what the mutations start from.
    static func randomImage(_ g: inout SeededGenerator) -> [ForgedChunk] {
        let type: UInt8 = [0, 2, 3, 4, 6].randomElement(using: &g)!
        let depth = depths[type]!.randomElement(using: &g)!
        let big = g.chance(0.1)
        let width = Int.random(in: 1...(big ? 300 : 40), using: &g)
        let height = Int.random(in: 1...(big ? 200 : 40), using: &g)
        let interlaced = g.chance(0.3)
        var chunks = [header(width: UInt32(width), height: UInt32(height), depth: depth, colorType: type, interlace: interlaced ? 1 : 0)]
        if g.chance(0.3) { chunks.append(ForgedChunk("tEXt", Array("Comment".utf8) + [0] + g.bytes(Int.random(in: 0...40, using: &g)))) }
        var paletteEntries = 0
        if type == 3 || (g.chance(0.1) && (type == 2 || type == 6)) {
            paletteEntries = Int.random(in: 1...256, using: &g)
            chunks.append(ForgedChunk("PLTE", g.bytes(3 * paletteEntries)))
        }
        if g.chance(0.4) {
            switch type {
            case 0: chunks.append(ForgedChunk("tRNS", [0, UInt8.random(in: 0...UInt8(min(255, (1 << Int(depth)) - 1)), using: &g)]))
            case 2: chunks.append(ForgedChunk("tRNS", g.bytes(6)))
            case 3: chunks.append(ForgedChunk("tRNS", g.bytes(Int.random(in: 1...paletteEntries, using: &g))))
            default: break
            }
        }
        // Samples: random, or a few distinct values so colour keys and palettes get hit.
        let count = imageDataCount(width: width, height: height, bitsPerPixel: channels(type) * Int(depth), interlaced: interlaced)
        let few = g.bytes(4)
        var raw = g.chance(0.5) ? g.bytes(count) : (0..<count).map { _ in few.randomElement(using: &g)! }
        // Filter bytes: every row's first byte must be 0…4 in a valid file; a walk over the
        // rows puts them there.
        var offset = 0
        let bpp = channels(type) * Int(depth)
        let grid = interlaced ? [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)] : [(0, 0, 1, 1)]
        for (x, y, dx, dy) in grid {
            let w = width > x ? (width - x + dx - 1) / dx : 0
            let h = height > y ? (height - y + dy - 1) / dy : 0
            guard w > 0 else { continue }
            for _ in 0..<h {
                raw[offset] = UInt8.random(in: 0...4, using: &g)
                offset += 1 + (w * bpp + 7) / 8
            }
        }
        let stream = deflate(raw, level: Int32.random(in: 0...9, using: &g))
        var pieces = Int.random(in: 1...4, using: &g)
        var start = 0
        while pieces > 0 {
            let end = pieces == 1 ? stream.count : Int.random(in: start...stream.count, using: &g)
            chunks.append(ForgedChunk("IDAT", Array(stream[start..<end])))
            start = end
            pieces -= 1
        }
        if g.chance(0.2) { chunks.append(ForgedChunk("zzZz", g.bytes(Int.random(in: 0...20, using: &g)))) }
        chunks.append(ForgedChunk("IEND", []))
        return chunks
    }
}
