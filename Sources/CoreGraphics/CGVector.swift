// `import CoreGraphics` in a view or model file: Linux's Foundation holds CGFloat, CGPoint,
// CGSize, CGRect and CGAffineTransform; this module brings it and adds what it lacks.
@_exported import Foundation

/// A two-dimensional vector, as CoreGraphics' `CGVector`.
public struct CGVector: Hashable, Sendable {
    public var dx: CGFloat
    public var dy: CGFloat
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }
    public init(dx: Double, dy: Double) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }
    public init(dx: Int, dy: Int) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }
    public init() { self.init(dx: CGFloat(0), dy: CGFloat(0)) }
    public static let zero = CGVector()
}
