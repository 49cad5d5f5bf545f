import CCairo
import CJPEG
import Foundation

/// JPEG through Debian's libjpeg (libjpeg-turbo): decoding into Cairo surfaces, optionally at
/// 1/2, 1/4 or 1/8 size (libjpeg scales in the DCT, which is much faster than decoding in full
/// and scaling down), and encoding for generated sample photos. libjpeg's errors come back as
/// messages, never as a process exit.
///
/// ```swift
/// let data = try bitmap.jpegData(quality: 90)
/// ```
enum JPEGCodec {
    private static func message(_ buffer: [CChar]) -> String {
        buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    }

    /// Decodes `data` at `1/denominator` scale into a new ARGB32 surface (the caller owns it),
    /// as stored: orientation is applied by ``ImageOrientation``.
    static func decode(_ data: Data, denominator: Int, path: String) throws(ImageError) -> OpaquePointer {
        var err = [CChar](repeating: 0, count: Int(cjpeg_message_length()))
        var w: Int32 = 0
        var h: Int32 = 0
        let sized = data.withUnsafeBytes { raw in
            cjpeg_scaled_size(raw.bindMemory(to: UInt8.self).baseAddress, UInt(raw.count), Int32(denominator), &w, &h, &err)
        }
        guard sized == 0 else { throw ImageError.corrupt(path: path, reason: message(err)) }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h)!
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let pixels = cairo_image_surface_get_data(surface) else {
            cairo_surface_destroy(surface)
            throw ImageError.corrupt(path: path, reason: "no memory for \(w)×\(h) pixels")
        }
        let stride = cairo_image_surface_get_stride(surface)
        cairo_surface_flush(surface)
        let status = data.withUnsafeBytes { raw in
            cjpeg_decode(raw.bindMemory(to: UInt8.self).baseAddress, UInt(raw.count), Int32(denominator), pixels, w, h, stride, &err)
        }
        guard status == 0 else {
            cairo_surface_destroy(surface)
            let reason = message(err)
            throw ImageError.corrupt(
                path: path, reason: reason.contains("color conversion") ? "\(reason); CMYK JPEGs are not supported, save it as RGB" : reason)
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }

    /// Encodes canonical pixels as a baseline JPEG. JPEG has no alpha: translucent pixels are
    /// stored as if composited over black.
    static func encode(_ bitmap: Bitmap, quality: Int) throws -> Data {
        var err = [CChar](repeating: 0, count: Int(cjpeg_message_length()))
        var out: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let status = bitmap.pixels.withUnsafeBytes { raw in
            cjpeg_encode(
                raw.bindMemory(to: UInt8.self).baseAddress, Int32(bitmap.width), Int32(bitmap.height), Int32(bitmap.width * 4),
                Int32(min(100, max(1, quality))), &out, &size, &err)
        }
        defer { if let out { cjpeg_free(out) } }
        guard status == 0, let out else { throw RenderError.cairo(status: message(err), operation: "JPEG encoding") }
        return Data(bytes: out, count: Int(size))
    }
}

extension Bitmap {
    /// Encodes the pixels as a baseline JPEG (libjpeg, 4:2:0, `quality` 1…100) — for sample
    /// photos and fixtures; snapshots are always PNG. Translucent pixels come out as if
    /// composited over black.
    ///
    /// ```swift
    /// try bitmap.jpegData(quality: 85).write(to: photoURL)
    /// ```
    public func jpegData(quality: Int = 90) throws -> Data { try JPEGCodec.encode(self, quality: quality) }
}
