import Foundation

/// A point or direction in the art's design space: 100 units across a photo, 125 down.
///
/// ```swift
/// let tip = Vec(0, -40).rotated(by: .pi / 8)
/// ```
struct Vec: Hashable, Sendable {
    var x: Double
    var y: Double

    init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    static func + (a: Vec, b: Vec) -> Vec { Vec(a.x + b.x, a.y + b.y) }
    static func - (a: Vec, b: Vec) -> Vec { Vec(a.x - b.x, a.y - b.y) }
    static func * (a: Vec, k: Double) -> Vec { Vec(a.x * k, a.y * k) }
    var length: Double { (x * x + y * y).squareRoot() }
    var normalized: Vec { length > 0 ? self * (1 / length) : Vec(0, 0) }
    /// Rotated a quarter turn counter-clockwise on screen (a normal).
    var perpendicular: Vec { Vec(y, -x) }
    func rotated(by angle: Double) -> Vec { Vec(x * cos(angle) - y * sin(angle), x * sin(angle) + y * cos(angle)) }
    /// The point `t` of the way to `other`.
    func lerp(_ other: Vec, _ t: Double) -> Vec { self + (other - self) * t }
}

/// An affine transform of design space (rotation, scale, translation, mirror).
///
/// ```swift
/// let place = Affine.translate(50, 62).rotated(0.1).scaled(1.1)
/// ```
struct Affine: Hashable, Sendable {
    var a = 1.0
    var b = 0.0
    var c = 0.0
    var d = 1.0
    var tx = 0.0
    var ty = 0.0

    static let identity = Affine()

    static func translate(_ x: Double, _ y: Double) -> Affine { Affine(tx: x, ty: y) }

    func apply(_ p: Vec) -> Vec { Vec(a * p.x + c * p.y + tx, b * p.x + d * p.y + ty) }

    /// `other` applied first, then `self`.
    func concatenating(_ other: Affine) -> Affine {
        Affine(
            a: a * other.a + c * other.b, b: b * other.a + d * other.b, c: a * other.c + c * other.d, d: b * other.c + d * other.d,
            tx: a * other.tx + c * other.ty + tx, ty: b * other.tx + d * other.ty + ty)
    }

    func translated(_ x: Double, _ y: Double) -> Affine { concatenating(.translate(x, y)) }
    func rotated(_ angle: Double) -> Affine { concatenating(Affine(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle))) }
    func scaled(_ sx: Double, _ sy: Double? = nil) -> Affine { concatenating(Affine(a: sx, d: sy ?? sx)) }
    /// Mirrored left to right about the local y axis.
    var mirrored: Affine { scaled(-1, 1) }
    /// How much lengths grow (for stroke widths).
    var scale: Double { (abs(a * d - b * c)).squareRoot() }
}
