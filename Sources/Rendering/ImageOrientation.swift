import CCairo

/// Applies an EXIF orientation (1…8) to a decoded surface, so photos appear the way the camera
/// was held. Each orientation is a flip and/or a quarter turn; pixels are moved, never resampled.
enum ImageOrientation {
    /// A new surface with `orientation` applied (the caller owns it), or `surface` itself for 1.
    static func apply(_ orientation: Int, to surface: OpaquePointer) -> OpaquePointer {
        guard (2...8).contains(orientation) else { return surface }
        cairo_surface_flush(surface)
        let w = Int(cairo_image_surface_get_width(surface))
        let h = Int(cairo_image_surface_get_height(surface))
        let swapped = orientation >= 5
        let ow = swapped ? h : w
        let oh = swapped ? w : h
        let out = cairo_image_surface_create(cairo_image_surface_get_format(surface), Int32(ow), Int32(oh))!
        guard let src = cairo_image_surface_get_data(surface), let dst = cairo_image_surface_get_data(out) else { return surface }
        let sStride = Int(cairo_image_surface_get_stride(surface)) / 4
        let dStride = Int(cairo_image_surface_get_stride(out)) / 4
        let s = UnsafeMutableRawPointer(src).assumingMemoryBound(to: UInt32.self)
        let d = UnsafeMutableRawPointer(dst).assumingMemoryBound(to: UInt32.self)
        for y in 0..<oh {
            for x in 0..<ow {
                let (sx, sy): (Int, Int)
                switch orientation {
                case 2: (sx, sy) = (w - 1 - x, y)
                case 3: (sx, sy) = (w - 1 - x, h - 1 - y)
                case 4: (sx, sy) = (x, h - 1 - y)
                case 5: (sx, sy) = (y, x)
                case 6: (sx, sy) = (y, h - 1 - x)
                case 7: (sx, sy) = (w - 1 - y, h - 1 - x)
                default: (sx, sy) = (w - 1 - y, x)
                }
                d[y * dStride + x] = s[sy * sStride + sx]
            }
        }
        cairo_surface_mark_dirty(out)
        cairo_surface_destroy(surface)
        return out
    }
}
