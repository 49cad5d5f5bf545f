import ScreenLayout

/// An effect that moves the view's drawing by a transform made from its size, as SwiftUI's
/// `GeometryEffect`; the layout does not change. An affine transform is drawn exactly; the
/// perspective part of a projective one (a 3D turn) is dropped and reported.
///
/// ```swift
/// struct Skew: GeometryEffect {
///     var amount: CGFloat
///     func effectValue(size: CGSize) -> ProjectionTransform {
///         ProjectionTransform(CGAffineTransform(a: 1, b: 0, c: amount, d: 1, tx: -amount * size.height / 2, ty: 0))
///     }
/// }
/// Text("Tilted").modifier(Skew(amount: 0.3))
/// ```
public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
    func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
    /// A geometry effect has no body: the kit draws it from `effectValue(size:)`.
    @MainActor public func body(content: Content) -> Never { fatalError("\(Self.self) is drawn from effectValue(size:)") }

    /// The effect drawn without moving what the layout reads of the view (the same here: an
    /// effect never changes the layout).
    public func ignoredByLayout() -> _IgnoredByLayoutEffect<Self> { _IgnoredByLayoutEffect(base: self) }

    /// A geometry effect is drawn by the kit, from `effectValue(size:)`.
    @MainActor public func _drawnNodes(of content: () -> [Node], fileID: String, line: Int) -> [Node]? {
        effectNodes(content(), fileID: fileID, line: line)
    }

    /// The view's nodes drawn through the effect, made from the size the view is placed at.
    func effectNodes(_ nodes: [Node], fileID: String = "", line: Int = 0) -> [Node] {
        let effect = self
        let name = "\(Self.self)"
        let make: @MainActor (Size) -> (AffineMatrix, UnsupportedFeature?) = { size in
            let transform = effect.effectValue(size: CGSize(width: size.width, height: size.height))
            let problem =
                transform.isAffine
                ? nil
                : UnsupportedFeature(
                    feature: "GeometryEffect \(name): its perspective is not drawn (an affine part is)",
                    fix: "return an affine ProjectionTransform, or accept the flat drawing", file: fileID, line: line)
            return (transform.affinePart, problem)
        }
        let sized = SizedTransform(make: MainActorWaiting.call(make))
        let child = nodes.count == 1 ? nodes[0] : Node(.zstack(.center), children: nodes)
        return [Node(.effect(.sized(sized)), children: [child])]
    }
}

/// A geometry effect that the layout ignores, as SwiftUI's `_IgnoredByLayoutEffect`.
public struct _IgnoredByLayoutEffect<Base: GeometryEffect>: GeometryEffect {
    public var base: Base
    public func effectValue(size: CGSize) -> ProjectionTransform { base.effectValue(size: size) }
}

nonisolated extension View {
    /// Draws the view through a fixed projection transform.
    public func projectionEffect(_ transform: ProjectionTransform) -> some View { modifier(FixedProjection(transform: transform)) }
}

struct FixedProjection: GeometryEffect {
    let transform: ProjectionTransform
    func effectValue(size: CGSize) -> ProjectionTransform { transform }
}

/// A 3×3 projective transform of the plane, as SwiftUI's `ProjectionTransform` (row vectors:
/// `[x y 1] · M`); the third column is the perspective.
public struct ProjectionTransform: Hashable, Sendable {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    public init() {}
    public init(_ m: CGAffineTransform) {
        (m11, m12, m21, m22, m31, m32) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
    }
    public init(_ m: CATransform3D) {
        (m11, m12, m13) = (m.m11, m.m12, m.m14)
        (m21, m22, m23) = (m.m21, m.m22, m.m24)
        (m31, m32, m33) = (m.m41, m.m42, m.m44)
    }

    public var isIdentity: Bool { self == ProjectionTransform() }
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// This transform followed by `rhs`.
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        var r = ProjectionTransform()
        r.m11 = m11 * rhs.m11 + m12 * rhs.m21 + m13 * rhs.m31
        r.m12 = m11 * rhs.m12 + m12 * rhs.m22 + m13 * rhs.m32
        r.m13 = m11 * rhs.m13 + m12 * rhs.m23 + m13 * rhs.m33
        r.m21 = m21 * rhs.m11 + m22 * rhs.m21 + m23 * rhs.m31
        r.m22 = m21 * rhs.m12 + m22 * rhs.m22 + m23 * rhs.m32
        r.m23 = m21 * rhs.m13 + m22 * rhs.m23 + m23 * rhs.m33
        r.m31 = m31 * rhs.m11 + m32 * rhs.m21 + m33 * rhs.m31
        r.m32 = m31 * rhs.m12 + m32 * rhs.m22 + m33 * rhs.m32
        r.m33 = m31 * rhs.m13 + m32 * rhs.m23 + m33 * rhs.m33
        return r
    }

    /// The inverse (the identity when the transform has none).
    public func inverted() -> ProjectionTransform {
        let det = m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
        guard det != 0, det.isFinite else { return ProjectionTransform() }
        var r = ProjectionTransform()
        r.m11 = (m22 * m33 - m23 * m32) / det
        r.m12 = (m13 * m32 - m12 * m33) / det
        r.m13 = (m12 * m23 - m13 * m22) / det
        r.m21 = (m23 * m31 - m21 * m33) / det
        r.m22 = (m11 * m33 - m13 * m31) / det
        r.m23 = (m13 * m21 - m11 * m23) / det
        r.m31 = (m21 * m32 - m22 * m31) / det
        r.m32 = (m12 * m31 - m11 * m32) / det
        r.m33 = (m11 * m22 - m12 * m21) / det
        return r
    }

    /// The affine part (the perspective column dropped, divided through by `m33`).
    var affinePart: AffineMatrix {
        let w = m33 != 0 ? Double(m33) : 1
        return AffineMatrix(
            a: Double(m11) / w, b: Double(m12) / w, c: Double(m21) / w, d: Double(m22) / w, tx: Double(m31) / w, ty: Double(m32) / w)
    }
}
