import CCairo
import ScreenLayout

/// Rounded rectangles with continuous ("squircle") corners like iOS: each corner starts
/// 1.528 × radius from the vertex and curves in with three cubic segments, so the curvature
/// ramps up instead of jumping as it does for a circular arc. Falls back to a capsule when the
/// rectangle is too small for the extended corner.
enum ContinuousCorners {
    static func addRoundedRect(_ cr: OpaquePointer, _ r: Rect, radius: Double) {
        let limit = min(r.width, r.height) / 2
        let rad = min(radius, limit)
        guard rad > 0 else {
            cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
            return
        }
        if rad * 1.528 > limit {
            // Not enough room for a smooth corner: plain circular arcs (capsule-like).
            let x = r.minX
            let y = r.minY
            let w = r.width
            let h = r.height
            cairo_new_sub_path(cr)
            BoundedArc.add(cr, x: x + w - rad, y: y + rad, radius: rad, from: -Double.pi / 2, to: 0)
            BoundedArc.add(cr, x: x + w - rad, y: y + h - rad, radius: rad, from: 0, to: Double.pi / 2)
            BoundedArc.add(cr, x: x + rad, y: y + h - rad, radius: rad, from: Double.pi / 2, to: Double.pi)
            BoundedArc.add(cr, x: x + rad, y: y + rad, radius: rad, from: Double.pi, to: 3 * Double.pi / 2)
            cairo_close_path(cr)
            return
        }
        // Control points of one quarter (top-right corner), in units of the radius, measured
        // from the corner vertex: (distance from the top edge's end, distance down the right edge).
        let c = rad
        let x0 = r.maxX
        let y0 = r.minY
        cairo_new_sub_path(cr)
        cairo_move_to(cr, r.minX + 1.528 * c, r.minY)
        // top-right
        corner(cr, x0, y0, dx: -1, dy: 1, c, horizontalFirst: true)
        // bottom-right
        corner(cr, r.maxX, r.maxY, dx: -1, dy: -1, c, horizontalFirst: false)
        // bottom-left
        corner(cr, r.minX, r.maxY, dx: 1, dy: -1, c, horizontalFirst: true)
        // top-left
        corner(cr, r.minX, r.minY, dx: 1, dy: 1, c, horizontalFirst: false)
        cairo_close_path(cr)
    }

    /// Draws the straight edge into the corner at vertex (vx, vy) and the corner curve.
    /// `dx`, `dy` point from the vertex into the rectangle.
    private static func corner(_ cr: OpaquePointer, _ vx: Double, _ vy: Double, dx: Double, dy: Double, _ c: Double, horizontalFirst: Bool) {
        // Points along the curve in (a, b): a along the incoming edge from the vertex, b along the outgoing.
        let seg: [(Double, Double)] = [
            (1.528, 0), (1.088, 0), (0.868, 0), (0.631, 0.074),
            (0.372, 0.169), (0.169, 0.372), (0.074, 0.631),
            (0, 0.868), (0, 1.088), (0, 1.528),
        ]
        func point(_ a: Double, _ b: Double) -> (Double, Double) {
            horizontalFirst ? (vx + dx * a * c, vy + dy * b * c) : (vx + dx * b * c, vy + dy * a * c)
        }
        let start = point(seg[0].0, seg[0].1)
        cairo_line_to(cr, start.0, start.1)
        var i = 1
        while i + 2 < seg.count {
            let p1 = point(seg[i].0, seg[i].1)
            let p2 = point(seg[i + 1].0, seg[i + 1].1)
            let p3 = point(seg[i + 2].0, seg[i + 2].1)
            cairo_curve_to(cr, p1.0, p1.1, p2.0, p2.1, p3.0, p3.1)
            i += 3
        }
    }
}
