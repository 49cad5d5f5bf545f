import Foundation

/// The kit's PNG reader, for every PNG format, without libpng. Chunks are walked and
/// CRC-checked (``PNGChunks``), the image data inflated in one go into a buffer of exact size
/// (``PNGInflate``) and each row rebuilt (``PNGUnfilter``). 8-bit grey, grey + alpha, RGB and
/// RGBA files that are not interlaced and have no tRNS colour key — everything the kit's own
/// writer produces — take the fast path, converted straight to canonical pixels
/// (``PNGPixelConversion``). Every other file (palette, 1–4 and 16 bits, Adam7 interlacing, a
/// colour key) is expanded pass by pass (``PNGSampleExpansion``) to the pixels libpng gives
/// Cairo, which the renderer's tests check against libpng itself. A header announcing more than
/// `maxPixels` pixels is refused before anything is allocated.
///
/// ```swift
/// let bitmap = try PNGDecoder.decode(data, path: "Welcome.png")   // throws PNGError
/// ```
public enum PNGDecoder {
    /// 100 megapixels, as the renderer's `ImageStore`: any screenshot, not a 30000²
    /// decompression bomb.
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
        guard header.isFastPathFormat && chunks.transparency == nil else { return try decodeAnyFormat(bytes, chunks, path: path) }
        return try decodeFastPath(bytes, chunks, path: path)
    }

    /// Palette, 1–16 bits, interlaced, colour-keyed: each pass's rows rebuilt and expanded into
    /// the pixels that pass covers.
    static func decodeAnyFormat(_ bytes: UnsafeRawBufferPointer, _ chunks: PNGChunks, path: String) throws -> Bitmap {
        let header = chunks.header
        let (width, height) = (header.width, header.height)
        let expansion = PNGSampleExpansion(
            header: header, palette: chunks.palette.map { UnsafeRawBufferPointer(rebasing: bytes[$0]) },
            transparency: chunks.transparency.map { UnsafeRawBufferPointer(rebasing: bytes[$0]) })
        let bpp = max(1, header.bitsPerPixel / 8)
        let passes = header.passes
        let count = passes.reduce(0) { $0 + ($1.width > 0 ? $1.height * (1 + header.rowBytes(width: $1.width)) : 0) }
        let filtered = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
        defer { filtered.deallocate() }
        try PNGInflate.inflate(bytes, chunks.imageData, into: filtered, count: count, path: path)
        let zeros = UnsafeMutablePointer<UInt8>.allocate(capacity: header.rowBytes(width: width))
        zeros.initialize(repeating: 0, count: header.rowBytes(width: width))
        defer { zeros.deallocate() }
        var bad: String?
        let pixels = [UInt32](unsafeUninitializedCapacity: width * height) { out, initialized in
            out.baseAddress!.initialize(repeating: 0, count: width * height)
            initialized = width * height
            var line = filtered
            for (n, pass) in passes.enumerated() where pass.width > 0 {
                let rowBytes = header.rowBytes(width: pass.width)
                var prior = UnsafePointer(zeros)
                for y in 0..<pass.height {
                    guard PNGUnfilter.unfilterRow(line[0], line + 1, prior: prior, count: rowBytes, bpp: bpp) else {
                        let row = header.interlaced ? "row \(y) of interlace pass \(n + 1)" : "row \(y)"
                        bad = "\(row) has the unknown filter type \(line[0])"
                        return
                    }
                    let start = out.baseAddress! + (pass.y + y * pass.dy) * width + pass.x
                    expansion.expandRow(line + 1, width: pass.width, into: start, step: pass.dx)
                    prior = UnsafePointer(line + 1)
                    line += 1 + rowBytes
                }
            }
        }
        if let bad { throw PNGError.malformed(path: path, reason: bad) }
        return Bitmap(width: width, height: height, pixels: pixels)
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
