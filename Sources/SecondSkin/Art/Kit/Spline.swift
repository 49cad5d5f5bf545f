/// Smooth curves through points (Catmull-Rom, as cubic Béziers): how the organic shapes of the
/// flash art are drawn, by listing the points an outline passes through.
///
/// ```swift
/// let segments = Spline.segments(through: [Vec(0, 0), Vec(10, 5), Vec(20, 0)], closed: false)
/// ```
enum Spline {
    /// One cubic segment: from, control 1, control 2, to.
    typealias Segment = (from: Vec, c1: Vec, c2: Vec, to: Vec)

    static func segments(through points: [Vec], closed: Bool, tension: Double = 1) -> [Segment] {
        let n = points.count
        guard n >= 2 else { return [] }
        func p(_ i: Int) -> Vec {
            if closed { return points[((i % n) + n) % n] }
            return points[min(max(i, 0), n - 1)]
        }
        let count = closed ? n : n - 1
        return (0..<count).map { i in
            let p0 = p(i - 1)
            let p1 = p(i)
            let p2 = p(i + 1)
            let p3 = p(i + 2)
            let k = tension / 6
            return (p1, p1 + (p2 - p0) * k, p2 - (p3 - p1) * k, p2)
        }
    }

    /// The point `t` (0…1) along a segment.
    static func point(_ s: Segment, _ t: Double) -> Vec {
        let u = 1 - t
        return s.from * (u * u * u) + s.c1 * (3 * u * u * t) + s.c2 * (3 * u * t * t) + s.to * (t * t * t)
    }

    /// Points along the curve, `perSegment` for each segment (and the last point).
    static func sample(through points: [Vec], closed: Bool = false, perSegment: Int = 12) -> [Vec] {
        let segs = segments(through: points, closed: closed)
        var out: [Vec] = []
        for s in segs {
            for i in 0..<perSegment { out.append(point(s, Double(i) / Double(perSegment))) }
        }
        if !closed, let last = segs.last { out.append(last.to) }
        return out
    }
}
