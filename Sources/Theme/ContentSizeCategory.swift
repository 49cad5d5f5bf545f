/// Dynamic Type content size categories, xS … AX5, in Apple's order.
///
/// ```swift
/// ContentSizeCategory.large.isAccessibility // false
/// ContentSizeCategory(tokenName: "AX3")     // .accessibility3
/// ```
public enum ContentSizeCategory: Int, CaseIterable, Comparable, Hashable, Sendable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// The key used in `DesignTokens/typography.tokens.json` and in snapshot file names.
    public var tokenName: String {
        ["xS", "S", "M", "L", "xL", "xxL", "xxxL", "AX1", "AX2", "AX3", "AX4", "AX5"][rawValue]
    }

    public init?(tokenName: String) {
        guard let match = Self.allCases.first(where: { $0.tokenName == tokenName }) else { return nil }
        self = match
    }

    public var isAccessibility: Bool { self >= .accessibility1 }

    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
}

/// The categories under a name that modules with a type called `Theme` in scope can still spell.
public typealias ThemeContentSizeCategory = ContentSizeCategory
