import Theme

/// A lower level of another style, as SwiftUI's `ShapeStyle.secondary` (iOS 17) instance
/// properties: `.background.secondary` is the secondary system background, the grouped card
/// colour. Other styles are drawn at their own level with a finding (the kit does not yet
/// derive their softened levels).
///
/// ```swift
/// VStack { Text("Nyjer seed") }.padding().background(.background.secondary, in: .rect(cornerRadius: 20))
/// ```
public struct ShapeStyleLevel: ShapeStyle {
    let base: AnyShapeStyle
    let isBackground: Bool
    let level: Int
    public func resolvePaint(in environment: EnvironmentValues, report: (String) -> Void) -> ShapePaint {
        if isBackground {
            let names: [ColorName] = [.background, .secondaryBackground, .tertiaryBackground, .tertiaryBackground]
            let name = names[min(level, names.count - 1)]
            if let color = try? environment.themeReference.color(name, in: environment.colorScheme) { return .color(color) }
        }
        let levels = ["primary", "secondary", "tertiary", "quaternary"]
        report("ShapeStyle.\(levels[min(level, levels.count - 1)]) of a non-background style: drawn at the style's own level")
        return base.resolvePaint(in: environment, report: report)
    }
}

extension ShapeStyle {
    private func level(_ level: Int) -> ShapeStyleLevel {
        ShapeStyleLevel(base: AnyShapeStyle(self), isBackground: self is BackgroundStyle, level: level)
    }
    public var secondary: ShapeStyleLevel { level(1) }
    public var tertiary: ShapeStyleLevel { level(2) }
    public var quaternary: ShapeStyleLevel { level(3) }
}
