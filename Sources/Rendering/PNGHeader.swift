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

    /// Whether ``PNGDecoder`` decodes it itself; everything else goes through libpng.
    var isFastPathFormat: Bool { bitDepth == 8 && !interlaced && colorType != 3 }
}
