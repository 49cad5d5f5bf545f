import Theme

/// One drawing command of a vector path, in unit coordinates (0…1 across the frame).
public enum PathCommand: Hashable, Sendable {
    case move(Point)
    case line(Point)
    case curve(control1: Point, control2: Point, to: Point)
    case close
}

/// A vector path: the body-map silhouettes and the generated flash art are made of these.
///
/// ```swift
/// var heart = PathData()
/// heart.move(0.5, 0.9); heart.curve(0.1, 0.6, 0, 0.2, 0.3, 0.15); heart.close()
/// Node(.shape(ShapeContent(shape: .path(heart), fill: .accent)))
/// ```
public struct PathData: Hashable, Sendable {
    public var commands: [PathCommand]
    public init(_ commands: [PathCommand] = []) { self.commands = commands }

    public mutating func move(_ x: Double, _ y: Double) { commands.append(.move(Point(x: x, y: y))) }
    public mutating func line(_ x: Double, _ y: Double) { commands.append(.line(Point(x: x, y: y))) }
    public mutating func curve(_ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double, _ x: Double, _ y: Double) {
        commands.append(.curve(control1: Point(x: c1x, y: c1y), control2: Point(x: c2x, y: c2y), to: Point(x: x, y: y)))
    }
    public mutating func close() { commands.append(.close) }

    /// The commands mapped from unit space into `rect`.
    public func mapped(into rect: Rect) -> [PathCommand] {
        func m(_ p: Point) -> Point { Point(x: rect.minX + p.x * rect.width, y: rect.minY + p.y * rect.height) }
        return commands.map {
            switch $0 {
            case .move(let p): return .move(m(p))
            case .line(let p): return .line(m(p))
            case .curve(let a, let b, let c): return .curve(control1: m(a), control2: m(b), to: m(c))
            case .close: return .close
            }
        }
    }
}

/// A linear or radial gradient between theme colours (stops at 0…1).
///
/// ```swift
/// Rectangle().fill(Gradient.linear([(.clear, 0), (.scrim, 1)], from: .top, to: .bottom))
/// ```
public struct Gradient: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// From one unit point to another (0…1 in the frame).
        case linear(start: Point, end: Point)
        /// From the centre (unit point) out to `radius` × the frame's larger side.
        case radial(center: Point, radius: Double)
        /// From the centre (unit point) out to `radius` points.
        case radialPoints(center: Point, radius: Double)
        /// A sweep around the centre (unit point) from one angle to another (radians, clockwise
        /// on screen from the trailing side); equal angles sweep a whole turn.
        case conic(center: Point, startAngle: Double, endAngle: Double)
        /// From the centre (unit point) out to an ellipse whose radii are shares of the frame's
        /// width and height (SwiftUI's `EllipticalGradient`).
        case elliptical(center: Point, radiusX: Double, radiusY: Double)
    }
    public struct Stop: Hashable, Sendable {
        public var color: ColorName
        public var opacity: Double
        public var location: Double
        /// A colour resolved by the caller, instead of the token `color`.
        public var rgba: RGBA?
        public init(_ color: ColorName, opacity: Double = 1, at location: Double) {
            self.color = color
            self.opacity = opacity
            self.location = location
        }
        public init(rgba: RGBA, at location: Double) {
            self.color = .label
            self.opacity = 1
            self.location = location
            self.rgba = rgba
        }
    }
    public var kind: Kind
    public var stops: [Stop]
    public init(kind: Kind, stops: [Stop]) {
        self.kind = kind
        self.stops = stops
    }
}
