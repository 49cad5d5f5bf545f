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

    public init(fonts: FontLibrary? = nil) throws {
        textSystem = PangoTextSystem(fonts: try fonts ?? FontLibrary())
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
        case .ellipse:
            cairo_save(cr)
            cairo_translate(cr, r.minX + r.width / 2, r.minY + r.height / 2)
            cairo_scale(cr, max(r.width / 2, 1e-9), max(r.height / 2, 1e-9))
            cairo_arc(cr, 0, 0, 1, 0, 2 * Double.pi)
            cairo_restore(cr)
        }
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
