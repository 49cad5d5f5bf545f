import Foundation
import LiveSQLite

/// The deterministic sample data behind previews and snapshots: Maya's journal on Friday
/// 2026-11-20 09:41 UTC (``Dependencies/sample``'s "now"). Four artists; twelve pieces (eight
/// healed, one healing, two booked, one idea); eleven reviewed sessions and one awaiting its
/// review; two upcoming bookings, the next on Fri 27 Nov; three moodboards; an active aftercare
/// routine on day 9 with today's check-ins partly done. Photos are file names of
/// ``SamplePhotos``.
///
/// ```swift
/// let db = try SampleData.makeDatabase()        // migrated, filled, in memory
/// let first = try SampleData.makeEmptyDatabase() // first launch: migrated, no journal rows
/// ```
public enum SampleData {
    public static let profileName = "Maya"
    public static let currency = "EUR"

    /// The journal's key rows, for tests and previews that open a detail screen.
    ///
    /// ```swift
    /// try PieceDetailModel(pieceID: SampleData.Key.rose, database: db, dependencies: .sample)
    /// ```
    public enum Key {
        /// "Red rose", healed, one photo, one reviewed session.
        public static let rose = SampleID.piece(2)
        /// "Skull", healing, the active aftercare routine.
        public static let skull = SampleID.piece(9)
        /// "Spider web", booked: the next-up session.
        public static let spiderWeb = SampleID.piece(10)
        /// "Koi & waves", an idea with a moodboard.
        public static let koi = SampleID.piece(12)
        /// The session on Fri 27 Nov 2026, 14:00: next up.
        public static let nextSession = SampleID.session(12)
        /// The Horseshoe session on Wed 18 Nov 2026: over, awaiting "How did it go?".
        public static let sessionAwaitingReview = SampleID.session(11)
        /// "Koi & waves", four references.
        public static let koiBoard = SampleID.board(1)
        /// The Skull's routine, started 2026-11-12.
        public static let activeRoutine = SampleID.routine(1)
    }

    /// Fills a migrated, empty database.
    public static func install(into db: Database) throws {
        try db.write { c in
            try c.execute("INSERT INTO profile (id, name, currency, onboarded) VALUES (1, ?, ?, 1)", [profileName, currency])
            try insertJournal(c)
            try insertIdeas(c)
            try insertAftercare(c)
        }
    }

    /// A migrated database with the sample data, in memory or at `path`. A file that already
    /// has a profile is only migrated, never refilled.
    public static func makeDatabase(at path: String? = nil) throws -> Database {
        let db = try path.map { try Database(path: $0, access: .create, schema: Schema.database) } ?? Database.inMemory()
        try db.migrate(Schema.database)
        let hasProfile = try db.read { try $0.scalar("SELECT count(*) FROM profile", as: Int.self) } ?? 0
        if hasProfile == 0 { try install(into: db) }
        return db
    }

    /// First launch: migrated, with the body-surface model (reference data) and nothing else;
    /// no profile until About you is finished.
    public static func makeEmptyDatabase(at path: String? = nil) throws -> Database {
        let db = try path.map { try Database(path: $0, access: .create, schema: Schema.database) } ?? Database.inMemory()
        try db.migrate(Schema.database)
        return db
    }
}
