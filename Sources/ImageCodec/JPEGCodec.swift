import CJPEG
import Foundation

/// JPEG through Debian's libjpeg (libjpeg-turbo): decoding into a caller's pixel buffer,
/// optionally at 1/2, 1/4 or 1/8 size (libjpeg scales in the DCT, which is much faster than
/// decoding in full and scaling down), and encoding for generated sample photos. libjpeg's
/// errors come back as messages, never as a process exit. The renderer decodes straight into
/// its Cairo surfaces; ``decode(_:denominator:path:)`` gives a ``Bitmap``.
///
/// ```swift
/// let data = try bitmap.jpegData(quality: 90)
/// let (width, height) = try JPEGCodec.scaledSize(of: data, denominator: 2, path: "photo.jpg")
/// let half = try JPEGCodec.decode(data, denominator: 2, path: "photo.jpg")   // width × height
/// ```
package enum JPEGCodec {
    private static func message(_ buffer: [CChar]) -> String {
        buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    }

    /// The size a decode of `data` at `1/denominator` scale (1, 2, 4 or 8) produces.
    package static func scaledSize(of data: Data, denominator: Int, path: String) throws(ImageError) -> (width: Int, height: Int) {
        var err = [CChar](repeating: 0, count: Int(cjpeg_message_length()))
        var w: Int32 = 0
        var h: Int32 = 0
        let sized = data.withUnsafeBytes { raw in
            cjpeg_scaled_size(raw.bindMemory(to: UInt8.self).baseAddress, UInt(raw.count), Int32(denominator), &w, &h, &err)
        }
        guard sized == 0 else { throw ImageError.corrupt(path: path, reason: message(err)) }
        return (Int(w), Int(h))
    }

    /// Decodes `data` at `1/denominator` scale into `pixels`: `width` × `height` (as
    /// ``scaledSize(of:denominator:path:)`` says) opaque canonical pixels, rows `stride` bytes
    /// apart, as stored (orientation is applied by ``ImageOrientation``).
    package static func decode(
        _ data: Data, denominator: Int, path: String, into pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int
    ) throws(ImageError) {
        var err = [CChar](repeating: 0, count: Int(cjpeg_message_length()))
        let status = data.withUnsafeBytes { raw in
            cjpeg_decode(
                raw.bindMemory(to: UInt8.self).baseAddress, UInt(raw.count), Int32(denominator), pixels, Int32(width), Int32(height), Int32(stride),
                &err)
        }
        guard status == 0 else {
            let reason = message(err)
            throw ImageError.corrupt(
                path: path, reason: reason.contains("color conversion") ? "\(reason); CMYK JPEGs are not supported, save it as RGB" : reason)
        }
    }

    /// Decodes `data` at `1/denominator` scale into a new bitmap, as stored.
    package static func decode(_ data: Data, denominator: Int = 1, path: String) throws(ImageError) -> Bitmap {
        let (w, h) = try scaledSize(of: data, denominator: denominator, path: path)
        var bitmap = Bitmap(width: w, height: h)
        var failure: ImageError?
        bitmap.pixels.withUnsafeMutableBytes { raw in
            do throws(ImageError) {
                let pixels = raw.baseAddress!.assumingMemoryBound(to: UInt8.self)
                try decode(data, denominator: denominator, path: path, into: pixels, width: w, height: h, stride: 4 * w)
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        return bitmap
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
        guard status == 0, let out else { throw ImageError.unencodable(format: "JPEG", reason: message(err)) }
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
