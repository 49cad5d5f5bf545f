import CZlib
import Foundation

/// What a PNG says about itself, read without inflating its image data: size, format, text
/// chunks and the pixel hash. Reading checks the signature and every chunk's CRC and that the
/// file ends with IEND, so a successful read also means "the file is intact" — about 0.1 ms
/// for a 300 KB file. A snapshot checker compares ``verifiedPixelHash`` with the rendered
/// bitmap's and skips decoding when they match.
///
/// ```swift
/// let info = try PNGFileInfo.read(at: referencePath)   // throws PNGError when damaged
/// if info.verifiedPixelHash == bitmap.pixelHash { /* unchanged */ }
/// info.text[PNGMetadata.rendererKey]                   // "screenkit-renderer 2; cairo 1.16.0, …"
/// ```
public struct PNGFileInfo: Equatable, Sendable {
    public var width: Int
    public var height: Int
    public var bitDepth: Int
    /// PNG colour type: 0 grey, 2 RGB, 3 palette, 4 grey + alpha, 6 RGBA.
    public var colorType: Int
    /// tEXt and iTXt chunks (uncompressed ones; zTXt and compressed iTXt are skipped), by keyword.
    public var text: [String: String]

    /// ``ImageDataHash`` of the chunks as they are in the file now.
    public var imageDataHash: PixelHash

    /// The ``PixelHash`` stored by the kit's writer, if any — a claim, which a tool that
    /// changed the pixels but kept the text chunks leaves wrong; see ``verifiedPixelHash``.
    public var pixelHash: PixelHash? { text[PNGMetadata.pixelHashKey].flatMap(PixelHash.init) }

    /// The stored ``PixelHash`` when the chunks that hold the pixels are still the ones the
    /// writer hashed (the stored ``ImageDataHash`` matches the file's); nil when it was
    /// written elsewhere, or edited, repainted or damaged since. Only this one may stand in
    /// for decoding.
    ///
    /// ```swift
    /// if info.verifiedPixelHash == bitmap.pixelHash { /* the file holds these pixels */ }
    /// ```
    public var verifiedPixelHash: PixelHash? {
        guard let stored = text[PNGMetadata.imageDataHashKey].flatMap(PixelHash.init), stored == imageDataHash else { return nil }
        return pixelHash
    }

    /// Reads and verifies the file at `path`.
    public static func read(at path: String) throws -> PNGFileInfo {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path), options: .mappedIfSafe)
        } catch {
            let reason = FileManager.default.fileExists(atPath: path) ? "it cannot be opened" : "the file does not exist"
            throw PNGError.unreadable(path: path, reason: reason)
        }
        return try read(data, path: path)
    }

    /// Reads and verifies PNG bytes; `path` only names the file in errors.
    public static func read(_ data: Data, path: String = "<data>") throws -> PNGFileInfo {
        try data.withUnsafeBytes { raw -> PNGFileInfo in
            let bytes = raw.bindMemory(to: UInt8.self)
            guard bytes.count >= 8, Array(bytes[0..<8]) == PNGEncoder.signature else { throw PNGError.notPNG(path: path) }
            var offset = 8
            var info: PNGFileInfo?
            var sawData = false
            var dataHash = ImageDataHash()
            func be32(_ o: Int) -> Int { Int(bytes[o]) << 24 | Int(bytes[o + 1]) << 16 | Int(bytes[o + 2]) << 8 | Int(bytes[o + 3]) }
            while true {
                guard offset + 12 <= bytes.count else { throw PNGError.truncated(path: path, offset: bytes.count) }
                let length = be32(offset)
                guard length <= 0x7FFF_FFFF, offset + 12 + length <= bytes.count else { throw PNGError.truncated(path: path, offset: bytes.count) }
                let typeBytes = bytes[(offset + 4)..<(offset + 8)]
                let type = String(decoding: typeBytes, as: UTF8.self)
                let stored = UInt32(be32(offset + 8 + length))
                let crc = UInt32(crc32(0, bytes.baseAddress! + offset + 4, UInt32(4 + length)))
                guard crc == stored else { throw PNGError.badChecksum(path: path, chunk: type, offset: offset) }
                let body = UnsafeBufferPointer(rebasing: bytes[(offset + 8)..<(offset + 8 + length)])
                if ImageDataHash.covers(type) {
                    dataHash.add(type: type, body: UnsafeRawBufferPointer(rebasing: raw[(offset + 8)..<(offset + 8 + length)]))
                }
                if info == nil {
                    guard type == "IHDR", length == 13 else { throw PNGError.malformed(path: path, reason: "the first chunk is \(type), not IHDR") }
                    let w = be32(offset + 8)
                    let h = be32(offset + 12)
                    guard w > 0, h > 0 else { throw PNGError.malformed(path: path, reason: "the image is \(w)×\(h)") }
                    info = PNGFileInfo(
                        width: w, height: h, bitDepth: Int(body[8]), colorType: Int(body[9]), text: [:], imageDataHash: PixelHash(0))
                } else {
                    switch type {
                    case "tEXt":
                        if let (k, v) = latin1Text(body) { info!.text[k] = v }
                    case "iTXt":
                        if let (k, v) = internationalText(body) { info!.text[k] = v }
                    case "IDAT":
                        sawData = true
                    case "IEND":
                        guard sawData else { throw PNGError.malformed(path: path, reason: "it has no image data (IDAT)") }
                        info!.imageDataHash = dataHash.value
                        return info!
                    default:
                        break
                    }
                }
                offset += 12 + length
            }
        }
    }

    private static func latin1Text(_ body: UnsafeBufferPointer<UInt8>) -> (String, String)? {
        guard let nul = body.firstIndex(of: 0) else { return nil }
        func latin1(_ s: Slice<UnsafeBufferPointer<UInt8>>) -> String { String(String.UnicodeScalarView(s.map { Unicode.Scalar($0) })) }
        return (latin1(body[..<nul]), latin1(body[(nul + 1)...]))
    }

    private static func internationalText(_ body: UnsafeBufferPointer<UInt8>) -> (String, String)? {
        guard let nul = body.firstIndex(of: 0), nul + 2 < body.count, body[nul + 1] == 0 else { return nil }  // compressed: skipped
        let key = String(String.UnicodeScalarView(body[..<nul].map { Unicode.Scalar($0) }))
        var i = nul + 3
        guard let langEnd = body[i...].firstIndex(of: 0) else { return nil }
        i = langEnd + 1
        guard i <= body.count, let transEnd = body[i...].firstIndex(of: 0) else { return nil }
        return (key, String(decoding: body[(transEnd + 1)...], as: UTF8.self))
    }
}
