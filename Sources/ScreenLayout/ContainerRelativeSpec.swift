/// A size taken from the nearest container's (SwiftUI's `containerRelativeFrame`): on the given
/// axes the view is proposed and sized to `length(containerLength, axis)`; the container is the
/// nearest scroll view, else the screen's safe area.
///
/// ```swift
/// ContainerRelativeSpec(axes: .horizontal, count: 3, span: 1, spacing: 10, alignment: .center)
/// ```
public struct ContainerRelativeSpec: Hashable, Sendable {
    final class Box: Sendable {
        let length: @Sendable (Double, Axis) -> Double
        init(_ length: @escaping @Sendable (Double, Axis) -> Double) { self.length = length }
    }
    public let axes: Axes
    public let alignment: Alignment
    let box: Box
    public init(axes: Axes, alignment: Alignment, length: @escaping @Sendable (Double, Axis) -> Double) {
        self.axes = axes
        self.alignment = alignment
        box = Box(length)
    }
    /// The container's length divided into `count` columns with `spacing` between them, of
    /// which the view spans `span`.
    public init(axes: Axes, count: Int, span: Int, spacing: Double, alignment: Alignment) {
        let n = Double(max(count, 1))
        let k = Double(max(min(span, max(count, 1)), 1))
        self.init(axes: axes, alignment: alignment) { length, _ in
            let column = (length - spacing * (n - 1)) / n
            return max(0, column * k + spacing * (k - 1))
        }
    }
    public func length(_ container: Double, _ axis: Axis) -> Double { box.length(container, axis) }
    public static func == (a: ContainerRelativeSpec, b: ContainerRelativeSpec) -> Bool { a.box === b.box }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(box)) }
}
