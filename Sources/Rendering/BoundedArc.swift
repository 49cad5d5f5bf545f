import CCairo
import Foundation

/// `cairo_arc`, bounded: Cairo splits an arc into as many segments as its radius in device
/// pixels calls for, so a rounded rectangle 10³⁰⁰ points across never finished (found by the
/// fuzz suite). Arcs up to ``maxDeviceRadius`` — every shape a screen can show, the canvas
/// being at most 32 767 pixels — go to `cairo_arc` as before, pixel for pixel; a larger one is
/// drawn as a polyline within a quarter pixel of the arc, of at most ``maxSegments`` segments.
///
/// ```swift
/// BoundedArc.add(cr, x: 50, y: 50, radius: 20, from: 0, to: .pi / 2)
/// ```
enum BoundedArc {
    /// Device pixels of radius from which an arc is drawn as a polyline.
    static let maxDeviceRadius = 100_000.0
    /// The most segments of one arc drawn as a polyline.
    static let maxSegments = 2048

    static func add(_ cr: OpaquePointer, x: Double, y: Double, radius: Double, from start: Double, to end: Double) {
        var (ax, ay, bx, by) = (radius, 0.0, 0.0, radius)
        cairo_user_to_device_distance(cr, &ax, &ay)
        cairo_user_to_device_distance(cr, &bx, &by)
        let deviceRadius = max((ax * ax + ay * ay).squareRoot(), (bx * bx + by * by).squareRoot())
        guard !(deviceRadius <= maxDeviceRadius) else { return cairo_arc(cr, x, y, radius, start, end) }
        guard radius.isFinite, start.isFinite, end.isFinite, end > start, deviceRadius.isFinite else { return }
        // A chord of angle θ strays r (1 − cos θ/2) from the arc: a quarter pixel at most.
        let step = 2 * acos(1 - 0.25 / deviceRadius)
        let count = (end - start) / step
        let segments = count.isFinite ? Int(min(max(count.rounded(.up), 1), Double(maxSegments))) : maxSegments
        for i in 0...segments {
            let a = start + (end - start) * Double(i) / Double(segments)
            let (px, py) = (x + radius * cos(a), y + radius * sin(a))
            if i == 0 && cairo_has_current_point(cr) == 0 { cairo_move_to(cr, px, py) } else { cairo_line_to(cr, px, py) }
        }
    }
}
