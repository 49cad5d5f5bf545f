import ScreenLayout
import Theme

/// What a style paints with once resolved: a colour, a gradient, or a material.
public enum ShapePaint: Sendable {
    case color(RGBA)
    case gradient(ScreenLayout.Gradient)
    case material(MaterialKind, tint: RGBA?)
}

/// A colour, gradient or material to fill or stroke with, as SwiftUI's `ShapeStyle`.
///
/// ```swift
/// Circle().fill(.blue.gradient)
/// Text("Note").foregroundStyle(.secondary)
/// RoundedRectangle(cornerRadius: 12).fill(.ultraThinMaterial)
/// ```
///
/// An app's own style is written as on iOS 17, by the style it stands for in an environment:
///
/// ```swift
/// struct Vibrant: ShapeStyle {
///     func resolve(in environment: EnvironmentValues) -> some ShapeStyle {
///         environment.colorScheme == .dark ? Color.mint : Color.teal
///     }
/// }
/// ```
public protocol ShapeStyle: Sendable {
    /// The style this one stands for in an environment (iOS 17's way to write a style).
    associatedtype Resolved: ShapeStyle = Never
    func resolve(in environment: EnvironmentValues) -> Resolved
    /// The paint this style stands for in `environment`.
    func resolvePaint(in environment: EnvironmentValues, report: (String) -> Void) -> ShapePaint
}

extension ShapeStyle where Resolved == Never {
    /// A style of the kit paints itself (``resolvePaint(in:report:)``); nothing calls this.
    public func resolve(in environment: EnvironmentValues) -> Never {
        fatalError("\(Self.self) paints itself; it stands for no other style")
    }
}

extension ShapeStyle {
    /// An app's style paints as the style it resolves to.
    public func resolvePaint(in environment: EnvironmentValues, report: (String) -> Void) -> ShapePaint {
        resolve(in: environment).resolvePaint(in: environment, report: report)
    }
}

extension Never: ShapeStyle {
    public func resolvePaint(in environment: EnvironmentValues, report: (String) -> Void) -> ShapePaint {
        switch self {}
    }
}

extension ShapeStyle {
    /// This style at `opacity`.
    public func opacity(_ opacity: Double) -> some ShapeStyle { OpacityStyle(base: AnyShapeStyle(self), opacity: opacity) }
    /// This style drawn with a blend mode (reported when other than normal: drawn normally).
    public func blendMode(_ mode: BlendMode) -> some ShapeStyle { BlendModeStyle(base: AnyShapeStyle(self), mode: mode) }
}

extension Color: ShapeStyle {
    public func resolvePaint(in environment: EnvironmentValues, report: (String) -> Void) -> ShapePaint {
        .color(environment.themeReference.resolve(self, environment.colorScheme, report))
    }
}

/// Any shape style, type-erased.
public struct AnyShapeStyle: ShapeStyle {
    let base: any ShapeStyle
    public init<S: ShapeStyle>(_ style: S) { base = style }
    public func resolvePaint(in environment: EnvironmentValues, report: (String) -> Void) -> ShapePaint {
        base.resolvePaint(in: environment, report: report)
    }
}

struct OpacityStyle: ShapeStyle {
    let base: AnyShapeStyle
    let opacity: Double
    func resolvePaint(in environment: EnvironmentValues, report: (String) -> Void) -> ShapePaint {
        switch base.resolvePaint(in: environment, report: report) {
        case .color(let c): return .color(c.withOpacity(opacity))
        case .gradient(var g):
            g.stops = g.stops.map { stop in
                var s = stop
                s.rgba = s.rgba?.withOpacity(opacity)
                return s
            }
            return .gradient(g)
        case .material(let kind, let tint): return .material(kind, tint: tint)
        }
    }
}

