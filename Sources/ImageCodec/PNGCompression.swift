import CDeflate
import CPNGFilter
import CZlib

/// How hard the PNG writer compresses, with libdeflate (whole-buffer DEFLATE, zlib format),
/// and how it filters rows.
/// Either way the bytes depend only on the input and the libdeflate version, and decode to the
/// same pixels; only the size and the time differ.
/// - ``fast``: renders, artifacts, failure diffs — libdeflate level 4 (the last of its greedy
///   levels; level 5's lazy matching costs a third more time) after the None/Sub/Up row choice,
///   measured on the @3x benchmark screen at a tenth of `cairo_surface_write_to_png`'s time
///   (zlib level 6, five filters) for files some 4 % larger;
/// - ``smallest``: references kept in a repository — level 12 (optimal parsing), the smallest
///   files libdeflate makes, several times slower; references are written only when their
///   pixels change.
///
/// ```swift
/// let data = try PNGEncoder.encode(bitmap, compression: .smallest)
/// ```
public enum PNGCompression: Sendable, Hashable {
    /// Renders and live previews (`render`, `watch`, the gallery), rewritten at every change
    /// and never kept: the Up filter on every row (one pass instead of five) and the kit's own
    /// DEFLATE coder for screens (`screenkit_run_deflate`: matches at the previous byte, pixel
    /// and row, and at one hashed earlier place; no search) — about twice as fast as libdeflate's
    /// fastest level for files some 7 % larger than it makes, smaller on flat screens.
    case preview
    case fast
    case smallest

    /// libdeflate's compression level.
    var level: Int32 {
        switch self {
        case .preview: 1
        case .fast: 4
        case .smallest: 12
        }
    }

    /// The filter every row gets, or nil for the per-row choice.
    var fixedFilter: UInt8? { self == .preview ? 2 : nil }

    /// Whether rows are filtered for the fewest distinct byte pairs rather than the minimum
    /// sum: for references, written once and kept.
    var filtersByBigrams: Bool { self == .smallest }

    /// How many pieces an input of `bytes` is compressed in, at once where there are cores for
    /// them: two from a megabyte on, else one (four pieces measured no faster on two cores).
    /// It depends on the size alone, so the bytes are the same on every machine.
    static func partCount(for bytes: Int) -> Int { bytes >= 1 << 20 ? 2 : 1 }

    /// `input` as raw DEFLATE (no zlib header or checksum), ending with a final block.
    /// `bpp` and `stride` (bytes per pixel, and per filtered row with its filter byte) tell
    /// the preview coder where a screen's bytes repeat.
    func compressRaw(_ input: UnsafeBufferPointer<UInt8>, bpp: Int = 1, stride: Int = 0) throws -> [UInt8] {
        if self == .preview, let coded = Self.runDeflate(input, bpp: bpp, stride: stride) { return coded }
        return try run(input, bound: libdeflate_deflate_compress_bound, compress: libdeflate_deflate_compress)
    }

