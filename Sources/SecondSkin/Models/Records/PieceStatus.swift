import LiveSQLite

/// Where a piece is on its way from idea to healed.
///
/// ```swift
/// PieceStatus.healing.title  // "Healing"
/// PieceStatus.healed.isOnSkin  // true
/// ```
public enum PieceStatus: String, CaseIterable, Hashable, Sendable, SQLConvertible {
    case idea, booked, healing, healed

    public var title: String {
        switch self {
        case .idea: return "Idea"
        case .booked: return "Booked"
        case .healing: return "Healing"
        case .healed: return "Healed"
        }
    }

    /// Healing and healed pieces are tattooed: they count for the Collection and the stats.
    public var isOnSkin: Bool { self == .healing || self == .healed }
}
