import CZlib

/// The chunk layout of a PNG, walked without inflating anything: the header, where the image
/// data is, and whether a chunk needs more than ``PNGDecoder``'s fast path (a transparency key,
/// an unknown critical chunk). Every chunk's CRC is checked, IHDR must come first, the IDAT
/// chunks must be consecutive and the file must reach IEND; bytes after IEND are ignored.
///
/// ```swift
/// let chunks = try PNGChunks.read(bytes, path: path)
/// chunks.imageData   // byte ranges of the IDAT bodies, in order: one zlib stream
/// ```
struct PNGChunks: Sendable {
    var header: PNGHeader
    /// Byte ranges of the IDAT chunk bodies, in file order; together they hold one zlib stream.
    var imageData: [Range<Int>]
    /// Set by a tRNS chunk (a colour key for grey and RGB) or an unknown critical chunk.
    var needsLibpng: Bool

    /// Total compressed bytes.
    var imageDataCount: Int { imageData.reduce(0) { $0 + $1.count } }

    /// Walks the chunks of `bytes`; `path` only names the file in errors.
    static func read(_ bytes: UnsafeRawBufferPointer, path: String) throws -> PNGChunks {
        let count = bytes.count
        let signature = PNGEncoder.signature
        guard count >= signature.count, zip(bytes.prefix(8), signature).allSatisfy({ $0 == $1 }) else {
            if count > 0, count < signature.count, zip(bytes, signature).allSatisfy({ $0 == $1 }) {
                throw PNGError.truncated(path: path, offset: count)
            }
            throw PNGError.notPNG(path: path)
        }
        func be32(_ o: Int) -> Int { Int(bytes[o]) << 24 | Int(bytes[o + 1]) << 16 | Int(bytes[o + 2]) << 8 | Int(bytes[o + 3]) }
        var offset = 8
        var header: PNGHeader?
        var imageData: [Range<Int>] = []
        var imageDataEnded = false
        var needsLibpng = false
        while true {
            guard offset + 12 <= count else { throw PNGError.truncated(path: path, offset: count) }
            let length = be32(offset)
            guard length <= 0x7FFF_FFFF else { throw PNGError.malformed(path: path, reason: "the chunk at byte \(offset) claims \(length) bytes") }
            guard length <= count - offset - 12 else { throw PNGError.truncated(path: path, offset: count) }
            let typeBytes = (offset + 4..<offset + 8).map { bytes[$0] }
            let type = String(decoding: typeBytes, as: UTF8.self)
            guard typeBytes.allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }) else {
                throw PNGError.malformed(path: path, reason: "the chunk at byte \(offset) has an invalid type")
            }
            let stored = UInt32(be32(offset + 8 + length))
            let crc = UInt32(crc32(0, bytes.baseAddress!.assumingMemoryBound(to: UInt8.self) + offset + 4, UInt32(4 + length)))
            guard crc == stored else { throw PNGError.badChecksum(path: path, chunk: type, offset: offset) }
            let body = offset + 8..<offset + 8 + length
            if header == nil {
                guard type == "IHDR" else { throw PNGError.malformed(path: path, reason: "the first chunk is \(type), not IHDR") }
                header = try PNGHeader(UnsafeRawBufferPointer(rebasing: bytes[body]), path: path)
            } else {
                if !imageData.isEmpty && type != "IDAT" { imageDataEnded = true }
                switch type {
                case "IHDR":
                    throw PNGError.malformed(path: path, reason: "it has a second IHDR chunk at byte \(offset)")
                case "IDAT":
                    guard !imageDataEnded else { throw PNGError.malformed(path: path, reason: "its IDAT chunks are not consecutive") }
                    imageData.append(body)
                case "IEND":
                    guard !imageData.isEmpty else { throw PNGError.malformed(path: path, reason: "it has no image data (IDAT)") }
                    return PNGChunks(header: header!, imageData: imageData, needsLibpng: needsLibpng)
                case "tRNS":
                    needsLibpng = true
                case "PLTE":
                    break
                default:
                    // Bit 5 of the first letter clear: critical, and not one the fast path knows.
                    if typeBytes[0] & 0x20 == 0 { needsLibpng = true }
                }
            }
            offset += 12 + length
        }
    }
}
