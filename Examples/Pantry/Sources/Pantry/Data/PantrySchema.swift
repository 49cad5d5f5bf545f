import LiveSQLite

/// Pantry's tables: what is on which shelf, how many, and how many days it keeps.
///
/// ```swift
/// try db.migrate(PantrySchema.migrations)
/// ```
public enum PantrySchema {
    public static let migrations = [
        Migration(
            "1-items",
            """
            CREATE TABLE items (
                id INTEGER PRIMARY KEY,
                name TEXT NOT NULL CHECK (length(name) > 0),
                shelf TEXT NOT NULL CHECK (shelf IN ('fridge', 'freezer', 'cupboard')),
                quantity INTEGER NOT NULL DEFAULT 1 CHECK (quantity >= 0),
                days_left INTEGER NOT NULL
            )
            """)
    ]
}
