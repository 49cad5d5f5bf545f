import CCairo
import ScreenLayout

/// Turns a display-list ``ShapePath`` into the current Cairo path: rectangles, continuous-corner
/// rounded rectangles, ellipses and vector paths (already in points).
enum ShapePathDrawing {
    static func add(_ cr: OpaquePointer, _ path: ShapePath) {
        let r = path.rect
        cairo_new_path(cr)
        cairo_set_fill_rule(cr, path.isEvenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
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
            BoundedArc.add(cr, x: 0, y: 0, radius: 1, from: 0, to: 2 * Double.pi)
            cairo_restore(cr)
        }
    }
}
