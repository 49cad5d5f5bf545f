import CCairo
import Foundation
import ScreenLayout
import Theme

/// A conic (angular) gradient as a Cairo mesh pattern: wedges of at most 5° around the centre,
/// cut at every stop, each a Coons patch whose two straight sides carry the colours of its two
/// angles, so the colour follows the angle. Cairo has no conic gradient; its mesh rasteriser is
/// deterministic integer work, so the pixels are the same every run.
///
/// SwiftUI's rules: angles run clockwise from the trailing side; equal angles sweep a whole
/// turn; a sweep past a whole turn draws its last turn; a shorter sweep leaves a gap painted
/// half in the last colour, half in the first.
///
/// ```swift
/// let p = ConicGradient.pattern(center: c, radius: 80, startAngle: 0, endAngle: 0, gradient: g)
/// ```
enum ConicGradient {
    static let maxWedge = Double.pi / 36

    /// A mesh pattern covering the disc of `radius` around `center`; the caller destroys it.
    static func pattern(center c: Point, radius: Double, startAngle a: Double, endAngle b: Double, gradient: ResolvedGradient) -> OpaquePointer {
        let turn = 2 * Double.pi
        var sweep = b - a
        if sweep == 0 { sweep = turn }
        if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: turn) + turn }
        let from = sweep > turn ? a + sweep - turn : a
        let to = a + sweep
        func color(_ angle: Double) -> RGBA { colorAt((angle - a) / sweep, gradient) }
        var cuts = Set([from, to])
        for location in gradient.locations {
            let angle = a + location * sweep
            if angle > from && angle < to { cuts.insert(angle) }
        }
        let sorted = cuts.sorted()
        let mesh = cairo_pattern_create_mesh()!
        for (u, v) in zip(sorted, sorted.dropFirst()) {
            let pieces = max(1, Int(((v - u) / maxWedge).rounded(.up)))
            for k in 0..<pieces {
                let s = u + (v - u) * Double(k) / Double(pieces)
                let e = k == pieces - 1 ? v : u + (v - u) * Double(k + 1) / Double(pieces)
                wedge(mesh, c, radius, s, e, color(s), color(e))
            }
        }
        if sweep < turn {
            // The gap: its first half in the last colour, its second in the first.
            let middle = to + (turn - sweep) / 2
            let (last, first) = (color(to), color(a))
            for (s, e, fill) in [(to, middle, last), (middle, a + turn, first)] {
                let pieces = max(1, Int(((e - s) / maxWedge).rounded(.up)))
                for k in 0..<pieces {
                    wedge(mesh, c, radius, s + (e - s) * Double(k) / Double(pieces), s + (e - s) * Double(k + 1) / Double(pieces), fill, fill)
                }
            }
        }
        return mesh
    }

    /// One wedge from angle `s` to `e`: centre, arc, centre; the colour of `s` on its first
    /// side, of `e` on its last.
    private static func wedge(_ mesh: OpaquePointer, _ c: Point, _ r: Double, _ s: Double, _ e: Double, _ cs: RGBA, _ ce: RGBA) {
        let k = 4.0 / 3.0 * tan((e - s) / 4) * r
        let p0 = Point(x: c.x + r * cos(s), y: c.y + r * sin(s))
        let p3 = Point(x: c.x + r * cos(e), y: c.y + r * sin(e))
        cairo_mesh_pattern_begin_patch(mesh)
        cairo_mesh_pattern_move_to(mesh, c.x, c.y)
        cairo_mesh_pattern_line_to(mesh, p0.x, p0.y)
        cairo_mesh_pattern_curve_to(mesh, p0.x - k * sin(s), p0.y + k * cos(s), p3.x + k * sin(e), p3.y - k * cos(e), p3.x, p3.y)
        cairo_mesh_pattern_line_to(mesh, c.x, c.y)
        for (corner, color) in [(0, cs), (1, cs), (2, ce), (3, ce)] {
            cairo_mesh_pattern_set_corner_color_rgba(mesh, UInt32(corner), color.red, color.green, color.blue, color.alpha)
        }
        cairo_mesh_pattern_end_patch(mesh)
    }

    /// The colour at `t` (0…1) between the stops, straight (not premultiplied) interpolation;
    /// before the first stop its colour, after the last the last's.
    static func colorAt(_ t: Double, _ g: ResolvedGradient) -> RGBA {
        let stops = zip(g.locations, g.colors).sorted { $0.0 < $1.0 }
        guard let first = stops.first, let last = stops.last else { return RGBA(red: 0, green: 0, blue: 0, alpha: 0) }
        if t <= first.0 { return first.1 }
        if t >= last.0 { return last.1 }
        for (x, y) in zip(stops, stops.dropFirst()) where t <= y.0 {
            let f = y.0 > x.0 ? (t - x.0) / (y.0 - x.0) : 1
            return RGBA(
                red: x.1.red + (y.1.red - x.1.red) * f, green: x.1.green + (y.1.green - x.1.green) * f, blue: x.1.blue + (y.1.blue - x.1.blue) * f,
                alpha: x.1.alpha + (y.1.alpha - x.1.alpha) * f)
        }
        return last.1
    }
}
