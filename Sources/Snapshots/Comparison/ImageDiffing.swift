import ImageCodec

/// How two same-size images are compared, as a value: a name for messages and the `compare`
/// command, and the function that counts the differing pixels, decides whether the images
/// match and draws the diff image (changed pixels in red, anti-aliasing in yellow, over a faded
/// grey copy of the expected image). ``exact`` is the default and the promise — the renderer is
/// deterministic, so tolerance 0; ``pixelmatch(threshold:includeAntiAliasing:maxDifferingPixels:)``
/// and ``perceptual(precision:perceptualPrecision:formula:)`` are for images from elsewhere.
/// A team writes its own in its own module, usually by adjusting the images and handing them
/// to a built-in one:
///
/// ```swift
/// extension ImageDiffing {
///     /// Exact, except that translucent and opaque pixels of the same colour count as equal.
///     static let ignoringAlpha = ImageDiffing(name: "ignoring-alpha") { expected, actual, drawDiff in
///         func opaque(_ b: Bitmap) -> Bitmap { Bitmap(width: b.width, height: b.height, pixels: b.pixels.map { $0 | 0xFF00_0000 }) }
///         return ImageDiffing.exact.compare(opaque(expected), opaque(actual), drawDiff: drawDiff)
///     }
/// }
/// SnapshotChecker(snapshotsDirectory: dir, diffing: .ignoringAlpha)
/// ```
public struct ImageDiffing: Sendable, CustomStringConvertible {
    /// Counts the differences of two same-size images; draws the diff image when asked.
    public typealias Compare = @Sendable (_ expected: Bitmap, _ actual: Bitmap, _ drawDiff: Bool) -> (ComparisonResult, Bitmap?)

    /// A short identifier: `exact`, `pixelmatch`, `perceptual`, or a custom diffing's own.
    public var name: String
    /// The name with the parameters, for failure messages and the `compare` command:
    /// `pixelmatch(threshold 0.1, max 0 pixels)`.
    public var description: String
    private let body: Compare

    /// A diffing named `name` (described by `description`, the name by default) that compares with `compare`.
    public init(name: String, description: String? = nil, compare: @escaping Compare) {
        self.name = name
        self.description = description ?? name
        body = compare
    }

    /// Compares `expected` with `actual`, which must have the same size (compare the sizes
    /// first), and draws the diff image when `drawDiff`.
    ///
    /// ```swift
    /// let (result, diff) = ImageDiffing.pixelmatch().compare(expected, actual)
    /// ```
    public func compare(_ expected: Bitmap, _ actual: Bitmap, drawDiff: Bool = true) -> (result: ComparisonResult, diff: Bitmap?) {
        precondition(expected.width == actual.width && expected.height == actual.height, "compare sizes first")
        let (result, diff) = body(expected, actual, drawDiff)
        return (result, diff)
    }

    /// Runs `count` over a diff buffer of `expected`'s size (nil unless `drawDiff`) and wraps
    /// the buffer as the diff image.
    static func drawing(
        _ expected: Bitmap, _ drawDiff: Bool, _ count: (_ diff: UnsafeMutableBufferPointer<UInt32>?) -> ComparisonResult
    ) -> (ComparisonResult, Bitmap?) {
        var diffPixels = drawDiff ? [UInt32](repeating: 0, count: expected.width * expected.height) : []
        let result = diffPixels.withUnsafeMutableBufferPointer { out in count(drawDiff ? out : nil) }
        return (result, drawDiff ? Bitmap(width: expected.width, height: expected.height, pixels: diffPixels) : nil)
    }
}
