import ScreenLayout

/// A shape's stroke as a shape of its own, as what SwiftUI's `stroke(lineWidth:)` and
/// `stroke(style:)` return: filled, it paints the stroke; scaled, turned, moved or trimmed, its
/// outline (`Path.strokedPath`) goes along.
///
/// ```swift
/// Circle().stroke(lineWidth: 10).fill(.orange)
/// Capsule().stroke(lineWidth: 1).scale(1.5).foregroundStyle(.white)
/// ```
nonisolated public struct StrokedShape<Base: Shape>: Shape {
    let shape: Base
    let style: StrokeStyle

    public nonisolated func path(in rect: CGRect) -> Path { shape.path(in: rect).strokedPath(style) }
}

nonisolated extension Shape {
    /// The stroke of the outline in the foreground style, as a shape.
    public nonisolated func stroke(lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokedShape<Self> {
        StrokedShape(shape: self, style: StrokeStyle(lineWidth: lineWidth))
    }
    public nonisolated func stroke(style: StrokeStyle, antialiased: Bool = true) -> StrokedShape<Self> {
        StrokedShape(shape: self, style: style)
    }
}

/// A stroked shape filled directly is drawn as the native stroke of the shape underneath, so a
/// `Circle().stroke(lineWidth: 2)` is the same drawing whether it is a view or a shape.
protocol NativelyStroked {
    nonisolated var strokedKind: ShapeKind { get }
    nonisolated var strokeStyle: StrokeStyle { get }
}

extension StrokedShape: NativelyStroked {
    nonisolated var strokedKind: ShapeKind { shape.layoutKind }
    nonisolated var strokeStyle: StrokeStyle { style }
}
