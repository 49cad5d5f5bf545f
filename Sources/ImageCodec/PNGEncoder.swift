import CPNGFilter
import CZlib
import Foundation

/// The kit's PNG writer. Fixed settings, so the bytes depend only on the pixels, the metadata
/// and the ``PNGCompression`` — same pixels, same bytes, on any machine with the same libdeflate:
/// - colour type RGB (8 bits) when every pixel is opaque, else RGBA (8 bits) with straight
///   (un-premultiplied) colour, rounded: `c = round(p × 255 / a)`. Reading it back with the
///   usual `p = round(c × a / 255)` (Cairo, libpng users) gives the canonical premultiplied
///   pixels exactly, so canonical → PNG → canonical is lossless. (The other way round is not:
///   a straight-alpha PNG from elsewhere loses precision in translucent pixels when
///   premultiplied, which is why comparisons happen in the canonical format only.)
/// - per-row adaptive filtering (minimum clamped sum of absolute differences over None, Sub
///   and Up, first minimum in that order: ``PNGFilter``), the fewest distinct byte pairs over
///   all five filters for ``PNGCompression/smallest``, or Up on every row for
///   ``PNGCompression/preview``;
/// - one zlib stream from libdeflate, at the level of the ``PNGCompression``: ``PNGCompression/fast``
///   for renders, ``PNGCompression/smallest`` for references. An image of a megabyte or more
///   is filtered and compressed in two halves, on two cores where there are, joined into one
///   stream as zlib's sync flush joins them (``PNGCompression/partCount(for:)``), unless the
///   ``PNGSplit`` says one piece;
/// - text chunks (tEXt, or iTXt when a value is not Latin-1) in key order before the image
///   data, with ``PNGMetadata/pixelHashKey`` always added from the pixels and
///   ``PNGMetadata/imageDataHashKey`` from the chunks that hold them (``ImageDataHash``);
/// - no time, gamma or other chunks.
///
/// ```swift
/// let data = try PNGEncoder.encode(bitmap, metadata: ["Appearance": "dark"])
/// ```
public enum PNGEncoder {
    public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    public static func encode(
        _ bitmap: Bitmap, metadata: [String: String] = [:], compression: PNGCompression = .fast, split: PNGSplit = .bySize
    ) throws -> Data {
        var text = metadata
        text[PNGMetadata.pixelHashKey] = bitmap.pixelHash.description
        let opaque = bitmap.pixels.allSatisfy { $0 >= 0xFF00_0000 }
        let bpp = opaque ? 3 : 4
        let w = bitmap.width
        let h = bitmap.height
        let rowBytes = w * bpp
        let size = h * (rowBytes + 1)
        // Two halves of the rows on two cores when the image is large: each packs, filters
        // and compresses its rows; the streams are then joined into one.
        let parts = split.partCount(for: size)
        let bounds = (0...parts).map { h * $0 / parts }
        var compressed = [PNGCompression.Part](repeating: PNGCompression.Part(deflate: [], adler: 1, count: 0), count: parts)
        var failure: (any Error)?
        // Not zeroed first: every byte is a filter type or a filtered byte, written once by the
        // part that owns the row (the pages are first touched there, on its core).
        let filtered = [UInt8](unsafeUninitializedCapacity: size) { out, count in
            bitmap.pixels.withUnsafeBufferPointer { px in
                compressed.withUnsafeMutableBufferPointer { results in
                    Unpremultiply.table.withUnsafeBufferPointer { table in
                        let work = PNGRowWork(
                            pixels: px.baseAddress!, filtered: out.baseAddress!, table: table.baseAddress!, results: results.baseAddress!,
                            width: w, bpp: bpp, opaque: opaque, compression: compression)
                        if parts == 1 {
                            work.filter(rows: 0..<h)
                            return
                        }
                        let errors = PNGPartErrors(count: parts)
                        DispatchQueue.concurrentPerform(iterations: parts) { p in
                            let rows = bounds[p]..<bounds[p + 1]
                            work.filter(rows: rows)
                            do { try work.compress(rows: rows, into: p, last: p == parts - 1) } catch { errors.record(error, at: p) }
                        }
                        failure = errors.first
                    }
                }
            }
            count = size
        }
        if let failure { throw failure }
        let stream: [UInt8] = try filtered.withUnsafeBufferPointer { whole in
            parts == 1 ? try compression.compress(whole, bpp: bpp, stride: rowBytes + 1) : compression.zlibStream(joining: compressed)
        }
        return try assemble(
            width: w, height: h, bitDepth: 8, colorType: opaque ? 2 : 6, compressed: stream, text: text, compression: compression)
    }

