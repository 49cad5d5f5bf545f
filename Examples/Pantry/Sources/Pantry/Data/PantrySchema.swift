import LiveSQLite

/// Pantry's tables: what is on which shelf, how many, and how many days it keeps.
///
/// ```swift
/// try db.migrate(PantrySchema.database)
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

    /// Pantry's identity in its files: `application_id` "PANT" and the migrations above.
    public static let database = DatabaseSchema(applicationID: 0x5041_4E54, migrations: migrations)
}
