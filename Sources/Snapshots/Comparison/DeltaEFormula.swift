/// The colour-difference formula of ``ImageDiffing/perceptual(precision:perceptualPrecision:formula:)``.
///
/// ```swift
/// ImageDiffing.perceptual(formula: .ciede2000)
/// ```
public enum DeltaEFormula: String, Equatable, Sendable {
    case cie94
    case ciede2000
}
