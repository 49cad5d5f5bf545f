import LiveSQLite

/// Where a moodboard reference was saved from.
///
/// ```swift
/// ReferenceSource.instagram.title  // "Instagram"
/// ```
public enum ReferenceSource: String, CaseIterable, Hashable, Sendable, SQLConvertible {
    case instagram, pinterest, safari, photos

    public var title: String {
        switch self {
        case .instagram: return "Instagram"
        case .pinterest: return "Pinterest"
        case .safari: return "Safari"
        case .photos: return "Photos"
        }
    }

    /// Web sources keep the link they were saved from; your own photos need none.
    public var needsLink: Bool { self != .photos }
}