/// The levels of the foreground style, as SwiftUI's `HierarchicalShapeStyle`: label colours.
public struct HierarchicalShapeStyle: ShapeStyle {
    let level: Int
    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    public static let quinary = HierarchicalShapeStyle(level: 4)
    public func resolvePaint(in environment: EnvironmentValues, report: (String) -> Void) -> ShapePaint {
        let theme = environment.themeReference
        let scheme = environment.colorScheme
        switch level {
        case 0:
            // The primary level is the current foreground style (a tint, a custom colour), or the label colour.
            if let style = environment.foregroundStyle {
                // Resolved without itself: a foreground style of `.primary` is the label colour.
                var outer = environment
                outer.foregroundStyle = nil
                return style.resolvePaint(in: outer, report: report)
            }
            return .color((try? theme.color(.label, in: scheme)) ?? .black)
        case 1: return .color((try? theme.color(.secondaryLabel, in: scheme)) ?? .black)
        case 2: return .color((try? theme.color(.tertiaryLabel, in: scheme)) ?? .black)
        default:
            let label = (try? theme.color(.label, in: scheme)) ?? .black
            return .color(label.withOpacity(level == 3 ? 0.18 : 0.1))
        }
    }
}

/// The current foreground style (`.foreground`).
public struct ForegroundStyle: ShapeStyle {
    public init() {}
    public func resolvePaint(in environment: EnvironmentValues, report: (String) -> Void) -> ShapePaint {
        HierarchicalShapeStyle.primary.resolvePaint(in: environment, report: report)
    }
}

/// The background of the view's context (`.background`): systemBackground.
public struct BackgroundStyle: ShapeStyle {
    public init() {}
    public func resolvePaint(in environment: EnvironmentValues, report: (String) -> Void) -> ShapePaint {
        .color((try? environment.themeReference.color(environment.elevated(.background), in: environment.colorScheme)) ?? .white)
    }
}

/// The tint of the view's context (`.tint`): the app's accent unless `.tint(_:)` set another.
public struct TintShapeStyle: ShapeStyle {
    public init() {}
    public func resolvePaint(in environment: EnvironmentValues, report: (String) -> Void) -> ShapePaint {
        if let tint = environment.tintStyle { return tint.resolvePaint(in: environment, report: report) }
        return Color.accentColor.resolvePaint(in: environment, report: report)
    }
}

/// The colour of links (`.link`): iOS's link colour, system blue.
public struct LinkShapeStyle: ShapeStyle {
    public init() {}
    public func resolvePaint(in environment: EnvironmentValues, report: (String) -> Void) -> ShapePaint {
        .color((try? environment.themeReference.color(.link, in: environment.colorScheme)) ?? RGBA(red: 0, green: 0.478, blue: 1))
    }
}

/// A style drawn with a blend mode (`.blendMode(_:)` on a style): the kit draws it with normal
/// blending, and reports any other mode.
struct BlendModeStyle: ShapeStyle {
    let base: AnyShapeStyle
    let mode: BlendMode
    func resolvePaint(in environment: EnvironmentValues, report: (String) -> Void) -> ShapePaint {
        if mode != .normal { report("blendMode(.\(mode)) on a style: drawn with normal blending") }
        return base.resolvePaint(in: environment, report: report)
    }
}

/// The separator colour (`.separator`).
public struct SeparatorShapeStyle: ShapeStyle {
    public init() {}
    public func resolvePaint(in environment: EnvironmentValues, report: (String) -> Void) -> ShapePaint {
        .color((try? environment.themeReference.color(.separator, in: environment.colorScheme)) ?? .black)
    }
}

/// A blurred material behind the shape, as SwiftUI's `Material`. Every thickness draws the
/// kit's frosted material; `.bar` too.
public struct Material: ShapeStyle {
    let name: String
    public static let ultraThinMaterial = Material(name: "ultraThin")
    public static let thinMaterial = Material(name: "thin")
    public static let regularMaterial = Material(name: "regular")
    public static let thickMaterial = Material(name: "thick")
    public static let ultraThickMaterial = Material(name: "ultraThick")
    public static let bar = Material(name: "bar")
    public func resolvePaint(in environment: EnvironmentValues, report: (String) -> Void) -> ShapePaint { .material(.frosted, tint: nil) }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThinMaterial }
    public static var thinMaterial: Material { .thinMaterial }
    public static var regularMaterial: Material { .regularMaterial }
    public static var thickMaterial: Material { .thickMaterial }
    public static var ultraThickMaterial: Material { .ultraThickMaterial }
    public static var bar: Material { .bar }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    public static var quinary: HierarchicalShapeStyle { .quinary }
}

