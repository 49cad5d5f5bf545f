import ScreenLayout

extension Path {
    /// The area a stroke of `style` paints, as a path to fill (nonzero rule), as SwiftUI's
    /// `strokedPath(_:)`. Curves are stroked as short lines; joins, caps, miter limit and
    /// dashes follow the style.
    public func strokedPath(_ style: StrokeStyle) -> Path { PathStroking.outline(of: self, style: style) }

    /// Whether a point lies inside the path, filled by the nonzero rule or, with `eoFill`, the
    /// even-odd rule (SwiftUI's `contains(_:eoFill:)`). Open subpaths count as closed.
    public func contains(_ p: CGPoint, eoFill: Bool = false) -> Bool {
        var winding = 0
        for line in PathFlattening.polylines(of: self) {
            var points = line.points
            if let first = points.first, points.last != first { points.append(first) }
            for (a, b) in zip(points, points.dropFirst()) {
                let side = (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
                if a.y <= p.y, b.y > p.y, side > 0 { winding += 1 }
                if a.y > p.y, b.y <= p.y, side < 0 { winding -= 1 }
            }
        }
        return eoFill ? winding % 2 != 0 : winding != 0
    }
}

/// Strokes a path geometrically: every straight piece of the (flattened) outline becomes a
/// quadrilateral, every corner a join and every open end a cap, all turned the same way so
/// that the nonzero rule fills their union.
enum PathStroking {
    static func outline(of path: Path, style: StrokeStyle) -> Path {
        let radius = Double(style.lineWidth) / 2
        guard radius > 0 else { return Path() }
        var stroker = Stroker(radius: radius, style: style)
        for line in PathFlattening.polylines(of: path) {
            let cleaned = line.removingRepeats()
            for piece in dashes(of: cleaned, style: style) { stroker.stroke(piece) }
        }
        return stroker.result
    }

    /// The pieces a dash pattern leaves of a polyline (the pattern restarts on each subpath).
    static func dashes(of line: Polyline, style: StrokeStyle) -> [Polyline] {
        let pattern = style.dash.map { max(Double($0), 0) }
        let period = pattern.reduce(0, +)
        guard !pattern.isEmpty, period > 0 else { return [line] }
        // Where in the pattern the line starts.
        var index = 0
        var left = Double(style.dashPhase).truncatingRemainder(dividingBy: period)
        if left < 0 { left += period }
        while left >= pattern[index % pattern.count] {
            left -= pattern[index % pattern.count]
            index += 1
        }
        var remaining = pattern[index % pattern.count] - left
        var on = index % 2 == 0
        var pieces: [Polyline] = []
        var current: [Point] = on ? [line.points[0]] : []
        for (a, b) in zip(line.points, line.points.dropFirst()) {
            let length = hypot(b.x - a.x, b.y - a.y)
            var walked = 0.0
            while length - walked > remaining {
                walked += remaining
                let t = walked / length
                let p = Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                if on {
                    current.append(p)
                    pieces.append(Polyline(points: current, isClosed: false))
                    current = []
                } else {
                    current = [p]
                }
                on.toggle()
                index += 1
                remaining = pattern[index % pattern.count]
            }
            remaining -= length - walked
            if on { current.append(b) }
        }
        if on, !current.isEmpty { pieces.append(Polyline(points: current, isClosed: false)) }
        return pieces
    }
}

extension Polyline {
    /// The polyline without points that repeat the one before (they have no direction).
    func removingRepeats() -> Polyline {
        var kept: [Point] = []
        kept.reserveCapacity(points.count)
        for p in points where kept.last.map({ hypot($0.x - p.x, $0.y - p.y) > 1e-9 }) ?? true { kept.append(p) }
        return Polyline(points: kept, isClosed: isClosed && kept.count > 2)
    }
}

/// Builds the polygons of one stroke.
struct Stroker {
    let radius: Double
    let style: StrokeStyle
    private(set) var result = Path()

    init(radius: Double, style: StrokeStyle) {
        self.radius = radius
        self.style = style
    }

