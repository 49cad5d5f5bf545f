import CCairo
import ScreenLayout

extension RenderPass {
    /// Draws a photo scaled into its rect and clipped to its frame; a missing or unreadable
    /// file draws a visible placeholder (grey with a cross) instead of disappearing. The photo
    /// is scaled once to its device-pixel size (cached), then copied at a whole-pixel offset.
    func drawImage(_ draw: ImageDraw) {
        let canvasPixels = pixels.width * pixels.height
        cairo_save(cr)
        defer { cairo_restore(cr) }
        let clip = draw.clip
        let r = draw.imageRect
        cairo_rectangle(cr, clip.minX, clip.minY, clip.width, clip.height)
        cairo_clip(cr)
        let finite = [r.minX, r.minY, r.width, r.height].allSatisfy(\.isFinite)
        guard case .file(let path) = draw.source, finite else {
            drawPlaceholder(clip)
            return
        }
        let x0 = (r.minX * scale).rounded()
        let y0 = (r.minY * scale).rounded()
        let pw = (r.maxX * scale).rounded() - x0
        let ph = (r.maxY * scale).rounded() - y0
        guard pw >= 1, ph >= 1 else { return }  // nothing to see
        if pw * ph <= Double(max(canvasPixels, 1)) * 4, pw <= 32767, ph <= 32767 {
            var via: (width: Int, height: Int)?
            if let photoScale {
                // The photo's frame at the larger scale, rounded as that render rounds it.
                let bx0 = (r.minX * photoScale).rounded()
                let by0 = (r.minY * photoScale).rounded()
                let bw = (r.maxX * photoScale).rounded() - bx0
                let bh = (r.maxY * photoScale).rounded() - by0
                if bw >= pw, bh >= ph, bw <= 32767, bh <= 32767 { via = (Int(bw), Int(bh)) }
            }
            guard let image = images.surface(for: path, width: Int(pw), height: Int(ph), via: via) else {
                drawPlaceholder(clip)
                return
            }
            useDevicePixels()
            cairo_set_source_surface(cr, image, x0, y0)
            // A silhouette samples the photo's coverage at reduced size: nearest is plenty, and
            // exact integer arithmetic everywhere.
            if isSilhouette { cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_NEAREST) }
            cairo_paint(cr)
        } else {
            // Far larger than the canvas (an extreme aspect ratio filled): transform the decoded
            // photo instead of scaling a huge copy.
            guard let image = images.source(for: path) else {
                drawPlaceholder(clip)
                return
            }
            cairo_translate(cr, r.minX, r.minY)
            cairo_scale(cr, r.width / Double(cairo_image_surface_get_width(image)), r.height / Double(cairo_image_surface_get_height(image)))
            cairo_set_source_surface(cr, image, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
            cairo_paint(cr)
        }
    }

    /// Grey with a cross: what a photo that cannot be drawn looks like.
    func drawPlaceholder(_ clip: Rect) {
        cairo_set_source_rgb(cr, 0.78, 0.78, 0.8)
        cairo_paint(cr)
        cairo_set_source_rgb(cr, 0.55, 0.55, 0.58)
        cairo_set_line_width(cr, 2)
        cairo_move_to(cr, clip.minX, clip.minY)
        cairo_line_to(cr, clip.maxX, clip.maxY)
        cairo_move_to(cr, clip.maxX, clip.minY)
        cairo_line_to(cr, clip.minX, clip.maxY)
        cairo_stroke(cr)
    }
}
