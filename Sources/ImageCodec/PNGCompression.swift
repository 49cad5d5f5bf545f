import CDeflate

/// How hard the PNG writer compresses, with libdeflate (whole-buffer DEFLATE, zlib format),
/// and how it filters rows.
/// Either way the bytes depend only on the input and the libdeflate version, and decode to the
/// same pixels; only the size and the time differ.
/// - ``fast``: renders, artifacts, previews — libdeflate level 3, measured on the @3x
///   benchmark screen at about a fifth of zlib level 5's time for the same size;
/// - ``smallest``: references kept in a repository — level 12 (optimal parsing), the smallest
///   files libdeflate makes, several times slower; references are written only when their
///   pixels change.
///
/// ```swift
/// let data = try PNGEncoder.encode(bitmap, compression: .smallest)
/// ```
public enum PNGCompression: Sendable, Hashable {
    /// Live previews (`watch`, the gallery), rewritten at every change and never kept: the Up
    /// filter on every row (one pass instead of five) and libdeflate level 1 — about half the
    /// time of ``fast`` for files some 10–25 % larger.
    case preview
    case fast
    case smallest

    /// libdeflate's compression level.
    var level: Int32 {
        switch self {
        case .preview: 1
        case .fast: 3
        case .smallest: 12
        }
    }

    /// The filter every row gets, or nil for the per-row choice.
    var fixedFilter: UInt8? { self == .preview ? 2 : nil }

    /// `input` as one zlib stream (header, DEFLATE blocks, Adler-32).
    func compress(_ input: UnsafeBufferPointer<UInt8>) throws -> [UInt8] {
        guard let compressor = libdeflate_alloc_compressor(level) else {
            throw PNGError.compression(reason: "libdeflate could not allocate a level-\(level) compressor (out of memory)")
        }
        defer { libdeflate_free_compressor(compressor) }
        let bound = libdeflate_zlib_compress_bound(compressor, input.count)
        var output = [UInt8](repeating: 0, count: bound)
        let produced = output.withUnsafeMutableBytes { out in
            libdeflate_zlib_compress(compressor, input.baseAddress, input.count, out.baseAddress, bound)
        }
        // The bound is libdeflate's own worst case, so 0 ("did not fit") cannot happen.
        guard produced > 0 else { throw PNGError.compression(reason: "libdeflate's output exceeded its own bound of \(bound) bytes") }
        output.removeLast(output.count - produced)
        return output
    }
}