    mutating func stroke(_ line: Polyline) {
        let points = line.points
        guard let first = points.first else { return }
        guard points.count > 1 else {
            // A point: a dot for round caps, a square for square caps, nothing for butt.
            switch style.lineCap {
            case .round: addCircle(at: first)
            case .square: addCap(at: first, direction: Point(x: 1, y: 0), outwards: false)
            case .butt: break
            }
            return
        }
        for (a, b) in zip(points, points.dropFirst()) {
            let n = normal(from: a, to: b)
            add([offset(a, n, radius), offset(b, n, radius), offset(b, n, -radius), offset(a, n, -radius)])
        }
        for i in 1..<(points.count - 1) { addJoin(at: points[i], from: points[i - 1], to: points[i + 1]) }
        if line.isClosed {
            addJoin(at: points[0], from: points[points.count - 2], to: points[1])
        } else {
            addEnd(at: points[0], towards: points[1])
            addEnd(at: points[points.count - 1], towards: points[points.count - 2])
        }
    }

    private mutating func addEnd(at p: Point, towards q: Point) {
        switch style.lineCap {
        case .butt: break
        case .round: addCircle(at: p)
        case .square:
            let length = hypot(p.x - q.x, p.y - q.y)
            addCap(at: p, direction: Point(x: (p.x - q.x) / length, y: (p.y - q.y) / length), outwards: true)
        }
    }

    /// A square cap: the half of a square of side `lineWidth` that lies beyond `p` along `direction`
    /// (or the whole square, centred on `p`, for a lone point).
    private mutating func addCap(at p: Point, direction d: Point, outwards: Bool) {
        let n = Point(x: -d.y, y: d.x)
        let back = outwards ? 0 : radius
        let a = Point(x: p.x - d.x * back, y: p.y - d.y * back)
        let b = Point(x: p.x + d.x * radius, y: p.y + d.y * radius)
        add([offset(a, n, radius), offset(b, n, radius), offset(b, n, -radius), offset(a, n, -radius)])
    }

    private mutating func addJoin(at v: Point, from a: Point, to b: Point) {
        let n0 = normal(from: a, to: v)
        let n1 = normal(from: v, to: b)
        let cross = n0.x * n1.y - n0.y * n1.x
        let dot = n0.x * n1.x + n0.y * n1.y
        let turn = atan2(cross, dot)
        guard abs(turn) > 1e-9 else { return }
        let side: Double = turn > 0 ? -1 : 1
        let p0 = offset(v, n0, side * radius)
        let p1 = offset(v, n1, side * radius)
        // Over a turn this small a bevel is within a twentieth of a point of a round or miter join.
        let gap = radius * (1 / cos(abs(turn) / 2) - 1)
        if gap < 0.05 && abs(turn) < .pi / 2 {
            add([v, p0, p1])
            return
        }
        switch style.lineJoin {
        case .round:
            addCircle(at: v)
        case .bevel:
            add([v, p0, p1])
        case .miter:
            let half = cos(abs(turn) / 2)
            guard 1 / half <= Double(style.miterLimit) else {
                add([v, p0, p1])
                return
            }
            let sum = Point(x: n0.x + n1.x, y: n0.y + n1.y)
            let length = hypot(sum.x, sum.y)
            let tip = offset(v, Point(x: sum.x / length, y: sum.y / length), side * radius / half)
            add([v, p0, tip, p1])
        }
    }

    private mutating func addCircle(at c: Point) {
        let steps = min(max(Int((2 * .pi * radius / 0.75).rounded(.up)), 12), 128)
        add(
            (0..<steps).map { k in
                let angle = 2 * Double.pi * Double(k) / Double(steps)
                return Point(x: c.x + radius * cos(angle), y: c.y + radius * sin(angle))
            })
    }

    /// Appends a polygon turned the same way as every other, so overlaps add up under nonzero.
    private mutating func add(_ polygon: [Point]) {
        var area = 0.0
        for (a, b) in zip(polygon, polygon.dropFirst() + [polygon[0]]) { area += a.x * b.y - b.x * a.y }
        guard abs(area) > 1e-12 else { return }
        let ordered = area > 0 ? polygon : polygon.reversed()
        result.move(to: CGPoint(x: ordered[0].x, y: ordered[0].y))
        for p in ordered.dropFirst() { result.addLine(to: CGPoint(x: p.x, y: p.y)) }
        result.closeSubpath()
    }

    private func normal(from a: Point, to b: Point) -> Point {
        let length = hypot(b.x - a.x, b.y - a.y)
        return Point(x: -(b.y - a.y) / length, y: (b.x - a.x) / length)
    }

    private func offset(_ p: Point, _ n: Point, _ distance: Double) -> Point {
        Point(x: p.x + n.x * distance, y: p.y + n.y * distance)
    }
}
