import CCairo
import Foundation
import ImageCodec

extension JPEGCodec {
    /// Decodes `data` at `1/denominator` scale into a new ARGB32 surface (the caller owns it),
    /// as stored: orientation is applied by ``ImageOrientation``.
    static func decodeSurface(_ data: Data, denominator: Int, path: String) throws(ImageError) -> OpaquePointer {
        let (w, h) = try scaledSize(of: data, denominator: denominator, path: path)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h))!
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let pixels = cairo_image_surface_get_data(surface) else {
            cairo_surface_destroy(surface)
            throw ImageError.corrupt(path: path, reason: "no memory for \(w)×\(h) pixels")
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        cairo_surface_flush(surface)
        do throws(ImageError) {
            try decode(data, denominator: denominator, path: path, into: pixels, width: w, height: h, stride: stride)
        } catch {
            cairo_surface_destroy(surface)
            throw error
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }
}
