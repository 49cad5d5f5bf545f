import LiveSQLite
import Observation

/// One item's detail, re-fetched only when its own row changes.
///
/// ```swift
/// let model = try ItemModel(id: 1, database: db)
/// model.item?.name   // "Milk"
/// ```
@MainActor
@Observable
public final class ItemModel {
    @ObservationIgnored public let row: LiveQuery<PantryItem?>

    public init(id: Int, database: Database) throws {
        row = try .one(database, PantryItem.select + " WHERE id = ?", [id])
    }

    public var item: PantryItem? { row.value }

    /// "3 days left", "1 day left", "Today", "2 days ago".
    public var keepsFor: String {
        guard let days = item?.daysLeft else { return "" }
        switch days {
        case 0: return "Today"
        case 1: return "1 day left"
        case 2...: return "\(days) days left"
        case -1: return "1 day ago"
        default: return "\(-days) days ago"
        }
    }
}