extension ShapeStyle where Self == ForegroundStyle { public static var foreground: ForegroundStyle { ForegroundStyle() } }
extension ShapeStyle where Self == BackgroundStyle { public static var background: BackgroundStyle { BackgroundStyle() } }
extension ShapeStyle where Self == TintShapeStyle { public static var tint: TintShapeStyle { TintShapeStyle() } }
extension ShapeStyle where Self == LinkShapeStyle { public static var link: LinkShapeStyle { LinkShapeStyle() } }
extension ShapeStyle where Self == SeparatorShapeStyle { public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() } }

extension ShapeStyle where Self == Color {
    public static var red: Color { .red }
    public static var orange: Color { .orange }
    public static var yellow: Color { .yellow }
    public static var green: Color { .green }
    public static var mint: Color { .mint }
    public static var teal: Color { .teal }
    public static var cyan: Color { .cyan }
    public static var blue: Color { .blue }
    public static var indigo: Color { .indigo }
    public static var purple: Color { .purple }
    public static var pink: Color { .pink }
    public static var brown: Color { .brown }
    public static var gray: Color { .gray }
    public static var black: Color { .black }
    public static var white: Color { .white }
    public static var clear: Color { .clear }
    public static var accentColor: Color { .accentColor }
}

extension EnvironmentValues {
    /// The foreground style set by `foregroundStyle(_:)` (nil: the label colour).
    var foregroundStyle: AnyShapeStyle? {
        get { hot.foregroundStyle }
        set { hot.foregroundStyle = newValue }
    }
    var tintStyle: AnyShapeStyle? {
        get { hot.tintStyle }
        set { hot.tintStyle = newValue }
    }
}

/// A shadow a shape style casts, as SwiftUI's `ShadowStyle`.
public struct ShadowStyle: Hashable, Sendable {
    let inner: Bool
    let color: Color
    let radius: CGFloat
    let x: CGFloat
    let y: CGFloat
    public static func drop(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(inner: false, color: color, radius: radius, x: x, y: y)
    }
    public static func inner(color: Color = Color(white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(inner: true, color: color, radius: radius, x: x, y: y)
    }
}

extension ShapeStyle where Self == AnyShapeStyle {
    /// The current style with a shadow, as SwiftUI's `ShapeStyle.shadow(_:)`: the foreground
    /// style, or the background style where a background is filled
    /// (`.background(.shadow(.drop(radius: 10)), in: shape)`).
    public static func shadow(_ style: ShadowStyle) -> AnyShapeStyle { AnyShapeStyle(ShadowedStyle(base: nil, shadow: style)) }
}

/// A style with a shadow: a drop shadow is drawn under the shape it fills; an inner shadow is
/// painted as its base and reported. With no base it is the current style.
struct ShadowedStyle: ShapeStyle {
    let base: AnyShapeStyle?
    let shadow: ShadowStyle
    func resolvePaint(in environment: EnvironmentValues, report: (String) -> Void) -> ShapePaint {
        if shadow.inner { report("shadow(.inner) on a ShapeStyle: painted without its shadow") }
        return (base ?? AnyShapeStyle(.foreground)).resolvePaint(in: environment, report: report)
    }
}

extension ShapeStyle {
    /// The style with a drop shadow it casts, if it has one (painted by the base).
    var dropShadow: (base: AnyShapeStyle?, shadow: ShadowStyle)? {
        let style = (self as? AnyShapeStyle)?.base ?? self
        guard let shadowed = style as? ShadowedStyle, !shadowed.shadow.inner else { return nil }
        return (shadowed.base, shadowed.shadow)
    }
    /// The style as a background fills with it: the current style is the background style.
    var inBackground: AnyShapeStyle {
        let style = (self as? AnyShapeStyle)?.base ?? self
        if let shadowed = style as? ShadowedStyle, shadowed.base == nil {
            return AnyShapeStyle(ShadowedStyle(base: AnyShapeStyle(BackgroundStyle()), shadow: shadowed.shadow))
        }
        return AnyShapeStyle(self)
    }
}

extension ShapeStyle {
    /// This style with a shadow, as SwiftUI's `shadow(_:)`.
    public func shadow(_ style: ShadowStyle) -> some ShapeStyle { ShadowedStyle(base: AnyShapeStyle(self), shadow: style) }
}
