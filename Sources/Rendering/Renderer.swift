import CCairo
import Foundation
import ScreenLayout
import Theme

/// Draws a layout's display list with Cairo and Pango into a canonical ``Bitmap``.
/// One renderer per thread: it owns its font library and text system.
///
/// ```swift
/// let renderer = try Renderer()
/// let layout = try LayoutEngine(measurer: renderer.textSystem).layout(body, in: env)
/// let bitmap = try renderer.render(layout, scale: 3)
/// ```
public final class Renderer {
    public let textSystem: PangoTextSystem
    public let images: ImageStore

    public init(fonts: FontLibrary? = nil, images: ImageStore = ImageStore()) throws {
        textSystem = PangoTextSystem(fonts: try fonts ?? FontLibrary())
        self.images = images
    }

    /// Renderer, font-library and font versions: what snapshot provenance records.
    public static var versions: String { "secondskin-renderer 1; " + FontLibrary.versions }

    public func render(_ layout: LayoutResult, scale: Double) throws -> Bitmap {
        let canvas = layout.canvas
        guard canvas.width.isFinite, canvas.height.isFinite, canvas.width > 0, canvas.height > 0,
            scale.isFinite, scale >= 1, scale <= 4
        else { throw RenderError.invalidCanvas(width: canvas.width, height: canvas.height, scale: scale) }
        let w = Int((canvas.width * scale).rounded())
        let h = Int((canvas.height * scale).rounded())
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h))!
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw RenderError.cairo(
                status: String(cString: cairo_status_to_string(cairo_surface_status(surface))), operation: "creating a \(w)×\(h) surface")
        }
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        cairo_scale(cr, scale, scale)
        var opacities: [Double] = []
        var shadows: [ShadowStyle] = []
        for item in layout.displayList {
            switch item {
            case .fill(let path, let color):
                addPath(cr, path)
                setSource(cr, color)
                cairo_fill(cr)
            case .stroke(let path, let color, let lineWidth):
                addPath(cr, path)
                setSource(cr, color)
                cairo_set_line_width(cr, lineWidth)
                cairo_stroke(cr)
            case .text(let run):
                drawText(cr, run)
            case .pushClip(let path):
                cairo_save(cr)
                addPath(cr, path)
                cairo_clip(cr)
            case .popClip:
                cairo_restore(cr)
            case .pushOpacity(let o):
                opacities.append(o)
                cairo_push_group(cr)
            case .popOpacity:
                cairo_pop_group_to_source(cr)
                cairo_paint_with_alpha(cr, opacities.popLast() ?? 1)
            case .gradientFill(let path, let gradient):
                addPath(cr, path)
                let pattern: OpaquePointer
                switch gradient.kind {
                case .linear(let a, let b): pattern = cairo_pattern_create_linear(a.x, a.y, b.x, b.y)
                case .radial(let c, let r): pattern = cairo_pattern_create_radial(c.x, c.y, 0, c.x, c.y, r)
                }
                for (location, color) in zip(gradient.locations, gradient.colors) {
                    cairo_pattern_add_color_stop_rgba(pattern, location, color.red, color.green, color.blue, color.alpha)
                }
                cairo_set_source(cr, pattern)
                cairo_fill(cr)
                cairo_pattern_destroy(pattern)
            case .image(let draw):
                drawImage(cr, draw, scale: scale, canvasPixels: w * h)
            case .material(let path, let style):
                Effects.drawMaterial(cr, surface: surface, path: path, style: style, scale: scale) { addPath(cr, $0) }
            case .pushShadow(let style):
                shadows.append(style)
                cairo_push_group(cr)
            case .popShadow:
                let content = cairo_pop_group(cr)!
                Effects.drawShadow(cr, content: content, style: shadows.popLast()!, scale: scale, size: (w, h))
                cairo_set_source(cr, content)
                cairo_paint(cr)
                cairo_pattern_destroy(content)
            }
        }
        let status = cairo_status(cr)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError.cairo(status: String(cString: cairo_status_to_string(status)), operation: "drawing")
        }
        return try Bitmap(surface: surface)
    }

    private func setSource(_ cr: OpaquePointer, _ c: RGBA) {
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
    }

    private func addPath(_ cr: OpaquePointer, _ path: ShapePath) {
        let r = path.rect
        cairo_new_path(cr)
        switch path.kind {
        case .rectangle:
            cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
        case .roundedRectangle(let radius):
            ContinuousCorners.addRoundedRect(cr, r, radius: radius)
        case .path(let commands):
            for c in commands {
                switch c {
                case .move(let p): cairo_move_to(cr, p.x, p.y)
                case .line(let p): cairo_line_to(cr, p.x, p.y)
                case .curve(let a, let b, let p): cairo_curve_to(cr, a.x, a.y, b.x, b.y, p.x, p.y)
                case .close: cairo_close_path(cr)
                }
            }
        case .ellipse:
            cairo_save(cr)
            cairo_translate(cr, r.minX + r.width / 2, r.minY + r.height / 2)
            cairo_scale(cr, max(r.width / 2, 1e-9), max(r.height / 2, 1e-9))
            cairo_arc(cr, 0, 0, 1, 0, 2 * Double.pi)
            cairo_restore(cr)
        }
    }

    /// Draws a photo scaled into its rect and clipped to its frame; a missing or unreadable
    /// file draws a visible placeholder (grey with a cross) instead of disappearing. The photo
    /// is scaled once to its device-pixel size (cached), then copied at a whole-pixel offset.
    private func drawImage(_ cr: OpaquePointer, _ draw: ImageDraw, scale: Double, canvasPixels: Int) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        let clip = draw.clip
        let r = draw.imageRect
        cairo_rectangle(cr, clip.minX, clip.minY, clip.width, clip.height)
        cairo_clip(cr)
        let finite = [r.minX, r.minY, r.width, r.height].allSatisfy(\.isFinite)
        guard case .file(let path) = draw.source, finite else {
            drawPlaceholder(cr, clip)
            return
        }
        let x0 = (r.minX * scale).rounded()
        let y0 = (r.minY * scale).rounded()
        let pw = (r.maxX * scale).rounded() - x0
        let ph = (r.maxY * scale).rounded() - y0
        guard pw >= 1, ph >= 1 else { return }  // nothing to see
        if pw * ph <= Double(max(canvasPixels, 1)) * 4, pw <= 32767, ph <= 32767 {
            guard let image = images.surface(for: path, width: Int(pw), height: Int(ph)) else {
                drawPlaceholder(cr, clip)
                return
            }
            cairo_identity_matrix(cr)
            cairo_set_source_surface(cr, image, x0, y0)
            cairo_paint(cr)
        } else {
            // Far larger than the canvas (an extreme aspect ratio filled): transform the decoded
            // photo instead of scaling a huge copy.
            guard let image = images.source(for: path) else {
                drawPlaceholder(cr, clip)
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
    private func drawPlaceholder(_ cr: OpaquePointer, _ clip: Rect) {
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

    private func drawText(_ cr: OpaquePointer, _ run: TextRun) {
        let layout = textSystem.makeLayout(
            run.string, font: run.font, maxWidth: run.frame.width + 0.01, maxLines: run.maxLines, alignment: run.alignment)
        defer { ccairo_object_unref(UnsafeMutableRawPointer(layout)) }
        setSource(cr, run.color)
        cairo_move_to(cr, run.frame.minX, run.frame.minY)
        pango_cairo_show_layout(cr, layout)
    }
}
