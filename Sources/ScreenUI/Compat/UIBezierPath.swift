import Foundation

/// A Core Graphics path, as `CGPath`: what `UIBezierPath.cgPath` hands to SwiftUI's
/// `Path(_:)`. It holds a ``Path``.
public class CGPath: @unchecked Sendable {
    var path: Path
    init(path: Path) { self.path = path }
    public var boundingBox: CGRect { path.boundingRect }
    public var isEmpty: Bool { path.isEmpty }
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        path.applying(transform).contains(point, eoFill: rule == .evenOdd)
    }
    public func copy(strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat) -> CGPath {
        CGPath(path: path.strokedPath(StrokeStyle(lineWidth: lineWidth, lineCap: lineCap, lineJoin: lineJoin, miterLimit: miterLimit)))
    }
}

/// A path built step by step, as `CGMutablePath`.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    public init() { super.init(path: Path()) }
    public func move(to point: CGPoint) { path.move(to: point) }
    public func addLine(to point: CGPoint) { path.addLine(to: point) }
    public func addLines(between points: [CGPoint]) { path.addLines(points) }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) { path.addCurve(to: end, control1: control1, control2: control2) }
    public func addQuadCurve(to end: CGPoint, control: CGPoint) { path.addQuadCurve(to: end, control: control) }
    public func addRect(_ rect: CGRect) { path.addRect(rect) }
    public func addEllipse(in rect: CGRect) { path.addEllipse(in: rect) }
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(
            center: center, radius: radius, startAngle: .radians(Double(startAngle)), endAngle: .radians(Double(endAngle)), clockwise: clockwise)
    }
    public func addPath(_ other: CGPath) { path.addPath(other.path) }
    public func closeSubpath() { path.closeSubpath() }
}

/// How a path is filled.
public enum CGPathFillRule: Int, Sendable { case winding, evenOdd }

extension Path {
    /// A SwiftUI path from a Core Graphics one (`Path(bezierPath.cgPath)`).
    public init(_ path: CGPath) { self = path.path }
    /// This path as a Core Graphics path.
    public var cgPath: CGPath { CGPath(path: self) }
}

/// Corners of a rectangle, as UIKit's `UIRectCorner`.
public struct UIRectCorner: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1)
    public static let topRight = UIRectCorner(rawValue: 2)
    public static let bottomLeft = UIRectCorner(rawValue: 4)
    public static let bottomRight = UIRectCorner(rawValue: 8)
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// A path in UIKit's terms, as `UIBezierPath`: apps build one (rounded chosen corners, arcs)
/// and hand `cgPath` to a SwiftUI `Path`. Angles are in radians; `clockwise` is as seen on
/// screen (y downwards), as in UIKit.
open class UIBezierPath: @unchecked Sendable {
    var path = Path()
    open var lineWidth: CGFloat = 1
    open var lineCapStyle: CGLineCap = .butt
    open var lineJoinStyle: CGLineJoin = .miter
    open var miterLimit: CGFloat = 10
    open var usesEvenOddFillRule = false

    public init() {}
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        path.addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: .continuous)
    }
    /// A rectangle with only `corners` rounded, by `cornerRadii.width`.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = min(cornerRadii.width, rect.width / 2, rect.height / 2)
        let shape = UnevenRoundedRectangle(
            topLeadingRadius: corners.contains(.topLeft) ? r : 0, bottomLeadingRadius: corners.contains(.bottomLeft) ? r : 0,
            bottomTrailingRadius: corners.contains(.bottomRight) ? r : 0, topTrailingRadius: corners.contains(.topRight) ? r : 0,
            style: .circular)
        path = shape.path(in: rect)
    }
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }
    public convenience init(cgPath: CGPath) {
        self.init()
        path = cgPath.path
    }

    open var cgPath: CGPath { CGPath(path: path) }
    open var bounds: CGRect { path.boundingRect }
    open var isEmpty: Bool { path.isEmpty }
    open var currentPoint: CGPoint { path.currentPoint ?? .zero }

    open func move(to point: CGPoint) { path.move(to: point) }
    open func addLine(to point: CGPoint) { path.addLine(to: point) }
    open func addCurve(to end: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: end, control1: controlPoint1, control2: controlPoint2)
    }
    open func addQuadCurve(to end: CGPoint, controlPoint: CGPoint) { path.addQuadCurve(to: end, control: controlPoint) }
    /// An arc; `clockwise` as seen on screen (Core Graphics' flag is the other way round in y-down space).
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(
            center: center, radius: radius, startAngle: .radians(Double(startAngle)), endAngle: .radians(Double(endAngle)), clockwise: !clockwise)
    }
    open func close() { path.closeSubpath() }
    open func removeAllPoints() { path = Path() }
    open func append(_ other: UIBezierPath) { path.addPath(other.path) }
    open func apply(_ transform: CGAffineTransform) { path = path.applying(transform) }
    open func contains(_ point: CGPoint) -> Bool { path.contains(point, eoFill: usesEvenOddFillRule) }
    open func reversing() -> UIBezierPath { UIBezierPath(cgPath: cgPath) }
    /// Fills or strokes into the current UIKit drawing context: there is none in a snapshot
    /// (a view's drawing is SwiftUI's), so these draw nothing.
    open func fill() {}
    open func stroke() {}
    open func addClip() {}
}
