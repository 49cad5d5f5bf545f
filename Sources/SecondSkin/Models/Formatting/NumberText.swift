import Foundation

/// Numbers read from the database as the screens print them: rounded in `Double` and made an
/// `Int` only when one can hold them, so a value no form lets in — written by another tool, or
/// the sum of such values — prints as what it is instead of trapping: "∞", "1e+300", "?" for
/// NaN. Negative values keep their sign whole ("-3.5", not "-3.-5").
///
/// ```swift
/// NumberText.oneDecimal(36.75)                    // "36.8"
/// NumberText.oneDecimal(4)                        // "4"
/// NumberText.oneDecimal(5, keepsZero: true)       // "5.0"
/// NumberText.whole(89.6)                          // "90"
/// NumberText.oneDecimal(.infinity)                // "∞"
/// ```
public enum NumberText {
    /// Past this, a value has no decimals worth printing and may not fit an Int.
    static let limit = 1e15

    /// One decimal, none when it is 0 unless `keepsZero`.
    public static func oneDecimal(_ value: Double, keepsZero: Bool = false) -> String { oneDecimal(tenths: value * 10, keepsZero: keepsZero) }

    /// ``oneDecimal(_:keepsZero:)`` of `tenths / 10`, for a caller that scales in one step
    /// (a share × 1000 is its percentage in tenths), rounded as it was scaled.
    public static func oneDecimal(tenths value: Double, keepsZero: Bool = false) -> String {
        let tenths = value.rounded()
        guard tenths.isFinite, abs(tenths) < limit else { return unusual(value / 10) }
        let n = Int(tenths)
        let whole = abs(n) / 10
        let decimal = abs(n) % 10
        let sign = n < 0 ? "-" : ""
        return decimal == 0 && !keepsZero ? "\(sign)\(whole)" : "\(sign)\(whole).\(decimal)"
    }

    /// Rounded to a whole number.
    public static func whole(_ value: Double) -> String {
        let r = value.rounded()
        guard r.isFinite, abs(r) < limit else { return unusual(value) }
        return String(Int(r))
    }

    /// A value out of any real range, as it is.
    static func unusual(_ value: Double) -> String {
        if value.isNaN { return "?" }
        if value.isInfinite { return value > 0 ? "∞" : "-∞" }
        return String(format: "%.3g", value)
    }
}
