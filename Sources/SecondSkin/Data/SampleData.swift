import Foundation
import LiveSQLite

/// The deterministic sample data behind previews and snapshots.
///
/// ```swift
/// let db = try SampleData.makeDatabase()   // migrated, filled, in memory
/// ```
public enum SampleData {
    public static let profileName = "Maya"

    /// Fills a migrated, empty database.
    public static func install(into db: Database) throws {
        try db.write { c in
            try c.execute("INSERT INTO profile (id, name, currency, onboarded) VALUES (1, ?, 'EUR', 0)", [profileName])
        }
    }

    /// A migrated database with the sample data, in memory or at `path`.
    public static func makeDatabase(at path: String? = nil) throws -> Database {
        let db = try path.map { try Database(path: $0) } ?? Database.inMemory()
        try db.migrate(Schema.migrations)
        let hasProfile = try db.read { try $0.scalar("SELECT count(*) FROM profile", as: Int.self) } ?? 0
        if hasProfile == 0 { try install(into: db) }
        return db
    }
}
