/// The iOS Dynamic Type text styles; the only type sizes a screen may use.
///
/// ```swift
/// let metrics = theme.font(.headline, at: .large) // 17 pt Inter Semibold, 22 pt leading
/// ```
public enum TextStyle: String, CaseIterable, Hashable, Sendable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote
    case caption1, caption2

    /// The position in `allCases`, for table lookups.
    var ordinal: Int {
        switch self {
        case .largeTitle: 0
        case .title1: 1
        case .title2: 2
        case .title3: 3
        case .headline: 4
        case .body: 5
        case .callout: 6
        case .subheadline: 7
        case .footnote: 8
        case .caption1: 9
        case .caption2: 10
        }
    }
}

/// A resolved font: family, size and leading in points, weight.
///
/// ```swift
/// FontSpec(family: "Inter", size: 17, lineHeight: 22, weight: .regular)
/// ```
public struct FontSpec: Hashable, Sendable {
    public var family: String
    public var size: Double
    public var lineHeight: Double
    public var weight: FontWeight
    /// The italic face of the family (SwiftUI's `.italic()`).
    public var italic = false
    /// A line under the text (SwiftUI's `.underline()`).
    public var underline = false
    /// A line through the text (SwiftUI's `.strikethrough()`).
    public var strikethrough = false
    /// Where a line that does not fit is cut (SwiftUI's `truncationMode`).
    public var truncation: TextTruncation = .tail
    /// Extra space after each character, in points (SwiftUI's `tracking` and `kerning`).
    public var tracking = 0.0
    /// How far the text is raised above its baseline, in points (SwiftUI's `baselineOffset`).
    public var baselineOffset = 0.0
    /// Digits all of one width, the font's tabular figures (SwiftUI's `monospacedDigit`).
    public var monospacedDigits = false
    /// Extra space between the lines of a paragraph, in points (SwiftUI's `lineSpacing`).
    public var lineSpacing = 0.0
    /// Runs of a joined text (SwiftUI's `Text + Text`), each in its own font and colour; their
    /// strings joined are the text. Empty: the whole text in this font.
    public var runs: [StyledRun] = []

    public init(family: String, size: Double, lineHeight: Double, weight: FontWeight) {
        self.family = family
        self.size = size
        self.lineHeight = lineHeight
        self.weight = weight
    }
}

/// ``TextStyle`` under a name other modules can use without the `Theme` struct in the way.
public typealias ThemeTextStyle = TextStyle

/// Where text that does not fit its lines is cut, with an ellipsis (SwiftUI's `truncationMode`).
public enum TextTruncation: String, Hashable, Sendable { case head, middle, tail }

/// A run of a text drawn in its own style: its string, font (family, size, weight, italic,
/// decorations) and, when it has its own, colour.
///
/// ```swift
/// var spec = body
/// spec.runs = [StyledRun(string: "Total: ", font: body), StyledRun(string: "42", font: bold, color: .init(red: 1, green: 0, blue: 0))]
/// ```
public struct StyledRun: Hashable, Sendable {
    public var string: String
    public var family: String
    public var size: Double
    public var weight: FontWeight
    public var italic: Bool
    public var underline: Bool
    public var strikethrough: Bool
    public var color: RGBA?
    public var tracking: Double
    public var baselineOffset: Double
    public var monospacedDigits: Bool
    public init(string: String, font: FontSpec, color: RGBA? = nil) {
        self.string = string
        family = font.family
        size = font.size
        weight = font.weight
        italic = font.italic
        underline = font.underline
        strikethrough = font.strikethrough
        tracking = font.tracking
        baselineOffset = font.baselineOffset
        monospacedDigits = font.monospacedDigits
        self.color = color
    }
    /// The run's font, for measuring and drawing.
    public var font: FontSpec {
        var spec = FontSpec(family: family, size: size, lineHeight: size * 1.2, weight: weight)
        spec.italic = italic
        spec.tracking = tracking
        spec.baselineOffset = baselineOffset
        spec.monospacedDigits = monospacedDigits
        return spec
    }
}
