import Foundation
import ScreenLayout

/// Draws one path in design space (100 × 125 units) through a transform, and hands it over
/// as `PathData` in the unit coordinates of the photo's frame.
///
/// ```swift
/// var pen = Pen(Affine.translate(50, 60))
/// pen.smooth([Vec(-10, 0), Vec(0, -12), Vec(10, 0), Vec(0, 12)], closed: true)
/// ```
struct Pen {
    var transform: Affine
    private(set) var data = PathData()

    init(_ transform: Affine = .identity) { self.transform = transform }

    private func unit(_ p: Vec) -> (Double, Double) {
        let q = transform.apply(p)
        return (q.x / Art.width, q.y / Art.height)
    }

    mutating func move(_ p: Vec) {
        let (x, y) = unit(p)
        data.move(x, y)
    }

    mutating func line(_ p: Vec) {
        let (x, y) = unit(p)
        data.line(x, y)
    }

    mutating func curve(_ c1: Vec, _ c2: Vec, _ p: Vec) {
        let (ax, ay) = unit(c1)
        let (bx, by) = unit(c2)
        let (x, y) = unit(p)
        data.curve(ax, ay, bx, by, x, y)
    }

    mutating func close() { data.close() }

    /// A straight-edged polygon (closed) or polyline.
    mutating func polygon(_ points: [Vec], closed: Bool = true) {
        guard let first = points.first else { return }
        move(first)
        for p in points.dropFirst() { line(p) }
        if closed { close() }
    }

    /// A smooth curve through `points`.
    mutating func smooth(_ points: [Vec], closed: Bool = true, tension: Double = 1) {
        let segments = Spline.segments(through: points, closed: closed, tension: tension)
        guard let first = segments.first else { return }
        move(first.from)
        for s in segments { curve(s.c1, s.c2, s.to) }
        if closed { close() }
    }

    /// An ellipse (four Bézier quarters), optionally rotated; `reversed` winds it the other
    /// way, which cuts a hole in a shape of the same path.
    mutating func ellipse(_ center: Vec, _ rx: Double, _ ry: Double, rotation: Double = 0, reversed: Bool = false) {
        let k = 0.552_284_75
        let flip = reversed ? -1.0 : 1.0
        func p(_ x: Double, _ y: Double) -> Vec { center + Vec(x, y * flip).rotated(by: rotation) }
        move(p(rx, 0))
        curve(p(rx, ry * k), p(rx * k, ry), p(0, ry))
        curve(p(-rx * k, ry), p(-rx, ry * k), p(-rx, 0))
        curve(p(-rx, -ry * k), p(-rx * k, -ry), p(0, -ry))
        curve(p(rx * k, -ry), p(rx, -ry * k), p(rx, 0))
        close()
    }

    mutating func circle(_ center: Vec, _ r: Double, reversed: Bool = false) { ellipse(center, r, r, reversed: reversed) }

    /// A tapered brush stroke along a smooth curve through `points`: `width` at its widest,
    /// thinning to `startWidth`×`width` and `endWidth`×`width` at the ends (0 for a point),
    /// over `taper` (and `endTaper`, if different) of its length.
    mutating func brush(
        _ points: [Vec], width: Double, startWidth: Double = 0.15, endWidth: Double = 0.15, taper: Double = 0.35, endTaper: Double? = nil
    ) {
        let frame = Self.brushFrame(points, width: width, startWidth: startWidth, endWidth: endWidth, taper: taper, endTaper: endTaper)
        guard frame.count >= 2 else { return }
        polygon(frame.map { $0.point + $0.normal * $0.half } + frame.reversed().map { $0.point - $0.normal * $0.half })
    }

    /// One sample along a brush stroke: where, which way is "left", half the width there, and
    /// how far along (0…1).
    struct BrushSample {
        var point: Vec
        var normal: Vec
        var half: Double
        var t: Double
    }

    /// The samples ``brush(_:width:startWidth:endWidth:taper:endTaper:)`` outlines, for
    /// decorations that follow a body (belly scales, patterns).
    static func brushFrame(
        _ points: [Vec], width: Double, startWidth: Double = 0.15, endWidth: Double = 0.15, taper: Double = 0.35, endTaper: Double? = nil
    ) -> [BrushSample] {
        let line = Spline.sample(through: points, perSegment: 10)
        guard line.count >= 2 else { return [] }
        var lengths = [0.0]
        for i in 1..<line.count { lengths.append(lengths[i - 1] + (line[i] - line[i - 1]).length) }
        let total = max(lengths.last!, 1e-9)
        let tail = endTaper ?? taper
        return line.enumerated().map { i, p in
            let t = lengths[i] / total
            let prev = line[max(i - 1, 0)]
            let next = line[min(i + 1, line.count - 1)]
            let normal = (next - prev).normalized.perpendicular
            let grow = t < taper ? startWidth + (1 - startWidth) * sin(t / taper * .pi / 2) : 1
            let shrink = t > 1 - tail ? endWidth + (1 - endWidth) * sin((1 - t) / tail * .pi / 2) : 1
            return BrushSample(point: p, normal: normal, half: width * min(grow, shrink) / 2, t: t)
        }
    }
}

/// The design space of every sample photo.
enum Art {
    static let width = 100.0
    static let height = 125.0
    static let center = Vec(50, 62.5)
}
