import Foundation
import Theme

/// An effect on how a subtree is drawn that leaves its layout alone, as SwiftUI's
/// `rotationEffect`, `scaleEffect`, `blur` and `compositingGroup` do.
///
/// ```swift
/// Text("Sale").effect(.rotation(-0.2, scaleX: 1, scaleY: 1, anchor: Point(x: 0.5, y: 0.5)))
/// Circle().fill(.accent).effect(.blur(radius: 4, opaque: false))
/// ```
public enum DrawingEffect: Hashable, Sendable, CustomStringConvertible {
    /// Scales, then rotates (radians, clockwise on screen) about a unit point of the frame.
    case rotation(Double, scaleX: Double, scaleY: Double, anchor: Point)
    /// An affine transform of the frame's own coordinates (origin at its top left).
    case affine(AffineMatrix)
    /// A Gaussian blur of σ = radius / 2 points; opaque keeps the frame's edges solid.
    case blur(radius: Double, opaque: Bool)
    /// The subtree is drawn into one layer before the effects around it apply.
    case compositingGroup
    /// A linear map (`a b c d`, then `tx ty` points) about a unit point of the frame: a 3D
    /// rotation seen without perspective, a skew.
    case anchored(AffineMatrix, anchor: Point)
    /// A transform made from the frame's size when it is placed (SwiftUI's `GeometryEffect`),
    /// in the frame's own coordinates, and what of it cannot be drawn.
    case sized(SizedTransform)

    public var description: String {
        switch self {
        case .rotation(let r, let sx, let sy, let a):
            return "Rotation(\(fmt(r * 180 / .pi))°, scale \(fmt(sx))×\(fmt(sy)), anchor \(fmt(a.x)),\(fmt(a.y)))"
        case .affine(let m): return "Affine(\(m))"
        case .blur(let r, let opaque): return "Blur(\(fmt(r))\(opaque ? ", opaque" : ""))"
        case .compositingGroup: return "CompositingGroup"
        case .anchored(let m, let a): return "Anchored(\(m), anchor \(fmt(a.x)),\(fmt(a.y)))"
        case .sized: return "SizedTransform"
        }
    }
}

/// A transform computed from a frame's size at layout: the matrix in the frame's coordinates and
/// a finding when part of it (a perspective) cannot be drawn. Equal only to itself.
public struct SizedTransform: Hashable, Sendable {
    final class Box: Sendable {
        let make: @Sendable (Size) -> (AffineMatrix, UnsupportedFeature?)
        init(_ make: @escaping @Sendable (Size) -> (AffineMatrix, UnsupportedFeature?)) { self.make = make }
    }
    let box: Box
    public init(make: @escaping @Sendable (Size) -> (AffineMatrix, UnsupportedFeature?)) { box = Box(make) }
    public func transform(for size: Size) -> (AffineMatrix, UnsupportedFeature?) { box.make(size) }
    public static func == (a: SizedTransform, b: SizedTransform) -> Bool { a.box === b.box }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(box)) }
}

/// A 2D affine transform, `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty` (Cairo's and Core
/// Graphics' order).
///
/// ```swift
/// let turn = AffineMatrix.rotation(.pi / 2).concatenating(.translation(x: 10, y: 0))
/// ```
public struct AffineMatrix: Hashable, Sendable, CustomStringConvertible {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }
    public static let identity = AffineMatrix(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    public static func translation(x: Double, y: Double) -> AffineMatrix { AffineMatrix(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y) }
    public static func scale(x: Double, y: Double) -> AffineMatrix { AffineMatrix(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0) }
    public static func rotation(_ radians: Double) -> AffineMatrix {
        let (s, c) = (sin(radians), cos(radians))
        return AffineMatrix(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }
    /// `self` first, then `other`.
    public func concatenating(_ o: AffineMatrix) -> AffineMatrix {
        AffineMatrix(
            a: a * o.a + b * o.c, b: a * o.b + b * o.d, c: c * o.a + d * o.c, d: c * o.b + d * o.d, tx: tx * o.a + ty * o.c + o.tx,
            ty: tx * o.b + ty * o.d + o.ty)
    }
    public func apply(_ p: Point) -> Point { Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty) }
    public var isFinite: Bool { [a, b, c, d, tx, ty].allSatisfy(\.isFinite) }
    /// The smallest rect holding `r`'s four corners transformed.
    public func bounds(of r: Rect) -> Rect {
        let ps = [Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY), Point(x: r.minX, y: r.maxY), Point(x: r.maxX, y: r.maxY)].map(apply)
        let xs = ps.map(\.x)
        let ys = ps.map(\.y)
        return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
    public var description: String { [a, b, c, d, tx, ty].map(fmt).joined(separator: " ") }
}

extension Node {
    /// Draws the node with `effect`; its layout does not change.
    public func effect(_ effect: DrawingEffect) -> Node { Node(.effect(effect), children: [self]) }
    /// Draws the node through the alpha of `mask`, which is laid out in the node's frame.
    public func mask(alignment: Alignment = .center, _ mask: Node) -> Node { Node(.mask(alignment), children: [self, mask]) }
}
