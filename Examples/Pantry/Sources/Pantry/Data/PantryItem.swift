import LiveSQLite

/// One thing in the pantry, as its row holds it.
///
/// ```swift
/// let milk = PantryItem(id: 1, name: "Milk", shelf: .fridge, quantity: 2, daysLeft: 3)
/// milk.freshness  // .expiring
/// ```
public struct PantryItem: RowDecodable, Equatable, Sendable, Identifiable {
    public enum Shelf: String, CaseIterable, Sendable {
        case fridge, freezer, cupboard

        /// "Fridge".
        public var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
    }

    public var id: Int
    public var name: String
    public var shelf: Shelf
    public var quantity: Int
    public var daysLeft: Int

    public init(id: Int, name: String, shelf: Shelf, quantity: Int, daysLeft: Int) {
        (self.id, self.name, self.shelf, self.quantity, self.daysLeft) = (id, name, shelf, quantity, daysLeft)
    }

    public init(row: Row) throws {
        id = try row["id"]
        name = try row["name"]
        let shelfName: String = try row["shelf"]
        shelf = Shelf(rawValue: shelfName) ?? .cupboard
        quantity = try row["quantity"]
        daysLeft = try row["days_left"]
    }

    public static let select = "SELECT id, name, shelf, quantity, days_left FROM items"

    public var freshness: Freshness { Freshness(daysLeft: daysLeft) }
}

/// How soon an item must be eaten.
///
/// ```swift
/// Freshness(daysLeft: 0)  // .expired
/// ```
public enum Freshness: Equatable, Sendable {
    case fresh, expiring, expired

    public init(daysLeft: Int) {
        self = daysLeft < 0 ? .expired : daysLeft <= 3 ? .expiring : .fresh
    }
}
