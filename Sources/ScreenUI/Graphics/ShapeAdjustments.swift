import ScreenLayout

nonisolated extension Shape {
    /// The part of the outline from `from` to `to` (fractions of its length), as SwiftUI's
    /// `trim(from:to:)`: a progress ring is `Circle().trim(from: 0, to: 0.7).stroke(…)`.
    public nonisolated func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> TrimmedShape<Self> {
        TrimmedShape(shape: self, from: startFraction, to: endFraction)
    }
    /// The shape inset on every side, as SwiftUI's `inset(by:)`.
    public nonisolated func inset(by amount: CGFloat) -> InsetShapeOf<Self> { InsetShapeOf(shape: self, amount: amount) }
    /// The shape moved by an offset, as SwiftUI's `offset(_:)` on shapes.
    public nonisolated func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> { OffsetShape(shape: self, x: x, y: y) }
}

/// A shape's outline between two fractions of its length.
nonisolated public struct TrimmedShape<Base: Shape>: Shape {
    let shape: Base
    let from: CGFloat
    let to: CGFloat
    public nonisolated func path(in rect: CGRect) -> Path {
        PathTrimming.trim(shape.path(in: rect), from: Double(from), to: Double(to))
    }
}

/// A shape inset on every side.
nonisolated public struct InsetShapeOf<Base: Shape>: Shape {
    let shape: Base
    let amount: CGFloat
    public nonisolated func path(in rect: CGRect) -> Path { shape.path(in: rect.insetBy(dx: amount, dy: amount)) }
}

/// A shape moved by an offset.
nonisolated public struct OffsetShape<Base: Shape>: Shape {
    let shape: Base
    let x: CGFloat
    let y: CGFloat
    public nonisolated func path(in rect: CGRect) -> Path { shape.path(in: rect.offsetBy(dx: x, dy: y)) }
}

/// Trims a path by length: the outline between the two fractions of its total length is kept,
/// curves measured as short lines.
enum PathTrimming {
    static func trim(_ path: Path, from: Double, to: Double) -> Path {
        let a = min(max(from, 0), 1)
        let b = min(max(to, 0), 1)
        guard b > a else { return Path() }
        let lines = PathFlattening.polylines(of: path).map(\.points).filter { $0.count > 1 }
        let total = lines.reduce(0.0) { $0 + Polyline(points: $1, isClosed: false).length }
        guard total > 0 else { return Path() }
        let lo = a * total
        let hi = b * total
        var result = Path()
        var walked = 0.0
        for line in lines {
            var drawing = false
            for i in 1..<line.count {
                let p = line[i - 1]
                let q = line[i]
                let d = hypot(q.x - p.x, q.y - p.y)
                let segStart = walked
                let segEnd = walked + d
                walked = segEnd
                guard segEnd > lo, segStart < hi, d > 0 else { continue }
                let t0 = max(0, (lo - segStart) / d)
                let t1 = min(1, (hi - segStart) / d)
                let s = CGPoint(x: p.x + (q.x - p.x) * t0, y: p.y + (q.y - p.y) * t0)
                let e = CGPoint(x: p.x + (q.x - p.x) * t1, y: p.y + (q.y - p.y) * t1)
                if !drawing {
                    result.move(to: s)
                    drawing = true
                }
                result.addLine(to: e)
            }
        }
        return result
    }
}
