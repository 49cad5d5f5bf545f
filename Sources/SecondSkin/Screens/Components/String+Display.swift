/// Small text helpers for screens.
///
/// ```swift
/// "in 7 days".capitalizedFirst   // "In 7 days"
/// "".nonEmpty                    // nil
/// ```
extension String {
    /// nil for an empty string.
    var nonEmpty: String? { isEmpty ? nil : self }
    /// The first letter upper-cased: "In 7 days" from "in 7 days".
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
