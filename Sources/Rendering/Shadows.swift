import CCairo
import ScreenLayout
import Theme

extension Effects {
    /// Paints the shadow of `content` (the items between a push and pop of a shadow) before
    /// the content itself is drawn. The content is drawn once more, as coverage only, straight
    /// into an A8 surface at the blur's reduced resolution and shifted by the shadow offset —
    /// antialiased coverage at low resolution is the box average the blur would compute — then
    /// blurred, scaled up over the area the shadow can reach, and painted through in the
    /// shadow colour: row by row straight into the target (``MaskedFill``) where that is
    /// certain to give Cairo's pixels, otherwise as a full A8 mask with `cairo_mask_surface`.
    /// Painted row by row, the mask is kept for the next render (``ShadowMaskCache``).
    static func drawShadow(
        _ pass: RenderPass, content: ArraySlice<DisplayItem>, bounds: [Int: Rect], ends: [Int: Int], box: Rect, style: ShadowStyle
    ) {
        guard !pass.isSilhouette, style.color.alpha > 0, let a = pass.deviceRect(GroupBounds.shadowArea(of: box, style)), a.x1 > a.x0, a.y1 > a.y0
        else { return }
        let w = a.x1 - a.x0
        let h = a.y1 - a.y0
        guard pass.paintsShadowsDirectly,
            let fill = MaskedFill(pass, color: style.color, probes: [(a.x0, a.y0), (a.x1 - 1, a.y0), (a.x0, a.y1 - 1), (a.x1 - 1, a.y1 - 1)])
        else { return maskSurface(pass, content: content, bounds: bounds, ends: ends, area: a, style: style) }
        defer { fill.finish() }
        // Where the content is certain to paint opaque pixels over it, the shadow is not seen.
        let opaque = OpaqueCover(pass, content: content)
        // Mask columns (not canvas columns) of row y that are never painted.
        func covered(_ y: Int) -> Range<Int>? {
            guard let span = opaque?.span(row: a.y0 + y)?.clamped(to: a.x0..<(a.x0 + w)), !span.isEmpty else { return nil }
            return (span.lowerBound - a.x0)..<(span.upperBound - a.x0)
        }
        /// Calls `body` with the columns of mask row y that are painted: all but the covered.
        func eachPart(_ y: Int, _ body: (Range<Int>) -> Void) {
            guard let skipped = covered(y) else { return body(0..<w) }
            if skipped.lowerBound > 0 { body(0..<skipped.lowerBound) }
            if skipped.upperBound < w { body(skipped.upperBound..<w) }
        }
        let key = pass.shadowMasks.map { _ in ShadowMaskCache.Key(content: content, scale: pass.scale, style: style, area: a) }
        if let key, let mask = pass.shadowMasks?.mask(for: key), mask.width == w, mask.height == h {
            mask.bytes.withUnsafeBufferPointer { kept in
                for y in 0..<h {
                    eachPart(y) { fill.paint(row: kept.baseAddress! + y * w + $0.lowerBound, count: $0.count, x: a.x0 + $0.lowerBound, y: a.y0 + y) }
                }
            }
            return
        }
        // Kept for the next render (all zeros under the covered spans, which are not painted).
        var kept = [UInt8](repeating: 0, count: key == nil ? 0 : w * h)
        kept.withUnsafeMutableBufferPointer { kept in
            blurredMask(pass, content: content, bounds: bounds, ends: ends, area: a, style: style, skip: covered) { y, row in
                eachPart(y) { part in
                    fill.paint(row: row + part.lowerBound, count: part.count, x: a.x0 + part.lowerBound, y: a.y0 + y)
                    // (An empty array's buffer may still have a base address: check the count.)
                    if kept.count == w * h { (kept.baseAddress! + y * w + part.lowerBound).update(from: row + part.lowerBound, count: part.count) }
                }
            }
        }
        if let key { pass.shadowMasks?.store(kept, width: w, height: h, for: key) }
    }

    /// The shadow through a full-size A8 mask and `cairo_mask_surface`, for targets and clips
    /// ``MaskedFill`` does not take.
    private static func maskSurface(
        _ pass: RenderPass, content: ArraySlice<DisplayItem>, bounds: [Int: Rect], ends: [Int: Int], area a: (x0: Int, y0: Int, x1: Int, y1: Int),
        style: ShadowStyle
    ) {
        let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(a.x1 - a.x0), Int32(a.y1 - a.y0))!
        defer { cairo_surface_destroy(mask) }
        guard let maskData = cairo_image_surface_get_data(mask) else { return }
        let maskRowBytes = Int(cairo_image_surface_get_stride(mask))
        func keep(_ y: Int, _ row: UnsafeMutablePointer<UInt8>) { (maskData + y * maskRowBytes).update(from: row, count: a.x1 - a.x0) }
        blurredMask(pass, content: content, bounds: bounds, ends: ends, area: a, style: style, skip: { _ in nil }, row: keep)
        cairo_surface_mark_dirty(mask)
        let cr = pass.cr
        cairo_save(cr)
        pass.useDevicePixels()
        pass.setSource(style.color)
        cairo_mask_surface(cr, mask, Double(a.x0), Double(a.y0))
        cairo_restore(cr)
    }

    /// The shadow's mask over device-pixel area `a`, handed over row by row (`row(y, bytes)`,
    /// the bytes valid during the call only); columns `skip(y)` are left undefined. With a
    /// material in the content, the content's own coverage is taken out.
    private static func blurredMask(
        _ pass: RenderPass, content: ArraySlice<DisplayItem>, bounds: [Int: Rect], ends: [Int: Int], area a: (x0: Int, y0: Int, x1: Int, y1: Int),
        style: ShadowStyle, skip: (Int) -> Range<Int>?, row: (Int, UnsafeMutablePointer<UInt8>) -> Void
    ) {
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
        silhouette.photoScale = pass.photoScale
        silhouette.draw(content, bounds: bounds, ends: ends)
        cairo_destroy(scr)
        cairo_surface_flush(low)
        guard let lowData = cairo_image_surface_get_data(low) else { return }
        let lowRowBytes = Int(cairo_image_surface_get_stride(low))
        let hasMaterial = content.contains { if case .material = $0 { true } else { false } }
        let cover = hasMaterial ? coverage(pass, content: content, bounds: bounds, ends: ends, area: a) : nil
        defer { if let cover { cairo_surface_destroy(cover) } }
        let coverData = cover.flatMap { cairo_image_surface_get_data($0) }
        let coverRowBytes = cover.map { Int(cairo_image_surface_get_stride($0)) } ?? 0
        BoxBlur.blurReduced(lowData, lowWidth: lw, lowHeight: lh, lowRowBytes: lowRowBytes, factor: f, sigma: sigma, width: w, height: h, skip: skip)
        {
            y, bytes in
            if let coverData {
                let skipped = skip(y) ?? w..<w
                knockOut(bytes, coverage: coverData + y * coverRowBytes, count: skipped.lowerBound)
                knockOut(bytes + skipped.upperBound, coverage: coverData + y * coverRowBytes + skipped.upperBound, count: w - skipped.upperBound)
            }
            row(y, bytes)
        }
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
        let coverage = RenderPass(
            cr: ccr, surface: cover, scale: pass.scale, pixels: pass.pixels, textSystem: pass.textSystem, images: pass.images, deviceMatrix: device,
            isSilhouette: true)
        coverage.photoScale = pass.photoScale
        coverage.draw(content, bounds: bounds, ends: ends)
        cairo_destroy(ccr)
        cairo_surface_flush(cover)
        return cover
    }
}
