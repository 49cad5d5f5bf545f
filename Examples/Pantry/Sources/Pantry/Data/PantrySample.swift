import LiveSQLite
import ScreenCatalog

/// The sample pantry the screens are previewed and snapshotted with.
///
/// ```swift
/// let db = try PantrySample.makeDatabase()   // migrated, filled, in memory
/// ```
public enum PantrySample {
    public static let items: [(String, PantryItem.Shelf, Int, Int)] = [
        ("Milk", .fridge, 2, 3), ("Greek yoghurt", .fridge, 4, 6), ("Spinach", .fridge, 1, -1),
        ("Peas", .freezer, 1, 120), ("Sourdough", .freezer, 2, 40),
        ("Basmati rice", .cupboard, 1, 300), ("Chickpeas", .cupboard, 3, 500), ("Oat biscuits", .cupboard, 1, 2),
    ]

    /// A migrated database with the sample items, in memory or at `path`. A file that already
    /// has items is only migrated, never refilled.
    public static func makeDatabase(at path: String? = nil) throws -> Database {
        let db = try makeEmptyDatabase(at: path)
        let count = try db.read { try $0.scalar("SELECT count(*) FROM items", as: Int.self) } ?? 0
        guard count == 0 else { return db }
        try db.write { c in
            for (name, shelf, quantity, days) in items {
                try c.execute(
                    "INSERT INTO items (name, shelf, quantity, days_left) VALUES (?, ?, ?, ?)", [name, shelf.rawValue, quantity, days])
            }
        }
        return db
    }

    /// A migrated database with nothing in it: the first launch.
    public static func makeEmptyDatabase(at path: String? = nil) throws -> Database {
        let db = try path.map { try Database(path: $0, access: .create, schema: PantrySchema.database) } ?? Database.inMemory()
        try db.migrate(PantrySchema.database)
        return db
    }
}

extension DatabaseFixture {
    /// ``PantrySample``'s items.
    public static let pantry = DatabaseFixture(name: "sample pantry") { try PantrySample.makeDatabase() }
    /// The first launch: no items.
    public static let emptyPantry = DatabaseFixture(name: "empty pantry") { try PantrySample.makeEmptyDatabase() }
}
