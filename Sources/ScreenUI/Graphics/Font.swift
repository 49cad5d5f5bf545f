import ScreenLayout
import Theme

/// A font, as SwiftUI's `Font`: a Dynamic Type text style that scales with the type size, or a
/// fixed size; weight, italic, design. Inter stands in for SF Pro.
///
/// ```swift
/// Text("Title").font(.title.bold())
/// Text("42").font(.system(size: 48, weight: .heavy, design: .rounded))
/// ```
public struct Font: Hashable, Sendable {
    enum Base: Hashable, Sendable {
        case style(TextStyle)
        case size(CGFloat, relativeTo: TextStyle?)
    }
    var base: Base
    var weight: Weight?
    var isItalic = false
    var design: Design?
    var isMonospacedDigit = false

    init(base: Base, weight: Weight? = nil, design: Design? = nil) {
        self.base = base
        self.weight = weight
        self.design = design
    }

    /// Dynamic Type text styles.
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
        case extraLargeTitle, extraLargeTitle2

        var theme: ThemeTextStyle {
            switch self {
            case .largeTitle, .extraLargeTitle, .extraLargeTitle2: return .largeTitle
            case .title: return .title1
            case .title2: return .title2
            case .title3: return .title3
            case .headline: return .headline
            case .subheadline: return .subheadline
            case .body: return .body
            case .callout: return .callout
            case .footnote: return .footnote
            case .caption: return .caption1
            case .caption2: return .caption2
            }
        }
    }

    /// Font weights, as SwiftUI's `Font.Weight`.
    public struct Weight: Hashable, Sendable {
        let value: Int
        public static let ultraLight = Weight(value: 100)
        public static let thin = Weight(value: 200)
        public static let light = Weight(value: 300)
        public static let regular = Weight(value: 400)
        public static let medium = Weight(value: 500)
        public static let semibold = Weight(value: 600)
        public static let bold = Weight(value: 700)
        public static let heavy = Weight(value: 800)
        public static let black = Weight(value: 900)
        var font: FontWeight { FontWeight(value) }
    }

    /// Type designs: serif is drawn in Noto Serif (New York's stand-in), monospaced in DejaVu
    /// Sans Mono (SF Mono's), default and rounded in Inter (no rounded face is bundled).
    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }

    public static let largeTitle = Font(base: .style(.largeTitle))
    public static let title = Font(base: .style(.title))
    public static let title2 = Font(base: .style(.title2))
    public static let title3 = Font(base: .style(.title3))
    public static let headline = Font(base: .style(.headline))
    public static let subheadline = Font(base: .style(.subheadline))
    public static let body = Font(base: .style(.body))
    public static let callout = Font(base: .style(.callout))
    public static let footnote = Font(base: .style(.footnote))
    public static let caption = Font(base: .style(.caption))
    public static let caption2 = Font(base: .style(.caption2))

    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(base: .style(style), weight: weight, design: design)
    }
    /// A fixed size: it does not scale with Dynamic Type.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(base: .size(size, relativeTo: nil), weight: weight, design: design)
    }
    /// A named font; Inter draws it.
    public static func custom(_ name: String, size: CGFloat) -> Font { Font(base: .size(size, relativeTo: .body)) }
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(base: .size(size, relativeTo: textStyle))
    }
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { Font(base: .size(fixedSize, relativeTo: nil)) }

    public func weight(_ weight: Weight) -> Font {
        var copy = self
        copy.weight = weight
        return copy
    }
    public func bold() -> Font { weight(.bold) }
    public func italic() -> Font {
        var copy = self
        copy.isItalic = true
        return copy
    }
    public func monospacedDigit() -> Font {
        var copy = self
        copy.isMonospacedDigit = true
        return copy
    }
    public func monospaced() -> Font {
        var copy = self
        copy.design = .monospaced
        return copy
    }
    public func smallCaps() -> Font { self }
    public func leading(_ leading: Leading) -> Font { self }
    public enum Leading: Hashable, Sendable { case standard, tight, loose }

    /// The families that draw the serif and monospaced designs (`FontLibrary` loads them).
    static let serifFamily = "Noto Serif"
    static let monospacedFamily = "DejaVu Sans Mono"

    /// The font for a Dynamic Type size with the theme's type scale.
    func spec(_ environment: EnvironmentValues, weight override: Weight? = nil, italic: Bool = false, design textDesign: Design? = nil) -> FontSpec {
        let layout = environment.layoutEnvironment
        var spec: FontSpec
        switch base {
        case .style(let style):
            spec = environment.themeReference.font(style.theme, at: layout.contentSize)
            if style == .extraLargeTitle || style == .extraLargeTitle2 {
                let scale = style == .extraLargeTitle ? 36.0 / 34.0 : 28.0 / 34.0
                spec.size = (spec.size * scale).rounded()
                spec.lineHeight = (spec.lineHeight * scale).rounded()
            }
        case .size(let size, let relative):
            var points = Double(size)
            if let relative {
                // Scales with Dynamic Type like its text style does.
                let base = environment.themeReference.font(relative.theme, at: .large).size
                let now = environment.themeReference.font(relative.theme, at: layout.contentSize).size
                points = points * now / base
            }
            spec = FontSpec(family: points >= 20 ? "Inter Display" : "Inter", size: points, lineHeight: (points * 1.2).rounded(), weight: .regular)
        }
        if let w = override ?? weight { spec.weight = w.font }
        spec.italic = isItalic || italic
        spec.monospacedDigits = isMonospacedDigit
        switch textDesign ?? design ?? environment.hot.fontDesign {
        case .serif?: spec.family = Self.serifFamily
        case .monospaced?: spec.family = Self.monospacedFamily
        case .default?, .rounded?, nil: break
        }
        return spec
    }
}
