import ScreenLayout

/// A radial gradient stretched to the frame's ellipse, as SwiftUI's `EllipticalGradient`: its
/// radii are shares of the frame's width and height (0.5 reaches the edges).
///
/// ```swift
/// Rectangle().fill(EllipticalGradient(colors: [.yellow, .orange]))
/// ```
nonisolated public struct EllipticalGradient: ShapeStyle, PrimitiveView {
    let gradient: Gradient
    let center: UnitPoint
    let startRadiusFraction: CGFloat
    let endRadiusFraction: CGFloat
    public nonisolated init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }
    public nonisolated init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    public nonisolated init(
        stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    public nonisolated func resolvePaint(in environment: EnvironmentValues, report: (String) -> Void) -> ShapePaint {
        let end = max(Double(endRadiusFraction), 0.000_001)
        let inner = min(max(Double(startRadiusFraction) / end, 0), 1)
        let stops = gradient.layoutStops(environment, report).map { stop in
            var s = stop
            s.location = inner + s.location * (1 - inner)
            return s
        }
        return .gradient(ScreenLayout.Gradient(kind: .elliptical(center: center.point, radiusX: end, radiusY: end), stops: stops))
    }
    @MainActor public func resolve(in context: ResolveContext) -> [Node] { [ShapeNodes.filled(.rectangle, with: self, in: context)] }
}

extension ShapeStyle where Self == EllipticalGradient {
    public static func ellipticalGradient(
        _ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    public static func ellipticalGradient(
        colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}
