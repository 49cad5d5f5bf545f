import LiveSQLite

/// Second Skin's hand-written SQL migrations, in order. Never edit a shipped migration: add one.
/// Each later migration lives in `Migrations/`, one file per migration.
///
/// ```swift
/// try db.migrate(Schema.migrations)
/// ```
public enum Schema {
    public static let migrations: [Migration] = [
        Migration(
            "001_profile",
            """
            CREATE TABLE profile (
                id INTEGER PRIMARY KEY CHECK (id = 1),
                name TEXT NOT NULL CHECK (length(trim(name)) > 0),
                photo_path TEXT,
                currency TEXT NOT NULL DEFAULT 'EUR' CHECK (length(currency) = 3),
                onboarded INTEGER NOT NULL DEFAULT 0 CHECK (onboarded IN (0, 1))
            );
            """),
        bodyRegions,
        artistsAndPieces,
        photos,
        sessions,
        moodboards,
        aftercare,
    ]

    /// Second Skin's identity in its files: `application_id` "SSKN" and the migrations above.
    public static let database = DatabaseSchema(applicationID: 0x5353_4B4E, migrations: migrations)
}
