import ScreenLayout

/// SwiftUI's `ContainerRelativeShape`: the shape of the container it is in, inset; where no
/// container shape is set — every app screen outside a widget — iOS draws a rectangle, and so
/// does the kit. A `containerShape(_:)` above it is reported (see ``View/containerShape(_:fileID:line:)``).
///
/// ```swift
/// ContainerRelativeShape().fill(.blue.gradient)
/// ```
nonisolated public struct ContainerRelativeShape: Shape {
    public nonisolated init() {}
    public nonisolated func path(in rect: CGRect) -> Path { Path(rect) }
    public nonisolated var _layoutKind: ShapeKind { .rectangle }
}

nonisolated extension View {
    /// Sets the shape `ContainerRelativeShape`s inside take, as SwiftUI's `containerShape`: the
    /// kit draws them as rectangles still, so the view is reported as an unsupported-view
    /// finding naming this call.
    public func containerShape<S: Shape>(_ shape: S, fileID: String = #fileID, line: Int = #line) -> some View {
        unsupported("containerShape: a ContainerRelativeShape inside is drawn as a rectangle", fileID: fileID, line: line)
    }
}
