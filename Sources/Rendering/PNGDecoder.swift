import Foundation

/// The kit's PNG reader. 8-bit grey, grey + alpha, RGB and RGBA files that are not interlaced —
/// everything the kit's own writer produces — are decoded here: chunks walked and CRC-checked
/// (``PNGChunks``), the image data inflated in one go into a buffer of exact size
/// (``PNGInflate``), each row rebuilt (``PNGUnfilter``) and converted straight to canonical
/// pixels (``PNGPixelConversion``). Every other file (palette, 1–4 and 16 bits, interlaced, a
/// tRNS colour key) goes to libpng through Cairo (``CairoPNGReader``), so any PNG libpng reads
/// still reads, to the same pixels. A header announcing more than `maxPixels` pixels is
/// refused before anything is allocated.
///
/// ```swift
/// let bitmap = try PNGDecoder.decode(data, path: "Welcome.png")   // throws PNGError
/// ```
public enum PNGDecoder {
    /// 100 megapixels, as ``ImageStore``: any screenshot, not a 30000² decompression bomb.
    public static let defaultMaxPixels = 100_000_000

    /// Decodes PNG bytes to canonical pixels; `path` only names the file in errors.
    public static func decode(_ data: Data, path: String = "<data>", maxPixels: Int = defaultMaxPixels) throws -> Bitmap {
        try data.withUnsafeBytes { try decode($0, path: path, maxPixels: maxPixels) }
    }

    static func decode(_ bytes: UnsafeRawBufferPointer, path: String, maxPixels: Int) throws -> Bitmap {
        let chunks = try PNGChunks.read(bytes, path: path)
        let header = chunks.header
        guard header.width <= maxPixels / header.height else {
            throw PNGError.tooLarge(path: path, width: header.width, height: header.height, limit: maxPixels)
        }
        guard header.isFastPathFormat && !chunks.needsLibpng else { return try CairoPNGReader.decode(bytes, path: path) }
        return try decodeFastPath(bytes, chunks, path: path)
    }

    /// 8-bit, non-interlaced grey, grey + alpha, RGB and RGBA.
    static func decodeFastPath(_ bytes: UnsafeRawBufferPointer, _ chunks: PNGChunks, path: String) throws -> Bitmap {
        let header = chunks.header
        let width = header.width
        let height = header.height
        let bpp = header.channels
        let rowBytes = width * bpp
        let stride = rowBytes + 1
        let filtered = UnsafeMutablePointer<UInt8>.allocate(capacity: height * stride)
        defer { filtered.deallocate() }
        try PNGInflate.inflate(bytes, chunks.imageData, into: filtered, count: height * stride, path: path)
        let zeros = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes)
        zeros.initialize(repeating: 0, count: rowBytes)
        defer { zeros.deallocate() }
        var badRow: (row: Int, filter: UInt8)?
        let pixels = [UInt32](unsafeUninitializedCapacity: width * height) { out, initialized in
            var prior = UnsafePointer(zeros)
            for y in 0..<height {
                let line = filtered + y * stride
                let row = line + 1
                guard PNGUnfilter.unfilterRow(line[0], row, prior: prior, count: rowBytes, bpp: bpp) else {
                    badRow = (y, line[0])
                    out.baseAddress!.update(repeating: 0, count: width * height)
                    break
                }
                PNGPixelConversion.convertRow(row, colorType: header.colorType, width: width, into: out.baseAddress! + y * width)
                prior = UnsafePointer(row)
            }
            initialized = width * height
        }
        if let badRow { throw PNGError.malformed(path: path, reason: "row \(badRow.row) has the unknown filter type \(badRow.filter)") }
        return Bitmap(width: width, height: height, pixels: pixels)
    }
}
