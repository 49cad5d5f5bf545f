/// Light or dark appearance; every colour token has a value for each.
///
/// ```swift
/// theme.color(.label, in: .dark)
/// ```
public enum ColorScheme: String, CaseIterable, Hashable, Sendable {
    case light
    case dark
}
