/// Whether the PNG writer compresses a large image in two halves at once, joined into one
/// stream, or in one piece. The bytes depend on this choice and the image alone, never on the
/// machine.
///
/// ```swift
/// // A batch whose workers already fill every core: no stitching.
/// try bitmap.writePNG(to: url, compression: .preview, split: .never)
/// ```
public enum PNGSplit: Sendable, Hashable {
    /// Two halves on two cores from a megabyte of scanlines on (``PNGCompression/partCount(for:)``):
    /// the quickest single image, for `watch`, tests and one-off writes.
    case bySize
    /// One piece: for batch jobs (`render`), where joining the halves (reading the first
    /// half's DEFLATE stream back to reopen its final block) would only add work.
    case never

    /// How many pieces `bytes` of filtered scanlines are compressed in.
    func partCount(for bytes: Int) -> Int {
        switch self {
        case .bySize: PNGCompression.partCount(for: bytes)
        case .never: 1
        }
    }
}
