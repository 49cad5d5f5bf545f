/// A font weight on the CSS / DTCG 1…1000 scale.
///
/// ```swift
/// FontWeight.semibold.value // 600
/// ```
public struct FontWeight: Hashable, Sendable, Comparable {
    public var value: Int
    public init(_ value: Int) { self.value = value }
    public static let regular = FontWeight(400)
    public static let medium = FontWeight(500)
    public static let semibold = FontWeight(600)
    public static let bold = FontWeight(700)
    public static func < (a: Self, b: Self) -> Bool { a.value < b.value }
}
