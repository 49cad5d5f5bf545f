import ScreenLayout

extension Path {
    /// One step of a path's outline, as SwiftUI's `Path.Element` (quadratic curves are stored
    /// as cubic ones, so `forEach` reports them as `.curve`).
    public enum Element: Equatable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    /// Calls `body` with each element of the outline in order.
    public func forEach(_ body: (Element) -> Void) {
        func cg(_ p: Point) -> CGPoint { CGPoint(x: p.x, y: p.y) }
        for command in commands {
            switch command {
            case .move(let p): body(.move(to: cg(p)))
            case .line(let p): body(.line(to: cg(p)))
            case .curve(let c1, let c2, let p): body(.curve(to: cg(p), control1: cg(c1), control2: cg(c2)))
            case .close: body(.closeSubpath)
            }
        }
    }

    /// The part of the outline between two fractions of its length, as SwiftUI's `trimmedPath`.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path { PathTrimming.trim(self, from: Double(from), to: Double(to)) }

    /// A line from the current point towards `tangent1End`, then an arc of `radius` tangent to
    /// that line and to the line from `tangent1End` to `tangent2End`, as Core Graphics'
    /// `addArc(tangent1End:tangent2End:radius:)` (rounded corners of a custom outline).
    public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        let p0 = currentPoint ?? tangent1End
        let t1 = tangent1End.applying(transform)
        let t2 = tangent2End.applying(transform)
        let (ux, uy) = (Double(p0.x - t1.x), Double(p0.y - t1.y))
        let (vx, vy) = (Double(t2.x - t1.x), Double(t2.y - t1.y))
        let lu = (ux * ux + uy * uy).squareRoot()
        let lv = (vx * vx + vy * vy).squareRoot()
        let r = Double(radius)
        // Degenerate corners (no length, a straight line, no radius): a line to the corner.
        let cross = ux * vy - uy * vx
        guard lu > 0, lv > 0, r > 0, abs(cross) > 1e-9 * lu * lv else {
            if currentPoint == nil { move(to: t1) } else { addLine(to: t1) }
            return
        }
        let (a, b) = ((ux / lu, uy / lu), (vx / lv, vy / lv))
        let cosine = max(-1, min(1, a.0 * b.0 + a.1 * b.1))
        let half = acos(cosine) / 2
        let reach = r / tan(half)
        let start = CGPoint(x: Double(t1.x) + a.0 * reach, y: Double(t1.y) + a.1 * reach)
        let end = CGPoint(x: Double(t1.x) + b.0 * reach, y: Double(t1.y) + b.1 * reach)
        let (bx, by) = (a.0 + b.0, a.1 + b.1)
        let lb = (bx * bx + by * by).squareRoot()
        let centre = CGPoint(x: Double(t1.x) + bx / lb * r / sin(half), y: Double(t1.y) + by / lb * r / sin(half))
        let a0 = atan2(Double(start.y - centre.y), Double(start.x - centre.x))
        let a1 = atan2(Double(end.y - centre.y), Double(end.x - centre.x))
        var delta = a1 - a0
        if delta > .pi { delta -= 2 * .pi }
        if delta < -.pi { delta += 2 * .pi }
        if currentPoint == nil { move(to: start) } else { addLine(to: start) }
        addArc(center: centre, radius: radius, startAngle: .radians(a0), delta: .radians(delta))
    }
}

nonisolated extension Shape {
    /// The shape scaled about `anchor` of its frame, as SwiftUI's `scale(x:y:anchor:)`.
    public nonisolated func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }
    public nonisolated func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        self.scale(x: scale, y: scale, anchor: anchor)
    }
    /// The shape turned about `anchor` of its frame, as SwiftUI's `rotation(_:anchor:)`.
    public nonisolated func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }
    /// The shape moved by an offset.
    public nonisolated func offset(_ offset: CGSize) -> OffsetShape<Self> { self.offset(x: offset.width, y: offset.height) }
    /// The shape's outline transformed, as SwiftUI's `transform(_:)`.
    public nonisolated func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }
}

extension CGAffineTransform {
    /// This transform done about `anchor`'s point of `rect` instead of the origin.
    fileprivate func about(_ anchor: UnitPoint, in rect: CGRect) -> CGAffineTransform {
        let x = rect.minX + anchor.x * rect.width
        let y = rect.minY + anchor.y * rect.height
        return CGAffineTransform(translationX: -x, y: -y).concatenating(self).concatenating(CGAffineTransform(translationX: x, y: y))
    }
}

/// A shape scaled about a point of its frame.
nonisolated public struct ScaledShape<Base: Shape>: Shape {
    let shape: Base
    let scale: CGSize
    let anchor: UnitPoint
    public nonisolated func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(CGAffineTransform(scaleX: scale.width, y: scale.height).about(anchor, in: rect))
    }
}

/// A shape turned about a point of its frame.
nonisolated public struct RotatedShape<Base: Shape>: Shape {
    let shape: Base
    let angle: Angle
    let anchor: UnitPoint
    public nonisolated func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(CGAffineTransform(rotationAngle: CGFloat(angle.radians)).about(anchor, in: rect))
    }
}

/// A shape whose outline is transformed.
nonisolated public struct TransformedShape<Base: Shape>: Shape {
    let shape: Base
    let transform: CGAffineTransform
    public nonisolated func path(in rect: CGRect) -> Path { shape.path(in: rect).applying(transform) }
}