    /// Writes the chunks around already filtered scanlines, compressed as one stream. `extra`
    /// chunks (PLTE, tRNS) go between the text and the image data. Internal so tests can build
    /// grey, palette and 16-bit files for the decoder, and for ``PNGPaletteEncoder``.
    static func assemble(
        width: Int, height: Int, bitDepth: UInt8, colorType: UInt8, filtered: [UInt8], text: [String: String],
        extra: [(type: String, data: [UInt8])] = [], compression: PNGCompression = .fast
    ) throws -> Data {
        let compressed = try filtered.withUnsafeBufferPointer { try compression.compress($0) }
        return try assemble(
            width: width, height: height, bitDepth: bitDepth, colorType: colorType, compressed: compressed, text: text, extra: extra,
            compression: compression)
    }

    /// Writes the chunks around the compressed scanlines (`compressed`, one zlib stream).
    static func assemble(
        width: Int, height: Int, bitDepth: UInt8, colorType: UInt8, compressed: [UInt8], text: [String: String],
        extra: [(type: String, data: [UInt8])] = [], compression: PNGCompression = .fast
    ) throws -> Data {
        var ihdr: [UInt8] = []
        ihdr.appendBE32(UInt32(width))
        ihdr.appendBE32(UInt32(height))
        ihdr.append(contentsOf: [bitDepth, colorType, 0, 0, 0])
        let idatSize = 1 << 20
        let idats = stride(from: 0, to: max(compressed.count, 1), by: idatSize).map { compressed[$0..<min(compressed.count, $0 + idatSize)] }
        // The hash of the chunks that hold the pixels goes into the text chunks before them.
        var dataHash = ImageDataHash()
        dataHash.add(type: "IHDR", body: ihdr)
        for e in extra { dataHash.add(type: e.type, body: e.data) }
        for idat in idats { dataHash.add(type: "IDAT", body: idat) }
        dataHash.add(type: "IEND", body: [UInt8]())
        var text = text
        text[PNGMetadata.imageDataHashKey] = dataHash.value.description
        var writer = PNGChunkWriter()
        writer.bytes.append(contentsOf: signature)
        writer.chunk("IHDR", ihdr)
        for key in text.keys.sorted() {
            let (type, data) = try textChunk(key: key, value: text[key]!)
            writer.chunk(type, data)
        }
        for e in extra { writer.chunk(e.type, e.data) }
        for idat in idats { writer.chunk("IDAT", idat) }
        writer.chunk("IEND", [])
        return Data(writer.bytes)
    }

    /// A tEXt chunk when the value is Latin-1, else an uncompressed iTXt chunk (UTF-8).
    static func textChunk(key: String, value: String) throws -> (String, [UInt8]) {
        let keyBytes = Array(key.unicodeScalars)
        guard (1...79).contains(keyBytes.count) else { throw PNGError.invalidMetadata(key: key, reason: "it has \(keyBytes.count) characters") }
        guard keyBytes.allSatisfy({ (0x20...0x7E).contains($0.value) || (0xA1...0xFF).contains($0.value) }) else {
            throw PNGError.invalidMetadata(key: key, reason: "it has a character outside printable Latin-1")
        }
        guard key.first != " ", key.last != " ", !key.contains("  ") else {
            throw PNGError.invalidMetadata(key: key, reason: "it has leading, trailing or consecutive spaces")
        }
        var data = keyBytes.map { UInt8($0.value) }
        data.append(0)
        let scalars = Array(value.unicodeScalars)
        if scalars.allSatisfy({ $0.value <= 0xFF && $0.value != 0 }) {
            data.append(contentsOf: scalars.map { UInt8($0.value) })
            return ("tEXt", data)
        }
        guard !scalars.contains(where: { $0.value == 0 }) else {
            throw PNGError.invalidMetadata(key: key, reason: "its value contains a NUL character")
        }
        data.append(contentsOf: [0, 0, 0, 0])  // uncompressed, method 0, no language, no translated keyword
        data.append(contentsOf: Array(value.utf8))
        return ("iTXt", data)
    }
}

/// Appends length, type, data and CRC-32 of one chunk at a time.
struct PNGChunkWriter {
    var bytes: [UInt8] = []

    mutating func chunk<C: Collection>(_ type: String, _ data: C) where C.Element == UInt8 {
        bytes.appendBE32(UInt32(data.count))
        let start = bytes.count
        bytes.append(contentsOf: Array(type.utf8))
        bytes.append(contentsOf: data)
        let crc = bytes.withUnsafeBufferPointer { b in UInt32(crc32(0, b.baseAddress! + start, UInt32(b.count - start))) }
        bytes.appendBE32(crc)
    }
}

extension [UInt8] {
    mutating func appendBE32(_ v: UInt32) {
        append(contentsOf: [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)])
    }
}

/// `round(c × 255 / a)` for every alpha and premultiplied channel, the inverse of
/// `round(s × a / 255)`; index `a << 8 | c`.
enum Unpremultiply {
    static let table: [UInt8] = {
        var t = [UInt8](repeating: 0, count: 256 * 256)
        for a in 1..<256 {
            for c in 0...a { t[a << 8 | c] = UInt8(min(255, (c * 255 + a / 2) / a)) }
            for c in (a + 1)..<256 { t[a << 8 | c] = 255 }
        }
        return t
    }()
}
