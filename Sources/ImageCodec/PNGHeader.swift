/// A PNG's IHDR chunk (PNG spec §11.2.2): size and pixel format, validated when read.
///
/// ```swift
/// let header = try PNGHeader(body, path: path)   // body: the 13 bytes of IHDR
/// header.isFastPathFormat                         // 8-bit grey, grey + alpha, RGB or RGBA, not interlaced
/// ```
struct PNGHeader: Equatable, Sendable {
    var width: Int
    var height: Int
    var bitDepth: Int
    /// 0 grey, 2 RGB, 3 palette, 4 grey + alpha, 6 RGBA.
    var colorType: Int
    var interlaced: Bool

    /// Reads and checks the 13 bytes of an IHDR body; `path` only names the file in errors.
    init(_ body: UnsafeRawBufferPointer, path: String) throws {
        guard body.count == 13 else { throw PNGError.malformed(path: path, reason: "its IHDR chunk has \(body.count) bytes, not 13") }
        func be32(_ o: Int) -> Int { Int(body[o]) << 24 | Int(body[o + 1]) << 16 | Int(body[o + 2]) << 8 | Int(body[o + 3]) }
        width = be32(0)
        height = be32(4)
        bitDepth = Int(body[8])
        colorType = Int(body[9])
        interlaced = body[12] == 1
        guard (1...0x7FFF_FFFF).contains(width), (1...0x7FFF_FFFF).contains(height) else {
            throw PNGError.malformed(path: path, reason: "the image is \(width)×\(height)")
        }
        let depths: [Int: [Int]] = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]]
        guard let allowed = depths[colorType], allowed.contains(bitDepth) else {
            throw PNGError.malformed(path: path, reason: "colour type \(colorType) with bit depth \(bitDepth) does not exist")
        }
        guard body[10] == 0, body[11] == 0, body[12] <= 1 else {
            throw PNGError.malformed(
                path: path, reason: "its compression, filter or interlace method (\(body[10]), \(body[11]), \(body[12])) is unknown")
        }
    }

    /// Samples per pixel: 1 grey or palette, 2 grey + alpha, 3 RGB, 4 RGBA.
    var channels: Int { [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType]! }

    /// Whether ``PNGDecoder`` takes its fast path (without a tRNS colour key); everything else
    /// goes through ``PNGSampleExpansion``.
    var isFastPathFormat: Bool { bitDepth == 8 && !interlaced && colorType != 3 }

    /// Bits of one pixel: 1 to 64.
    var bitsPerPixel: Int { channels * bitDepth }

    /// Bytes of one scanline of `width` pixels, without its filter byte.
    func rowBytes(width: Int) -> Int { (width * bitsPerPixel + 7) / 8 }

    /// One pass of the image data: every `dx`-th pixel of every `dy`-th row from (`x`, `y`),
    /// `width` × `height` pixels (possibly none, and then no bytes at all).
    struct Pass: Equatable {
        var x: Int
        var y: Int
        var dx: Int
        var dy: Int
        var width: Int
        var height: Int
    }

    /// The passes in file order: the whole image, or Adam7's seven (PNG spec §8.2).
    var passes: [Pass] {
        let grid = interlaced ? [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)] : [(0, 0, 1, 1)]
        return grid.map { x, y, dx, dy in
            Pass(x: x, y: y, dx: dx, dy: dy, width: width > x ? (width - x + dx - 1) / dx : 0, height: height > y ? (height - y + dy - 1) / dy : 0)
        }
    }
}
