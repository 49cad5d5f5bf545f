extension Gradient: ShapeStyle {
    /// A bare gradient used as a style paints from top to bottom, as SwiftUI's `Gradient` does
    /// when it fills a shape.
    ///
    /// ```swift
    /// Capsule().fill(AnyShapeStyle(Gradient(colors: [.orange, .pink])))
    /// ```
    public nonisolated func resolvePaint(in environment: EnvironmentValues, report: (String) -> Void) -> ShapePaint {
        LinearGradient(gradient: self, startPoint: .top, endPoint: .bottom).resolvePaint(in: environment, report: report)
    }
}
