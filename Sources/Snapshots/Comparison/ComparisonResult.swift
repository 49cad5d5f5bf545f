/// The outcome of an ``ImageDiffing`` comparison of two same-size images.
///
/// ```swift
/// ComparisonResult(differingPixels: 3, antiAliasedPixels: 0, totalPixels: 100, matches: false)
/// ```
public struct ComparisonResult: Equatable, Sendable {
    /// Pixels that count as different under the diffing.
    public var differingPixels: Int
    /// Pixels that differ but were excused as anti-aliasing (pixelmatch only).
    public var antiAliasedPixels: Int
    public var totalPixels: Int
    /// Whether the images match under the diffing's tolerance.
    public var matches: Bool

    public init(differingPixels: Int, antiAliasedPixels: Int = 0, totalPixels: Int, matches: Bool) {
        self.differingPixels = differingPixels
        self.antiAliasedPixels = antiAliasedPixels
        self.totalPixels = totalPixels
        self.matches = matches
    }
}
