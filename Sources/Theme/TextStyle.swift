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

    public init(family: String, size: Double, lineHeight: Double, weight: FontWeight) {
        self.family = family
        self.size = size
        self.lineHeight = lineHeight
        self.weight = weight
    }
}

/// ``TextStyle`` under a name other modules can use without the `Theme` struct in the way.
public typealias ThemeTextStyle = TextStyle
