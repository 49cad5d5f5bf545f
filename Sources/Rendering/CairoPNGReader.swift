import CCairo
import ImageCodec

/// Decodes PNG bytes with libpng through `cairo_image_surface_create_from_png_stream`: the
/// yardstick ``PNGDecoder``'s tests compare with, in every format (palette, 1–16 bits,
/// interlaced, a tRNS colour key). The kit itself reads PNGs with ``PNGDecoder`` only.
///
/// ```swift
/// let bitmap = try CairoPNGReader.decode(bytes, path: path)
/// ```
enum CairoPNGReader {
    /// Where the read callback is in the bytes; lives only for one synchronous decode.
    private final class Cursor {
        var bytes: UnsafeRawBufferPointer
        var offset = 0
        init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }
    }

    static func decode(_ bytes: UnsafeRawBufferPointer, path: String) throws -> Bitmap {
        let cursor = Cursor(bytes)
        let surface = withExtendedLifetime(cursor) {
            cairo_image_surface_create_from_png_stream(
                { closure, data, length in
                    let cursor = Unmanaged<Cursor>.fromOpaque(closure!).takeUnretainedValue()
                    let n = Int(length)
                    guard n <= cursor.bytes.count - cursor.offset else { return CAIRO_STATUS_READ_ERROR }
                    if n > 0 { data!.update(from: cursor.bytes.baseAddress!.assumingMemoryBound(to: UInt8.self) + cursor.offset, count: n) }
                    cursor.offset += n
                    return CAIRO_STATUS_SUCCESS
                }, Unmanaged.passUnretained(cursor).toOpaque())!
        }
        defer { cairo_surface_destroy(surface) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw PNGError.malformed(path: path, reason: "libpng cannot read it (\(String(cString: cairo_status_to_string(status))))")
        }
        do {
            return try Bitmap(surface: surface)
        } catch {
            throw PNGError.malformed(path: path, reason: "\(error)")
        }
    }
}
