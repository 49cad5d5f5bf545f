import CCairo
import ScreenLayout
import Theme

/// Materials and shadows (``drawShadow(_:content:bounds:ends:box:style:)``). Cairo has no blur;
/// ``BoxBlur`` blurs pixel buffers in place.
enum Effects {
    /// Frosted and glass materials: blur what is painted behind the shape (the canvas and every
    /// open group over it), tint it, and for glass add a sheen and a light edge highlight.
    static func drawMaterial(_ pass: RenderPass, path: ShapePath, style: MaterialStyle) {
        let cr = pass.cr
        let r = path.rect
        let pad = max(0, style.blurRadius) * 1.5  // 3σ: all that reaches the shape
        if style.blurRadius > 0,
            let box = pass.deviceRect(Rect(x: r.minX - pad, y: r.minY - pad, width: r.width + 2 * pad, height: r.height + 2 * pad)),
            box.x1 > box.x0, box.y1 > box.y0
        {
            let backdrop = Self.backdrop(pass, box)
            BoxBlur.blur(surface: backdrop, radius: style.blurRadius * pass.scale)
            // Only pixels under the shape are ever seen: tint those (rounded out a pixel).
            let s = pass.scale
            let shape = (
                x0: Int((r.minX * s).rounded(.down)) - 1 - box.x0, y0: Int((r.minY * s).rounded(.down)) - 1 - box.y0,
                x1: Int((r.maxX * s).rounded(.up)) + 1 - box.x0, y1: Int((r.maxY * s).rounded(.up)) + 1 - box.y0
            )
            tint(backdrop, with: style.tint, within: shape)
            // One composite: the tinted blur, through the shape's antialiased edge.
            let pattern = cairo_pattern_create_for_surface(backdrop)!
            var ctm = cairo_matrix_t()
            cairo_get_matrix(cr, &ctm)
            var shift = cairo_matrix_t()
            cairo_matrix_init_translate(&shift, Double(-box.x0), Double(-box.y0))
            var toBackdrop = cairo_matrix_t()
            cairo_matrix_multiply(&toBackdrop, &ctm, &shift)  // user → device → backdrop pixels
            cairo_pattern_set_matrix(pattern, &toBackdrop)
            ShapePathDrawing.add(cr, path)
            cairo_set_source(cr, pattern)
            cairo_fill(cr)
            cairo_pattern_destroy(pattern)
            cairo_surface_destroy(backdrop)
        } else {
            ShapePathDrawing.add(cr, path)
            pass.setSource(style.tint)
            cairo_fill(cr)
        }
        if let highlight = style.highlight { drawGlassLight(cr, path: path, highlight: highlight) }
    }

    /// Paints `color` over the pixels of an ARGB32 surface — all, or those within `region`
    /// (surface pixels, clamped to it) — in place (premultiplied source-over in integers): the
    /// material's tint, applied to its blurred backdrop.
    static func tint(_ surface: OpaquePointer, with color: RGBA, within region: (x0: Int, y0: Int, x1: Int, y1: Int)? = nil) {
        guard color.alpha > 0, let data = cairo_image_surface_get_data(surface) else { return }
        cairo_surface_flush(surface)
        func byte(_ v: Double) -> UInt32 { UInt32((min(1, max(0, v)) * 255).rounded()) }
        let a = byte(color.alpha)
        let tr = (byte(color.red) * a + 127) / 255
        let tg = (byte(color.green) * a + 127) / 255
        let tb = (byte(color.blue) * a + 127) / 255
        let keep = 255 - a
        let w = Int(cairo_image_surface_get_width(surface))
        let h = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface)) / 4
        let pixels = UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self)
        // (c · keep + 127) / 255 is c · keep / 255 rounded, as is pixman's (t + (t >> 8)) >> 8 with
        // t = c · keep + 128 (the product never ends in exactly .5): MaskedFill's blend.
        let add = MaskedFill.spread(a << 24 | tr << 16 | tg << 8 | tb)
        let (x0, y0) = (max(0, region?.x0 ?? 0), max(0, region?.y0 ?? 0))
        let (x1, y1) = (min(w, region?.x1 ?? w), min(h, region?.y1 ?? h))
        guard x1 > x0, y1 > y0 else { return }
        for y in y0..<y1 {
            MaskedFill.blendRun(pixels + y * stride + x0, count: x1 - x0, keep: UInt64(keep), add: add)
        }
        cairo_surface_mark_dirty(surface)
    }

    /// A copy of device-pixel region `box` as it looks so far: the canvas with the open groups
    /// composited over it. The caller owns the returned surface.
    private static func backdrop(_ pass: RenderPass, _ box: (x0: Int, y0: Int, x1: Int, y1: Int)) -> OpaquePointer {
        let copy = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(box.x1 - box.x0), Int32(box.y1 - box.y0))!
        let ccr = cairo_create(copy)!
        cairo_set_source_surface(ccr, pass.surface, Double(-box.x0), Double(-box.y0))
        cairo_set_operator(ccr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(ccr)
        cairo_set_operator(ccr, CAIRO_OPERATOR_OVER)
        for group in pass.openGroups {
            cairo_set_source_surface(ccr, group, Double(-box.x0), Double(-box.y0))
            cairo_paint(ccr)
        }
        cairo_destroy(ccr)
        cairo_surface_flush(copy)
        return copy
    }

    /// Liquid Glass light: a soft sheen over the top half, and a thin rim inside the edge that
    /// is brightest at the top, fades at the sides and catches a little light at the bottom.
    private static func drawGlassLight(_ cr: OpaquePointer, path: ShapePath, highlight: RGBA) {
        let r = path.rect
        guard r.height > 0 else { return }
        let sheen = cairo_pattern_create_linear(r.minX, r.minY, r.minX, r.maxY)!
        cairo_pattern_add_color_stop_rgba(sheen, 0, highlight.red, highlight.green, highlight.blue, highlight.alpha * 0.35)
        cairo_pattern_add_color_stop_rgba(sheen, 0.5, highlight.red, highlight.green, highlight.blue, 0)
        ShapePathDrawing.add(cr, path)
        cairo_set_source(cr, sheen)
        cairo_fill(cr)
        cairo_pattern_destroy(sheen)
        // The rim: a 2 pt stroke clipped to the shape leaves 1 pt inside the edge.
        cairo_save(cr)
        ShapePathDrawing.add(cr, path)
        cairo_clip_preserve(cr)
        cairo_set_line_width(cr, 2)
        let rim = cairo_pattern_create_linear(r.minX, r.minY, r.minX, r.maxY)!
        cairo_pattern_add_color_stop_rgba(rim, 0, highlight.red, highlight.green, highlight.blue, highlight.alpha)
        cairo_pattern_add_color_stop_rgba(rim, 0.5, highlight.red, highlight.green, highlight.blue, highlight.alpha * 0.15)
        cairo_pattern_add_color_stop_rgba(rim, 1, highlight.red, highlight.green, highlight.blue, highlight.alpha * 0.55)
        cairo_set_source(cr, rim)
        cairo_stroke(cr)
        cairo_pattern_destroy(rim)
        cairo_restore(cr)
    }
}
