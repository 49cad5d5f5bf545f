import ScreenLayout

/// The four tabs of the app, always present on phone.
///
/// ```swift
/// TabBar.view(selected: .collection)
/// ```
public enum AppTab: String, CaseIterable, Sendable {
    case collection, ideas, bookings, stats

    public var title: String {
        switch self {
        case .collection: return "Collection"
        case .ideas: return "Ideas"
        case .bookings: return "Bookings"
        case .stats: return "Stats"
        }
    }

    public var icon: IconName {
        switch self {
        case .collection: return .collection
        case .ideas: return .ideas
        case .bookings: return .calendar
        case .stats: return .stats
        }
    }
}
