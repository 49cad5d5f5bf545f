import ScreenLayout

/// An outline of lines, curves and arcs, as SwiftUI's `Path`, in the coordinates of the rect a
/// shape is given (y grows downwards).
///
/// ```swift
/// Path { p in
///     p.move(to: CGPoint(x: rect.midX, y: rect.minY))
///     p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
///     p.addArc(center: c, radius: 20, startAngle: .degrees(0), endAngle: .degrees(180), clockwise: false)
///     p.closeSubpath()
/// }
/// ```
public struct Path: Hashable, Sendable {
    var commands: [PathCommand] = []
    var start: CGPoint?
    public private(set) var currentPoint: CGPoint?

    public init() {}
    public init(_ build: (inout Path) -> Void) { build(&self) }
    public init(_ rect: CGRect) { addRect(rect) }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

    public var isEmpty: Bool { commands.isEmpty }

    public mutating func move(to p: CGPoint) {
        commands.append(.move(Self.point(p)))
        start = p
        currentPoint = p
    }
    public mutating func addLine(to p: CGPoint) {
        if currentPoint == nil { move(to: p) }
        commands.append(.line(Self.point(p)))
        currentPoint = p
    }
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }
    public mutating func addQuadCurve(to p: CGPoint, control: CGPoint) {
        let from = currentPoint ?? p
        let c1 = CGPoint(x: from.x + 2 / 3 * (control.x - from.x), y: from.y + 2 / 3 * (control.y - from.y))
        let c2 = CGPoint(x: p.x + 2 / 3 * (control.x - p.x), y: p.y + 2 / 3 * (control.y - p.y))
        addCurve(to: p, control1: c1, control2: c2)
    }
    public mutating func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) {
        if currentPoint == nil { move(to: p) }
        commands.append(.curve(control1: Self.point(control1), control2: Self.point(control2), to: Self.point(p)))
        currentPoint = p
    }
    /// An arc around `center` from `startAngle` to `endAngle`; `clockwise` as in Core Graphics,
    /// whose angles grow towards +y — so on screen, with y downwards, `clockwise: false` turns clockwise.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        let c = Self.point(center)
        let r = Double(radius)
        var a0 = startAngle.radians
        var a1 = endAngle.radians
        if clockwise {
            while a1 > a0 { a1 -= 2 * .pi }
        } else {
            while a1 < a0 { a1 += 2 * .pi }
        }
        if a0 == a1 { a1 = a0 }
        let first = CGPoint(x: c.x + r * cos(a0), y: c.y + r * sin(a0))
        if currentPoint == nil { move(to: first) } else { addLine(to: first) }
        let segments = max(1, Int((abs(a1 - a0) / (.pi / 2)).rounded(.up)))
        let step = (a1 - a0) / Double(segments)
        let k = 4.0 / 3.0 * tan(step / 4)
        for _ in 0..<segments {
            let b = a0 + step
            let p0 = Point(x: c.x + r * cos(a0), y: c.y + r * sin(a0))
            let p3 = Point(x: c.x + r * cos(b), y: c.y + r * sin(b))
            let c1 = Point(x: p0.x - k * r * sin(a0), y: p0.y + k * r * cos(a0))
            let c2 = Point(x: p3.x + k * r * sin(b), y: p3.y - k * r * cos(b))
            commands.append(.curve(control1: c1, control2: c2, to: p3))
            a0 = b
        }
        currentPoint = CGPoint(x: c.x + r * cos(a1), y: c.y + r * sin(a1))
    }
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle) {
        addArc(center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta, clockwise: delta.radians < 0)
    }
    public mutating func addRect(_ rect: CGRect) {
        move(to: CGPoint(x: rect.minX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        closeSubpath()
    }
    public mutating func addRects(_ rects: [CGRect]) { for rect in rects { addRect(rect) } }
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        let r = min(cornerSize.width, min(rect.width, rect.height) / 2)
        guard r > 0 else { return addRect(rect) }
        move(to: CGPoint(x: rect.minX + r, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX - r, y: rect.minY))
        addArc(center: CGPoint(x: rect.maxX - r, y: rect.minY + r), radius: r, startAngle: .degrees(-90), endAngle: .degrees(0), clockwise: false)
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - r))
        addArc(center: CGPoint(x: rect.maxX - r, y: rect.maxY - r), radius: r, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
        addLine(to: CGPoint(x: rect.minX + r, y: rect.maxY))
        addArc(center: CGPoint(x: rect.minX + r, y: rect.maxY - r), radius: r, startAngle: .degrees(90), endAngle: .degrees(180), clockwise: false)
        addLine(to: CGPoint(x: rect.minX, y: rect.minY + r))
        addArc(center: CGPoint(x: rect.minX + r, y: rect.minY + r), radius: r, startAngle: .degrees(180), endAngle: .degrees(270), clockwise: false)
        closeSubpath()
    }
    public mutating func addEllipse(in rect: CGRect) {
        let k = 0.5522847498
        let cx = Double(rect.midX)
        let cy = Double(rect.midY)
        let rx = Double(rect.width) / 2
        let ry = Double(rect.height) / 2
        move(to: CGPoint(x: cx + rx, y: cy))
        commands.append(
            .curve(control1: Point(x: cx + rx, y: cy + k * ry), control2: Point(x: cx + k * rx, y: cy + ry), to: Point(x: cx, y: cy + ry)))
        commands.append(
            .curve(control1: Point(x: cx - k * rx, y: cy + ry), control2: Point(x: cx - rx, y: cy + k * ry), to: Point(x: cx - rx, y: cy)))
        commands.append(
            .curve(control1: Point(x: cx - rx, y: cy - k * ry), control2: Point(x: cx - k * rx, y: cy - ry), to: Point(x: cx, y: cy - ry)))
        commands.append(
            .curve(control1: Point(x: cx + k * rx, y: cy - ry), control2: Point(x: cx + rx, y: cy - k * ry), to: Point(x: cx + rx, y: cy)))
        closeSubpath()
    }
    public mutating func addPath(_ path: Path) {
        commands += path.commands
        currentPoint = path.currentPoint
    }
    public mutating func closeSubpath() {
        commands.append(.close)
        currentPoint = start
    }

    /// The smallest rectangle holding every point of the path (control points included).
    public var boundingRect: CGRect {
        var xs: [Double] = []
        var ys: [Double] = []
        for c in commands {
            switch c {
            case .move(let p), .line(let p):
                xs.append(p.x)
                ys.append(p.y)
            case .curve(let a, let b, let p):
                xs += [a.x, b.x, p.x]
                ys += [a.y, b.y, p.y]
            case .close: break
            }
        }
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return .zero }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    static func point(_ p: CGPoint) -> Point { Point(x: Double(p.x), y: Double(p.y)) }
}

extension Path: Shape {
    public nonisolated func path(in rect: CGRect) -> Path { self }
}

/// Corner shapes of rounded rectangles.
public enum RoundedCornerStyle: Hashable, Sendable { case circular, continuous }

extension Path {
    /// The path with every point transformed (curves stay curves: the transform is affine).
    public func applying(_ transform: CGAffineTransform) -> Path {
        func map(_ p: Point) -> Point {
            let q = CGPoint(x: p.x, y: p.y).applying(transform)
            return Point(x: Double(q.x), y: Double(q.y))
        }
        var copy = self
        copy.commands = commands.map { command in
            switch command {
            case .move(let p): return .move(map(p))
            case .line(let p): return .line(map(p))
            case .curve(let c1, let c2, let p): return .curve(control1: map(c1), control2: map(c2), to: map(p))
            case .close: return .close
            }
        }
        copy.start = start?.applying(transform)
        copy.currentPoint = currentPoint?.applying(transform)
        return copy
    }
    public mutating func addPath(_ path: Path, transform: CGAffineTransform) { addPath(path.applying(transform)) }
}
