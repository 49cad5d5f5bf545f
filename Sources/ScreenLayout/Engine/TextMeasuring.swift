import Theme

/// The result of measuring a string: its size, how many lines it took, whether it was cut.
public struct TextMeasurement: Hashable, Sendable {
    public var size: Size
    public var lineCount: Int
    public var isTruncated: Bool
    public init(size: Size, lineCount: Int, isTruncated: Bool) {
        self.size = size
        self.lineCount = lineCount
        self.isTruncated = isTruncated
    }
}

/// Measures text for layout. `Rendering` implements it with Pango (the same text system that
/// draws, so measured and drawn text agree); ``MonospacedTextMeasurer`` serves pure layout tests.
///
/// ```swift
/// let m = measurer.measure("Hello", font: spec, maxWidth: 100, maxLines: nil)
/// ```
public protocol TextMeasuring: AnyObject {
    /// `maxWidth: nil` lays the text out on one line at its ideal width; `maxLines` truncates
    /// with a trailing "…" after that many lines.
    func measure(_ string: String, font: FontSpec, maxWidth: Double?, maxLines: Int?) -> TextMeasurement
}

/// A deterministic measurer for tests: every character is `advance × size` wide, lines break
/// between words, height is lines × line height.
///
/// ```swift
/// let engine = LayoutEngine(measurer: MonospacedTextMeasurer())
/// ```
public final class MonospacedTextMeasurer: TextMeasuring {
    public let advance: Double
    public init(advance: Double = 0.5) { self.advance = advance }

    public func measure(_ string: String, font: FontSpec, maxWidth: Double?, maxLines: Int?) -> TextMeasurement {
        let charWidth = font.size * advance
        let words = string.split(separator: " ", omittingEmptySubsequences: false).map { Double($0.count) * charWidth }
        let space = charWidth
        var lines: [Double] = []
        var current: Double? = nil
        for w in words {
            if let c = current, let maxWidth, c + space + w > maxWidth {
                lines.append(c)
                current = w
            } else {
                current = current.map { $0 + space + w } ?? w
            }
        }
        lines.append(current ?? 0)
        var truncated = false
        if let maxLines, lines.count > maxLines {
            lines = Array(lines.prefix(max(1, maxLines)))
            truncated = true
        }
        var width = lines.max() ?? 0
        if let maxWidth { width = min(width, maxWidth) }
        return TextMeasurement(
            size: Size(width: width, height: Double(lines.count) * font.lineHeight), lineCount: lines.count, isTruncated: truncated)
    }
}
