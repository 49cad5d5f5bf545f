import CCairo
import ImageCodec

extension ImageOrientation {
    /// A new surface with `orientation` applied (the caller owns it, and `surface` is
    /// destroyed), or `surface` itself for 1.
    static func apply(_ orientation: Int, to surface: OpaquePointer) -> OpaquePointer {
        guard (2...8).contains(orientation) else { return surface }
        cairo_surface_flush(surface)
        let w = Int(cairo_image_surface_get_width(surface))
        let h = Int(cairo_image_surface_get_height(surface))
        let (ow, oh) = orientedSize(orientation, width: w, height: h)
        let out = cairo_image_surface_create(cairo_image_surface_get_format(surface), Int32(ow), Int32(oh))!
        guard let src = cairo_image_surface_get_data(surface), let dst = cairo_image_surface_get_data(out) else {
            cairo_surface_destroy(out)
            return surface
        }
        apply(
            orientation, from: UnsafeRawPointer(src).assumingMemoryBound(to: UInt32.self), width: w, height: h,
            stride: Int(cairo_image_surface_get_stride(surface)) / 4, to: UnsafeMutableRawPointer(dst).assumingMemoryBound(to: UInt32.self),
            stride: Int(cairo_image_surface_get_stride(out)) / 4)
        cairo_surface_mark_dirty(out)
        cairo_surface_destroy(surface)
        return out
    }
}
