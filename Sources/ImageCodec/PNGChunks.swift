import CZlib

/// The chunk layout of a PNG, walked without inflating anything: the header, where the image
/// data, the palette and the transparency are. Every chunk's CRC is checked, IHDR must come
/// first, the IDAT chunks must be consecutive and the file must reach IEND; bytes after IEND
/// are ignored. PLTE and tRNS are taken as libpng takes them: a palette image needs exactly one
/// valid PLTE before its image data (else the file is malformed), while a tRNS chunk libpng
/// would ignore (after the image data, after one it kept, before the palette, of the wrong
/// length for the colour type, on an image with an alpha channel) is ignored. An unknown
/// critical chunk is malformed, as in libpng.
///
/// ```swift
/// let chunks = try PNGChunks.read(bytes, path: path)
/// chunks.imageData   // byte ranges of the IDAT bodies, in order: one zlib stream
/// ```
struct PNGChunks: Sendable {
    var header: PNGHeader
    /// Byte ranges of the IDAT chunk bodies, in file order; together they hold one zlib stream.
    var imageData: [Range<Int>]
    /// The PLTE body of a palette image, cut to the entries its bit depth can index; nil for
    /// other colour types, whose suggested palette a reader does not need.
    var palette: Range<Int>?
    /// The tRNS body libpng would use: a grey or RGB colour key, or palette alphas.
    var transparency: Range<Int>?

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
        var palette: Range<Int>?
        var transparency: Range<Int>?
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
                    if imageData.isEmpty, header!.colorType == 3, palette == nil {
                        throw PNGError.malformed(path: path, reason: "it is a palette image without a palette (PLTE) before its image data")
                    }
                    guard !imageDataEnded else { throw PNGError.malformed(path: path, reason: "its IDAT chunks are not consecutive") }
                    imageData.append(body)
                case "IEND":
                    guard !imageData.isEmpty else { throw PNGError.malformed(path: path, reason: "it has no image data (IDAT)") }
                    return PNGChunks(header: header!, imageData: imageData, palette: palette, transparency: transparency)
                case "tRNS":
                    // libpng keeps the first that fits, before the image data.
                    guard transparency == nil, imageData.isEmpty else { break }
                    switch header!.colorType {
                    case 0: if length == 2 { transparency = body }
                    case 2: if length == 6 { transparency = body }
                    case 3: if let palette, (1...palette.count / 3).contains(length) { transparency = body }
                    default: break  // the image has an alpha channel
                    }
                case "PLTE":
                    guard header!.colorType == 3 else { break }
                    guard imageData.isEmpty else { throw PNGError.malformed(path: path, reason: "its palette (PLTE) comes after the image data") }
                    guard palette == nil else { throw PNGError.malformed(path: path, reason: "it has a second palette (PLTE) at byte \(offset)") }
                    guard length > 0, length % 3 == 0, length <= 3 * 256 else {
                        throw PNGError.malformed(path: path, reason: "its palette (PLTE) has \(length) bytes, not 3 for each of 1–256 entries")
                    }
                    palette = body.lowerBound..<body.lowerBound + min(length, 3 << header!.bitDepth)
                default:
                    // Bit 5 of the first letter clear: critical, and not one PNG defines.
                    if typeBytes[0] & 0x20 == 0 { throw PNGError.malformed(path: path, reason: "it has the unknown critical chunk \(type)") }
                }
            }
            offset += 12 + length
        }
    }
}
