/// A size in points.
///
/// ```swift
/// let phone = Size(width: 402, height: 874)
/// ```
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
    public static let zero = Size(width: 0, height: 0)
    public var description: String { "\(fmt(width))×\(fmt(height))" }
    subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
    init(axis: Axis, along: Double, across: Double) {
        self = axis == .horizontal ? Size(width: along, height: across) : Size(width: across, height: along)
    }
}

/// A point in points, origin at the top left of the screen.
///
/// ```swift
/// let p = Point(x: 16, y: 62)
/// ```
public struct Point: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
    public static let zero = Point(x: 0, y: 0)
}

/// A rectangle in points.
///
/// ```swift
/// Rect(x: 0, y: 0, width: 402, height: 874).inset(by: device.safeArea)
/// ```
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)
    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var width: Double { size.width }
    public var height: Double { size.height }
    public func inset(by e: EdgeInsets) -> Rect {
        Rect(x: minX + e.leading, y: minY + e.top, width: max(0, width - e.leading - e.trailing), height: max(0, height - e.top - e.bottom))
    }
    public func offsetBy(dx: Double, dy: Double) -> Rect { Rect(x: minX + dx, y: minY + dy, width: width, height: height) }
    public func contains(_ other: Rect, tolerance: Double = 0.001) -> Bool {
        other.minX >= minX - tolerance && other.minY >= minY - tolerance && other.maxX <= maxX + tolerance && other.maxY <= maxY + tolerance
    }
    public func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
    public var description: String { "(\(fmt(minX)), \(fmt(minY)), \(fmt(width)), \(fmt(height)))" }
}

/// Insets from each edge, in points (or resolved from spacing tokens).
///
/// ```swift
/// EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0)
/// ```
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
    public static let zero = EdgeInsets()
    var horizontal: Double { leading + trailing }
    var vertical: Double { top + bottom }
}

/// A layout axis.
public enum Axis: String, Hashable, Sendable {
    case horizontal, vertical
    var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

/// A size proposal: each dimension is a number, `nil` (ideal), `0` (minimum) or `.infinity` (maximum).
///
/// ```swift
/// ProposedSize(width: 402, height: nil)
/// ```
public struct ProposedSize: Hashable, Sendable, CustomStringConvertible {
    public var width: Double?
    public var height: Double?
    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }
    public init(_ size: Size) { self.init(width: size.width, height: size.height) }
    public static let unspecified = ProposedSize(width: nil, height: nil)
    public static let zero = ProposedSize(width: 0, height: 0)
    public static let infinity = ProposedSize(width: .infinity, height: .infinity)
    subscript(axis: Axis) -> Double? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
    init(axis: Axis, along: Double?, across: Double?) {
        self = axis == .horizontal ? ProposedSize(width: along, height: across) : ProposedSize(width: across, height: along)
    }
    public var description: String { "(\(width.map(fmt) ?? "nil"), \(height.map(fmt) ?? "nil"))" }
}

/// Formats a point value compactly: integers without decimals, others with up to two.
func fmt(_ v: Double) -> String {
    if v.isInfinite { return v > 0 ? "∞" : "-∞" }
    if v.isNaN { return "NaN" }
    let r = (v * 100).rounded() / 100
    // Past 10¹⁵ no decimals are left to trim, and past Int.max there is no Int: Swift's own form.
    guard r.isFinite, abs(r) < 1e15 else { return String(v) }
    if r == r.rounded() { return String(Int(r)) }
    var s = String(r)
    if let dot = s.firstIndex(of: "."), s.distance(from: dot, to: s.endIndex) > 3 { s = String(s[..<s.index(dot, offsetBy: 3)]) }
    return s
}