    /// The kit's screen coder; nil in the (never seen) case of its output outgrowing a
    /// quarter more than the input, when libdeflate takes over.
    static func runDeflate(_ input: UnsafeBufferPointer<UInt8>, bpp: Int, stride: Int) -> [UInt8]? {
        let capacity = input.count + input.count / 4 + 4096
        let output = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
            count = screenkit_run_deflate(input.baseAddress, input.count, max(bpp, 1), max(stride, 0), buffer.baseAddress, capacity)
        }
        guard !output.isEmpty else { return nil }
        return output
    }

    /// One piece of a zlib stream, compressed on its own core: raw DEFLATE that another piece
    /// may follow (unless it is the last), and the Adler-32 and length of its input.
    struct Part {
        var deflate: [UInt8]
        var adler: UInt32
        var count: Int
    }

    /// Compresses a piece of the input; all but the last piece are ``opened(_:part:)``.
    func compressPart(_ input: UnsafeBufferPointer<UInt8>, index: Int, last: Bool, bpp: Int = 1, stride: Int = 0) throws -> Part {
        let raw = try compressRaw(input, bpp: bpp, stride: stride)
        return Part(
            deflate: last ? raw : try opened(raw, part: index), adler: libdeflate_adler32(1, input.baseAddress, input.count),
            count: input.count)
    }

    /// The raw DEFLATE stream `raw` with its final mark removed and an empty stored block
    /// added (as zlib's sync flush ends a piece): it ends on a byte boundary, and the next
    /// piece's stream follows as it is.
    func opened(_ raw: [UInt8], part: Int) throws -> [UInt8] {
        var open = [UInt8](repeating: 0, count: raw.count + 5)
        let written = raw.withUnsafeBufferPointer { p in
            open.withUnsafeMutableBufferPointer { screenkit_deflate_unfinal(p.baseAddress, p.count, $0.baseAddress) }
        }
        guard written > 0 else { throw PNGError.compression(reason: "the DEFLATE stream of part \(part + 1) could not be read back") }
        open.removeLast(open.count - written)
        return open
    }

    /// One zlib stream from `parts`, compressed from consecutive pieces of the input: the
    /// header, the pieces' DEFLATE one after the other, and the Adler-32 of the whole.
    func zlibStream(joining parts: [Part]) -> [UInt8] {
        // CMF 0x78 (DEFLATE, 32 KiB window); FLG's level hint as libdeflate writes it, and its
        // check bits.
        let hint: UInt8 = level < 2 ? 0 : level < 6 ? 1 : level == 6 ? 2 : 3
        var flg = hint << 6
        flg += UInt8(31 - (0x78 * 256 + Int(flg)) % 31)
        var out: [UInt8] = [0x78, flg]
        out.reserveCapacity(parts.reduce(2 + 4) { $0 + $1.deflate.count })
        var adler: UInt = 1
        for part in parts {
            out.append(contentsOf: part.deflate)
            adler = adler32_combine(adler, UInt(part.adler), off_t(part.count))
        }
        out.appendBE32(UInt32(adler))
        return out
    }

    /// `input` as one zlib stream (header, DEFLATE blocks, Adler-32).
    func compress(_ input: UnsafeBufferPointer<UInt8>, bpp: Int = 1, stride: Int = 0) throws -> [UInt8] {
        if self == .preview, let coded = Self.runDeflate(input, bpp: bpp, stride: stride) {
            return zlibStream(joining: [Part(deflate: coded, adler: libdeflate_adler32(1, input.baseAddress, input.count), count: input.count)])
        }
        return try run(input, bound: libdeflate_zlib_compress_bound, compress: libdeflate_zlib_compress)
    }

    /// One libdeflate call at this level: a compressor, an output of libdeflate's worst-case
    /// size, the bytes produced.
    private func run(
        _ input: UnsafeBufferPointer<UInt8>, bound: (OpaquePointer?, Int) -> Int,
        compress: (OpaquePointer?, UnsafeRawPointer?, Int, UnsafeMutableRawPointer?, Int) -> Int
    ) throws -> [UInt8] {
        guard let compressor = libdeflate_alloc_compressor(level) else {
            throw PNGError.compression(reason: "libdeflate could not allocate a level-\(level) compressor (out of memory)")
        }
        defer { libdeflate_free_compressor(compressor) }
        let limit = bound(compressor, input.count)
        var output = [UInt8](repeating: 0, count: limit)
        let produced = output.withUnsafeMutableBytes { out in compress(compressor, input.baseAddress, input.count, out.baseAddress, limit) }
        // The bound is libdeflate's own worst case, so 0 ("did not fit") cannot happen.
        guard produced > 0 else { throw PNGError.compression(reason: "libdeflate's output exceeded its own bound of \(limit) bytes") }
        output.removeLast(output.count - produced)
        return output
    }
}
