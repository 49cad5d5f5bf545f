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

    /// Paints the shadow of `content` (the items between a push and pop of a shadow) before
    /// the content itself is drawn. The content is drawn once more, as coverage only, straight
    /// into an A8 surface at the blur's reduced resolution and shifted by the shadow offset —
    /// antialiased coverage at low resolution is the box average the blur would compute — then
    /// blurred, scaled up over the area the shadow can reach, and painted through in the
    /// shadow colour: row by row straight into the target (``MaskedFill``) where that is
    /// certain to give Cairo's pixels, otherwise as a full A8 mask with `cairo_mask_surface`.
    static func drawShadow(
        _ pass: RenderPass, content: ArraySlice<DisplayItem>, bounds: [Int: Rect], ends: [Int: Int], box: Rect, style: ShadowStyle
    ) {
        guard !pass.isSilhouette, style.color.alpha > 0, let a = pass.deviceRect(GroupBounds.shadowArea(of: box, style)), a.x1 > a.x0, a.y1 > a.y0
        else { return }
        let w = a.x1 - a.x0
        let h = a.y1 - a.y0
        let sigma = max(0, style.radius) * pass.scale / 2
        let f = BoxBlur.factor(sigma: sigma, width: w, height: h)
        let lw = (w + f - 1) / f
        let lh = (h + f - 1) / f
        let low = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(lw), Int32(lh))!
        defer { cairo_surface_destroy(low) }
        let scr = cairo_create(low)!
        // Canvas device pixel → silhouette pixel: shift to the area, move by the offset, reduce.
        cairo_scale(scr, 1 / Double(f), 1 / Double(f))
        cairo_translate(scr, Double(-a.x0) + style.offset.x * pass.scale, Double(-a.y0) + style.offset.y * pass.scale)
        var device = cairo_matrix_t()
        cairo_get_matrix(scr, &device)
        cairo_scale(scr, pass.scale, pass.scale)
        let silhouette = RenderPass(
            cr: scr, surface: low, scale: pass.scale, pixels: pass.pixels, textSystem: pass.textSystem, images: pass.images, deviceMatrix: device,
            isSilhouette: true)
        silhouette.draw(content, bounds: bounds, ends: ends)
        cairo_destroy(scr)
        cairo_surface_flush(low)
        guard let lowData = cairo_image_surface_get_data(low) else { return }
        let lowRowBytes = Int(cairo_image_surface_get_stride(low))
        // With a material in the content, its own coverage is taken out of the shadow.
        let hasMaterial = content.contains { if case .material = $0 { true } else { false } }
        let cover = hasMaterial ? coverage(pass, content: content, bounds: bounds, ends: ends, area: a) : nil
        defer { if let cover { cairo_surface_destroy(cover) } }
        let coverData = cover.flatMap { cairo_image_surface_get_data($0) }
        let coverRowBytes = cover.map { Int(cairo_image_surface_get_stride($0)) } ?? 0
        if pass.paintsShadowsDirectly,
            let fill = MaskedFill(pass, color: style.color, probes: [(a.x0, a.y0), (a.x1 - 1, a.y0), (a.x0, a.y1 - 1), (a.x1 - 1, a.y1 - 1)])
        {
            // Where the content is certain to paint opaque pixels over it, the shadow is not seen.
            let opaque = OpaqueCover(pass, content: content)
            // Mask columns (not canvas columns) of row y that are never painted.
            func covered(_ y: Int) -> Range<Int>? {
                guard let span = opaque?.span(row: a.y0 + y)?.clamped(to: a.x0..<(a.x0 + w)), !span.isEmpty else { return nil }
                return (span.lowerBound - a.x0)..<(span.upperBound - a.x0)
            }
            BoxBlur.blurReduced(
                lowData, lowWidth: lw, lowHeight: lh, lowRowBytes: lowRowBytes, factor: f, sigma: sigma, width: w, height: h, skip: covered
            ) { y, row in
                // Mask columns i..<j, canvas columns a.x0 + i ..< a.x0 + j.
                func paint(_ i: Int, _ j: Int) {
                    guard j > i else { return }
                    if let coverData { knockOut(row + i, coverage: coverData + y * coverRowBytes + i, count: j - i) }
                    fill.paint(row: row + i, count: j - i, x: a.x0 + i, y: a.y0 + y)
                }
                guard let skipped = covered(y) else { return paint(0, w) }
                paint(0, skipped.lowerBound)
                paint(skipped.upperBound, w)
            }
            fill.finish()
            return
        }
        let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(w), Int32(h))!
        defer { cairo_surface_destroy(mask) }
        guard let maskData = cairo_image_surface_get_data(mask) else { return }
        let maskRowBytes = Int(cairo_image_surface_get_stride(mask))
        BoxBlur.blurReduced(
            lowData, lowWidth: lw, lowHeight: lh, lowRowBytes: lowRowBytes, factor: f, sigma: sigma, into: maskData, width: w, height: h,
            rowBytes: maskRowBytes)
        if let coverData {
            for y in 0..<h { knockOut(maskData + y * maskRowBytes, coverage: coverData + y * coverRowBytes, count: w) }
        }
        cairo_surface_mark_dirty(mask)
        let cr = pass.cr
        cairo_save(cr)
        pass.useDevicePixels()
        pass.setSource(style.color)
        cairo_mask_surface(cr, mask, Double(a.x0), Double(a.y0))
        cairo_restore(cr)
    }

    /// Takes the content's own coverage out of one row of a shadow mask, as CSS does for box
    /// shadows, when the content holds a material: a material blurs what is behind it, and
    /// must not see its own shadow there (glass would turn grey).
    private static func knockOut(_ mask: UnsafeMutablePointer<UInt8>, coverage k: UnsafePointer<UInt8>, count: Int) {
        for x in 0..<count { mask[x] = UInt8((UInt32(mask[x]) &* (255 &- UInt32(k[x])) &+ 127) / 255) }
    }

    /// The content's coverage over device-pixel area `a`, full resolution: an A8 surface the
    /// caller destroys.
    private static func coverage(
        _ pass: RenderPass, content: ArraySlice<DisplayItem>, bounds: [Int: Rect], ends: [Int: Int], area a: (x0: Int, y0: Int, x1: Int, y1: Int)
    ) -> OpaquePointer {
        let w = a.x1 - a.x0
        let h = a.y1 - a.y0
        let cover = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(w), Int32(h))!
        let ccr = cairo_create(cover)!
        cairo_translate(ccr, Double(-a.x0), Double(-a.y0))
        var device = cairo_matrix_t()
        cairo_get_matrix(ccr, &device)
        cairo_scale(ccr, pass.scale, pass.scale)
        RenderPass(
            cr: ccr, surface: cover, scale: pass.scale, pixels: pass.pixels, textSystem: pass.textSystem, images: pass.images, deviceMatrix: device,
            isSilhouette: true
        ).draw(content, bounds: bounds, ends: ends)
        cairo_destroy(ccr)
        cairo_surface_flush(cover)
        return cover
    }
}
