import CCairo
import ScreenLayout
import Theme

/// Materials and shadows. Cairo has no blur; ``BoxBlur`` blurs pixel buffers in place.
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
            cairo_save(cr)
            ShapePathDrawing.add(cr, path)
            cairo_clip(cr)
            cairo_identity_matrix(cr)
            cairo_set_source_surface(cr, backdrop, Double(box.x0), Double(box.y0))
            cairo_paint(cr)
            cairo_restore(cr)
            cairo_surface_destroy(backdrop)
        }
        ShapePathDrawing.add(cr, path)
        pass.setSource(style.tint)
        cairo_fill(cr)
        if let highlight = style.highlight { drawGlassLight(cr, path: path, highlight: highlight) }
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

    /// Paints a blurred, offset silhouette of `content` (a group pattern) in the shadow colour,
    /// computing only the device-pixel `area` where the shadow can fall (whole canvas if nil).
    /// Only the content's coverage is blurred: its alpha bytes, copied into an A8 mask at the
    /// offset rounded to whole pixels (invisible once blurred), a quarter of the work of colour.
    static func drawShadow(_ pass: RenderPass, content: OpaquePointer, style: ShadowStyle, area: (x0: Int, y0: Int, x1: Int, y1: Int)?) {
        let a = area ?? (0, 0, pass.pixels.width, pass.pixels.height)
        var group: OpaquePointer?
        guard a.x1 > a.x0, a.y1 > a.y0, style.color.alpha > 0, cairo_pattern_get_surface(content, &group) == CAIRO_STATUS_SUCCESS,
            let group, cairo_surface_get_type(group) == CAIRO_SURFACE_TYPE_IMAGE,
            cairo_image_surface_get_format(group) == CAIRO_FORMAT_ARGB32
        else { return }
        let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(a.x1 - a.x0), Int32(a.y1 - a.y0))!
        defer { cairo_surface_destroy(mask) }
        cairo_surface_flush(group)
        guard let src = cairo_image_surface_get_data(group), let dst = cairo_image_surface_get_data(mask) else { return }
        var gx = 0.0
        var gy = 0.0
        cairo_surface_get_device_offset(group, &gx, &gy)
        let gw = Int(cairo_image_surface_get_width(group))
        let gh = Int(cairo_image_surface_get_height(group))
        let gStride = Int(cairo_image_surface_get_stride(group))
        let mStride = Int(cairo_image_surface_get_stride(mask))
        // Mask pixel (x, y) shows the group's device pixel (x + x0 − ox, y + y0 − oy).
        let shiftX = a.x0 - Int((style.offset.x * pass.scale).rounded()) + Int(gx)
        let shiftY = a.y0 - Int((style.offset.y * pass.scale).rounded()) + Int(gy)
        let alpha = BoxBlur.alphaByte
        for y in 0..<(a.y1 - a.y0) {
            let sy = y + shiftY
            guard sy >= 0, sy < gh else { continue }
            let row = src + sy * gStride
            let out = dst + y * mStride
            let xStart = max(0, -shiftX)
            let xEnd = min(a.x1 - a.x0, gw - shiftX)
            guard xStart < xEnd else { continue }
            for x in xStart..<xEnd { out[x] = row[(x + shiftX) * 4 + alpha] }
        }
        cairo_surface_mark_dirty(mask)
        BoxBlur.blur(surface: mask, radius: max(0, style.radius) * pass.scale)
        let cr = pass.cr
        cairo_save(cr)
        cairo_identity_matrix(cr)
        pass.setSource(style.color)
        cairo_mask_surface(cr, mask, Double(a.x0), Double(a.y0))
        cairo_restore(cr)
    }
}
