import CZlib

/// Inflates a PNG's image data — the IDAT bodies, which together are one zlib stream however
/// they are split — into a buffer of exactly the size the header implies. A stream that ends
/// early or does not inflate is a ``PNGError/malformed(path:reason:)``; data beyond the last
/// row is ignored, as libpng does. The stream's Adler-32 is not computed: the chunks' CRCs
/// already cover the same bytes.
///
/// ```swift
/// try PNGInflate.inflate(bytes, chunks.imageData, into: buffer, count: height * (1 + rowBytes), path: path)
/// ```
enum PNGInflate {
    /// Inflates the stream split over `ranges` of `bytes` into the `count` bytes at `out`.
    static func inflate(_ bytes: UnsafeRawBufferPointer, _ ranges: [Range<Int>], into out: UnsafeMutablePointer<UInt8>, count: Int, path: String)
        throws
    {
        let base = bytes.baseAddress!.assumingMemoryBound(to: UInt8.self)
        var stream = z_stream()
        var code = czlib_inflate_init(&stream)
        guard code == Z_OK else { throw PNGError.zlib(code: code, operation: "starting to inflate image data") }
        defer { inflateEnd(&stream) }
        // Every chunk's CRC-32 is checked already (PNGChunks): zlib's Adler-32 of the inflated
        // bytes would only repeat that check, at a tenth of the decoding time.
        _ = inflateValidate(&stream, 0)
        let piece = 1 << 30  // zlib counts in 32 bits
        var chunk = 0
        var inOffset = ranges.first?.lowerBound ?? 0
        var outOffset = 0
        while true {
            if stream.avail_in == 0 {
                while chunk < ranges.count && inOffset == ranges[chunk].upperBound {
                    chunk += 1
                    if chunk < ranges.count { inOffset = ranges[chunk].lowerBound }
                }
                if chunk < ranges.count {
                    let n = min(ranges[chunk].upperBound - inOffset, piece)
                    stream.next_in = UnsafeMutablePointer(mutating: base + inOffset)
                    stream.avail_in = UInt32(n)
                    inOffset += n
                }
            }
            if stream.avail_out == 0 && outOffset < count {
                let n = min(count - outOffset, piece)
                stream.next_out = out + outOffset
                stream.avail_out = UInt32(n)
                outOffset += n
            }
            code = CZlib.inflate(&stream, Z_NO_FLUSH)
            let produced = outOffset - Int(stream.avail_out)
            switch code {
            case Z_OK:
                continue
            case Z_STREAM_END:
                guard produced == count else {
                    throw PNGError.malformed(path: path, reason: "its image data ends after \(produced) of \(count) bytes")
                }
                return
            case Z_BUF_ERROR:
                if produced == count { return }  // every row is there; extra data is ignored
                if stream.avail_in == 0 && chunk >= ranges.count {
                    throw PNGError.malformed(path: path, reason: "its image data ends after \(produced) of \(count) bytes")
                }
            default:
                let message = stream.msg.map { String(cString: $0) } ?? "zlib error \(code)"
                throw PNGError.malformed(path: path, reason: "its image data does not inflate (\(message))")
            }
        }
    }
}
