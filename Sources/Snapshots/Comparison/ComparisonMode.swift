/// How two images are compared. Exact is the default and the promise: the renderer is
/// deterministic, so tolerance 0. The tolerant modes are for images from elsewhere.
///
/// ```swift
/// SnapshotChecker(snapshotsDirectory: dir, comparison: .perceptual(precision: 1, perceptualPrecision: 0.98))
/// ```
public enum ComparisonMode: Equatable, Sendable, CustomStringConvertible {
    /// Same size, same canonical pixels.
    case exact
    /// pixelmatch's published algorithm: squared YIQ distance against `35215 · threshold²`,
    /// with anti-aliased pixels excused unless `includeAntiAliasing`; the images match when no
    /// more than `maxDifferingPixels` pixels differ.
    case pixelmatch(threshold: Double = 0.1, includeAntiAliasing: Bool = false, maxDifferingPixels: Int = 0)
    /// ΔE in CIE Lab, as swift-snapshot-testing's `precision` / `perceptualPrecision`: a pixel
    /// fails when its ΔE exceeds (1 − perceptualPrecision) × 100 (0.98 → ΔE 2, "just
    /// noticeable"); the images match when the share of passing pixels is at least `precision`.
    case perceptual(precision: Double = 1, perceptualPrecision: Double = 0.98, formula: DeltaEFormula = .cie94)

    public var description: String {
        switch self {
        case .exact: return "exact"
        case .pixelmatch(let t, let aa, let max): return "pixelmatch(threshold \(t)\(aa ? ", counting anti-aliasing" : ""), max \(max) pixels)"
        case .perceptual(let p, let pp, let f): return "perceptual(\(f), precision \(p), perceptualPrecision \(pp))"
        }
    }
}

/// The colour-difference formula of the perceptual mode.
public enum DeltaEFormula: String, Equatable, Sendable {
    case cie94
    case ciede2000
}

/// The outcome of a comparison of two same-size images.
public struct ComparisonResult: Sendable {
    /// Pixels that count as different under the mode.
    public var differingPixels: Int
    /// Pixels that differ but were excused as anti-aliasing (pixelmatch only).
    public var antiAliasedPixels: Int
    public var totalPixels: Int
    /// Whether the images match under the mode's tolerance.
    public var matches: Bool
}
