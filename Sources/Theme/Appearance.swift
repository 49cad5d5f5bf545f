/// Light or dark appearance; every colour token has a value for each.
///
/// ```swift
/// theme.color(.label, in: .dark)
/// ```
public enum ColorScheme: String, CaseIterable, Hashable, Sendable {
    case light
    case dark
}

/// ``ColorScheme`` under a name other modules can re-export without the `Theme` struct in the way.
public typealias ThemeColorScheme = ColorScheme
