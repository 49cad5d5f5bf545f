/// A shape that can be inset by an amount, as SwiftUI's `InsettableShape`: what
/// `strokeBorder` needs, and what custom arcs conform to.
///
/// ```swift
/// struct Arc: InsettableShape {
///     var insetAmount = 0.0
///     func path(in rect: CGRect) -> Path { … radius: rect.width / 2 - insetAmount … }
///     func inset(by amount: CGFloat) -> some InsettableShape { var arc = self; arc.insetAmount += amount; return arc }
/// }
/// ```
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    nonisolated func inset(by amount: CGFloat) -> InsetShape
}

extension Rectangle: InsettableShape {}
extension RoundedRectangle: InsettableShape {}
extension Capsule: InsettableShape {}
extension Circle: InsettableShape {}
extension Ellipse: InsettableShape {}
extension InsetShapeOf: InsettableShape {}

/// A value that animates, as SwiftUI's `Animatable`; a still shows its value as it is.
public protocol Animatable {}

/// Two animatable values, as SwiftUI's `AnimatablePair`.
public struct AnimatablePair<First, Second> {
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}
extension AnimatablePair: Equatable where First: Equatable, Second: Equatable {}
