import ScreenLayout

extension Rect {
    /// The whole device pixels that lie inside this rect at `scale` — its edges rounded inwards —
    /// as `x0..<x1`, `y0..<y1` (possibly empty); nil when an edge is not finite or beyond a
    /// million pixels. Pixels an opaque fill or photo here covers at full coverage.
    func pixelsInside(scale s: Double) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        let v = [(minX * s).rounded(.up), (minY * s).rounded(.up), (maxX * s).rounded(.down), (maxY * s).rounded(.down)]
        guard v.allSatisfy({ $0.isFinite && abs($0) < 1e6 }) else { return nil }
        return (Int(v[0]), Int(v[1]), Int(v[2]), Int(v[3]))
    }
}
