import CCairo
import ScreenLayout
import Theme

/// Materials and shadows. Cairo has no blur; ``BoxBlur`` blurs pixel buffers in place.
enum Effects {
    /// Frosted and glass materials: blur what is already drawn inside the shape, tint it, and
    /// for glass add a light edge highlight.
    static func drawMaterial(
        _ cr: OpaquePointer, surface: OpaquePointer, path: ShapePath, style: MaterialStyle, scale: Double, addPath: (ShapePath) -> Void
    ) {
        let r = path.rect
        let pad = style.blurRadius * 2
        let x0 = max(0, Int(((r.minX - pad) * scale).rounded(.down)))
        let y0 = max(0, Int(((r.minY - pad) * scale).rounded(.down)))
        let x1 = min(Int(cairo_image_surface_get_width(surface)), Int(((r.maxX + pad) * scale).rounded(.up)))
        let y1 = min(Int(cairo_image_surface_get_height(surface)), Int(((r.maxY + pad) * scale).rounded(.up)))
        if x1 > x0, y1 > y0, style.blurRadius > 0 {
            cairo_surface_flush(surface)
            // Copy the region behind, blur the copy, paint it back clipped to the shape.
            let w = x1 - x0
            let h = y1 - y0
            let copy = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h))!
            let ccr = cairo_create(copy)!
            cairo_set_source_surface(ccr, surface, Double(-x0), Double(-y0))
            cairo_set_operator(ccr, CAIRO_OPERATOR_SOURCE)
            cairo_paint(ccr)
            cairo_destroy(ccr)
            cairo_surface_flush(copy)
            BoxBlur.blur(surface: copy, radius: style.blurRadius * scale)
            cairo_surface_mark_dirty(copy)
            cairo_save(cr)
            addPath(path)
            cairo_clip(cr)
            cairo_identity_matrix(cr)
            cairo_set_source_surface(cr, copy, Double(x0), Double(y0))
            cairo_paint(cr)
            cairo_restore(cr)
            cairo_surface_destroy(copy)
        }
        addPath(path)
        cairo_set_source_rgba(cr, style.tint.red, style.tint.green, style.tint.blue, style.tint.alpha)
        cairo_fill(cr)
        if let highlight = style.highlight {
            addPath(path)
            cairo_set_line_width(cr, 1)
            let pattern = cairo_pattern_create_linear(r.minX, r.minY, r.minX, r.maxY)!
            cairo_pattern_add_color_stop_rgba(pattern, 0, highlight.red, highlight.green, highlight.blue, highlight.alpha)
            cairo_pattern_add_color_stop_rgba(pattern, 0.5, highlight.red, highlight.green, highlight.blue, highlight.alpha * 0.2)
            cairo_pattern_add_color_stop_rgba(pattern, 1, highlight.red, highlight.green, highlight.blue, highlight.alpha * 0.6)
            cairo_set_source(cr, pattern)
            cairo_stroke(cr)
            cairo_pattern_destroy(pattern)
        }
    }

    /// Paints a blurred, offset silhouette of `content` (a group pattern) in the shadow colour.
    static func drawShadow(_ cr: OpaquePointer, content: OpaquePointer, style: ShadowStyle, scale: Double, size: (Int, Int)) {
        let mask = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(size.0), Int32(size.1))!
        let mcr = cairo_create(mask)!
        cairo_scale(mcr, scale, scale)
        cairo_translate(mcr, style.offset.x, style.offset.y)
        cairo_set_source_rgba(mcr, style.color.red, style.color.green, style.color.blue, style.color.alpha)
        cairo_mask(mcr, content)
        cairo_destroy(mcr)
        cairo_surface_flush(mask)
        BoxBlur.blur(surface: mask, radius: style.radius * scale)
        cairo_surface_mark_dirty(mask)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, mask, 0, 0)
        cairo_paint(cr)
        cairo_restore(cr)
        cairo_surface_destroy(mask)
    }
}
