import LiveSQLite
import Observation

/// The shelves screen's model: every item from one live query, grouped by shelf, soonest
/// first. Using an item writes to the database; the query brings the new count back.
///
/// ```swift
/// let model = try ShelfModel(database: db)
/// model.shelves.map(\.shelf)   // [.fridge, .freezer, .cupboard]
/// try model.use(model.items.value[0])
/// ```
@MainActor
@Observable
public final class ShelfModel {
    @ObservationIgnored public let items: LiveQuery<[PantryItem]>
    @ObservationIgnored let database: Database

    public init(database: Database) throws {
        self.database = database
        items = try .all(database, PantryItem.select + " ORDER BY days_left, name")
    }

    /// One shelf and its items, soonest first.
    public struct ShelfGroup: Equatable, Sendable {
        public var shelf: PantryItem.Shelf
        public var items: [PantryItem]
    }

    /// The shelves that hold something, in fridge, freezer, cupboard order.
    public var shelves: [ShelfGroup] {
        PantryItem.Shelf.allCases.compactMap { shelf in
            let onShelf = items.value.filter { $0.shelf == shelf }
            return onShelf.isEmpty ? nil : ShelfGroup(shelf: shelf, items: onShelf)
        }
    }

    /// "2 to use soon" — items expiring or expired.
    public var soonCount: Int { items.value.filter { $0.freshness != .fresh }.count }

    public var isEmpty: Bool { items.value.isEmpty }

    /// Uses one of `item`; the last one leaves the pantry.
    public func use(_ item: PantryItem) throws {
        try database.write { c in
            if item.quantity <= 1 {
                try c.execute("DELETE FROM items WHERE id = ?", [item.id])
            } else {
                try c.execute("UPDATE items SET quantity = quantity - 1 WHERE id = ?", [item.id])
            }
        }
    }
}
