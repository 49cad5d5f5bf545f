import ScreenLayout

/// A path as polylines: curves cut into short lines (32 per curve), one polyline per subpath,
/// each knowing whether it was closed. Trimming and stroking measure and walk these.
struct Polyline: Sendable {
    var points: [Point]
    var isClosed: Bool

    /// The length along the lines.
    var length: Double {
        zip(points, points.dropFirst()).reduce(0.0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
    }
}

enum PathFlattening {
    /// Lines per cubic curve.
    static let curveSteps = 32

    /// The path's subpaths as polylines; a closed one ends where it began.
    static func polylines(of path: Path) -> [Polyline] {
        var lines: [Polyline] = []
        var current: [Point] = []
        var start = Point.zero
        func finish(closed: Bool) {
            if !current.isEmpty { lines.append(Polyline(points: current, isClosed: closed)) }
            current = []
        }
        for command in path.commands {
            switch command {
            case .move(let p):
                finish(closed: false)
                current = [p]
                start = p
            case .line(let p):
                if current.isEmpty { current = [start] }
                current.append(p)
            case .curve(let c1, let c2, let p):
                if current.isEmpty { current = [start] }
                let p0 = current[current.count - 1]
                for k in 1...curveSteps {
                    let t = Double(k) / Double(curveSteps)
                    let u = 1 - t
                    current.append(
                        Point(
                            x: u * u * u * p0.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * p.x,
                            y: u * u * u * p0.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * p.y))
                }
            case .close:
                if current.isEmpty { current = [start] }
                if current[current.count - 1] != start { current.append(start) }
                finish(closed: true)
                current = []
            }
        }
        finish(closed: false)
        return lines
    }
}
