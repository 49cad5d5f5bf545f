import Theme

/// A lower level of another style, as SwiftUI's `ShapeStyle.secondary` (iOS 17) instance
/// properties: `.background.secondary` is the secondary system background, the grouped card
/// colour; `.fill.tertiary` the tertiary system fill. Other styles are drawn at their own level with a finding (the kit does not yet
/// derive their softened levels).
///
/// ```swift
/// VStack { Text("Nyjer seed") }.padding().background(.background.secondary, in: .rect(cornerRadius: 20))
/// ```
public struct ShapeStyleLevel: ShapeStyle {
    let base: AnyShapeStyle
    let isBackground: Bool
    var isFill = false
    let level: Int
    public func resolvePaint(in environment: EnvironmentValues, report: (String) -> Void) -> ShapePaint {
        if isBackground {
            let names: [ColorName] = [.background, .secondaryBackground, .tertiaryBackground, .tertiaryBackground]
            let name = names[min(level, names.count - 1)]
            if let color = try? environment.themeReference.color(name, in: environment.colorScheme) { return .color(color) }
        }
        if isFill {
            let fills: [UIColor] = [.systemFill, .secondarySystemFill, .tertiarySystemFill, .quaternarySystemFill]
            return Color(uiColor: fills[min(level, fills.count - 1)]).resolvePaint(in: environment, report: report)
        }
        let levels = ["primary", "secondary", "tertiary", "quaternary"]
        report("ShapeStyle.\(levels[min(level, levels.count - 1)]) of a non-background style: drawn at the style's own level")
        return base.resolvePaint(in: environment, report: report)
    }
}

extension ShapeStyle {
    private func level(_ level: Int) -> ShapeStyleLevel {
        ShapeStyleLevel(base: AnyShapeStyle(self), isBackground: self is BackgroundStyle, isFill: self is FillShapeStyle, level: level)
    }
    public var secondary: ShapeStyleLevel { level(1) }
    public var tertiary: ShapeStyleLevel { level(2) }
    public var quaternary: ShapeStyleLevel { level(3) }
}

/// The system fill, as SwiftUI's `.fill` style (iOS 17): `systemFill`, and its levels the
/// secondary, tertiary and quaternary system fills.
///
/// ```swift
/// Capsule().fill(.fill.tertiary)
/// ```
public struct FillShapeStyle: ShapeStyle {
    public init() {}
    public func resolvePaint(in environment: EnvironmentValues, report: (String) -> Void) -> ShapePaint {
        Color(uiColor: .systemFill).resolvePaint(in: environment, report: report)
    }
}

extension ShapeStyle where Self == FillShapeStyle {
    public static var fill: FillShapeStyle { FillShapeStyle() }
}
