import ScreenLayout
import Theme

/// Colour stops, as SwiftUI's `Gradient`.
public struct Gradient: Hashable, Sendable {
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }
    public var stops: [Stop]
    public nonisolated init(stops: [Stop]) { self.stops = stops }
    /// Colours spread evenly from 0 to 1.
    public nonisolated init(colors: [Color]) {
        let n = max(colors.count - 1, 1)
        stops = colors.enumerated().map { Stop(color: $1, location: CGFloat(Double($0) / Double(n))) }
    }

    func layoutStops(_ environment: EnvironmentValues, _ report: (String) -> Void) -> [ScreenLayout.Gradient.Stop] {
        stops.map {
            ScreenLayout.Gradient.Stop(
                rgba: environment.themeReference.resolve($0.color, environment.colorScheme, report), at: Double($0.location))
        }
    }
}

/// A linear gradient between two unit points, as SwiftUI's `LinearGradient`.
///
/// ```swift
/// LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom)
/// ```
nonisolated public struct LinearGradient: ShapeStyle, PrimitiveView {
    let gradient: Gradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint
    public nonisolated init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }
    public nonisolated init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    public nonisolated init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }
    public nonisolated func resolvePaint(in environment: EnvironmentValues, report: (String) -> Void) -> ShapePaint {
        .gradient(
            ScreenLayout.Gradient(kind: .linear(start: startPoint.point, end: endPoint.point), stops: gradient.layoutStops(environment, report)))
    }
    @MainActor public func resolve(in context: ResolveContext) -> [Node] { [ShapeNodes.filled(.rectangle, with: self, in: context)] }
}

/// A radial gradient from `startRadius` to `endRadius` points around a unit point, as SwiftUI's
/// `RadialGradient`.
nonisolated public struct RadialGradient: ShapeStyle, PrimitiveView {
    let gradient: Gradient
    let center: UnitPoint
    let startRadius: CGFloat
    let endRadius: CGFloat
    public nonisolated init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }
    public nonisolated init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public nonisolated init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public nonisolated func resolvePaint(in environment: EnvironmentValues, report: (String) -> Void) -> ShapePaint {
        // Concentric circles: the inner radius moves every stop outwards by the same share.
        let end = max(Double(endRadius), 0.000_001)
        let inner = min(max(Double(startRadius) / end, 0), 1)
        let stops = gradient.layoutStops(environment, report).map { stop in
            var s = stop
            s.location = inner + s.location * (1 - inner)
            return s
        }
        return .gradient(ScreenLayout.Gradient(kind: .radialPoints(center: center.point, radius: end), stops: stops))
    }
    @MainActor public func resolve(in context: ResolveContext) -> [Node] { [ShapeNodes.filled(.rectangle, with: self, in: context)] }
}

/// An angular (conic) gradient, as SwiftUI's `AngularGradient`: the colours sweep clockwise
/// around `center` from `startAngle` (0 is the trailing side) to `endAngle`; equal angles (the
/// `angle:` forms) sweep a whole turn. Drawn as a deterministic mesh of wedges.
///
/// ```swift
/// Circle().fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .red], center: .center))
/// ```
nonisolated public struct AngularGradient: ShapeStyle, PrimitiveView {
    let gradient: Gradient
    let center: UnitPoint
    let startAngle: Angle
    let endAngle: Angle
    public nonisolated init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
    }
    public nonisolated init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public nonisolated init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public nonisolated init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: Angle(radians: angle.radians + 2 * .pi))
    }
    public nonisolated init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }
    public nonisolated init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }
    public nonisolated func resolvePaint(in environment: EnvironmentValues, report: (String) -> Void) -> ShapePaint {
        .gradient(
            ScreenLayout.Gradient(
                kind: .conic(center: center.point, startAngle: startAngle.radians, endAngle: endAngle.radians),
                stops: gradient.layoutStops(environment, report)))
    }
    @MainActor public func resolve(in context: ResolveContext) -> [Node] { [ShapeNodes.filled(.rectangle, with: self, in: context)] }
}

extension ShapeStyle where Self == AngularGradient {
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }
}

/// A colour's standard gradient (`Color.blue.gradient`): the colour, a little lighter at the top.
public struct AnyGradient: ShapeStyle {
    let color: Color
    public nonisolated func resolvePaint(in environment: EnvironmentValues, report: (String) -> Void) -> ShapePaint {
        let base = environment.themeReference.resolve(color, environment.colorScheme, report)
        let lighter = RGBA(
            red: base.red + (1 - base.red) * 0.15, green: base.green + (1 - base.green) * 0.15, blue: base.blue + (1 - base.blue) * 0.15,
            alpha: base.alpha)
        return .gradient(
            ScreenLayout.Gradient(
                kind: .linear(start: Point(x: 0.5, y: 0), end: Point(x: 0.5, y: 1)),
                stops: [ScreenLayout.Gradient.Stop(rgba: lighter, at: 0), ScreenLayout.Gradient.Stop(rgba: base, at: 1)]))
    }
}

extension Color {
    /// This colour's standard gradient.
    public var gradient: AnyGradient { AnyGradient(color: self) }
}

extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}
