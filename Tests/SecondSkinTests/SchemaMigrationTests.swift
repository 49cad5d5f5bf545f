import Foundation
import LiveSQLite
import Testing

@testable import SecondSkin

/// The migrations from an empty file and from every earlier version, with data in it.
@Suite struct SchemaMigrationTests {
    /// Rows each migration's tables can hold, inserted right after that migration, so later
    /// migrations must carry them over.
    static let fixtures: [String: @Sendable (Connection) throws -> Void] = [
        "001_profile": { c in try c.execute("INSERT INTO profile (id, name, currency) VALUES (1, 'Ana', 'GBP')") },
        "003_artists_and_pieces": { c in
            try c.execute(
                "INSERT INTO artists (id, name, created_at) VALUES (?, 'Ink Ed', '2025-01-01T00:00:00Z')", [SampleID.artist(1)])
            try c.execute(
                """
                INSERT INTO pieces (id, title, artist_id, region_id, area_cm2, status, day, created_at)
                VALUES (?, 'Rose', ?, 'left_forearm', 60, 'healed', '2025-01-02', '2025-01-01T00:00:00Z')
                """, [SampleID.piece(1), SampleID.artist(1)])
        },
        "004_photos": { c in
            try c.execute(
                "INSERT INTO photos (id, piece_id, file_name, position, taken_at) VALUES (?, ?, 'rose.png', 0, '2025-01-03T00:00:00Z')",
                [SampleID.photo(1), SampleID.piece(1)])
        },
        "005_sessions": { c in
            try c.execute(
                "INSERT INTO sessions (id, piece_id, starts_at, planned_minutes, deposit_cents) VALUES (?, ?, '2025-01-02T10:00:00Z', 120, 5000)",
                [SampleID.session(1), SampleID.piece(1)])
            try c.execute(
                "INSERT INTO session_reviews (session_id, hours, cost_cents, pain, reviewed_at) VALUES (?, 2, 20000, 4, '2025-01-02T13:00:00Z')",
                [SampleID.session(1)])
        },
        "006_moodboards": { c in
            try c.execute("INSERT INTO moodboards (id, title, created_at) VALUES (?, 'Next', '2025-01-05T00:00:00Z')", [SampleID.board(1)])
            try c.execute(
                """
                INSERT INTO moodboard_references (id, board_id, source, image_file, position, added_at)
                VALUES (?, ?, 'photos', 'rose.png', 0, '2025-01-05T00:00:00Z')
                """, [SampleID.reference(1), SampleID.board(1)])
        },
        "007_aftercare": { c in
            try c.execute(
                "INSERT INTO aftercare_routines (id, piece_id, title, start_day, length_days) VALUES (?, ?, 'Care', '2025-01-02', 14)",
                [SampleID.routine(1), SampleID.piece(1)])
            try c.execute(
                "INSERT INTO aftercare_steps (id, routine_id, title, first_day, last_day, times_per_day, position) VALUES (?, ?, 'Wash', 1, 14, 2, 0)",
                [SampleID.step(1), SampleID.routine(1)])
            try c.execute(
                "INSERT INTO aftercare_checkins (step_id, day, occurrence, done_at) VALUES (?, '2025-01-02', 1, '2025-01-02T20:00:00Z')",
                [SampleID.step(1)])
        },
    ]

    /// Row counts the fixtures leave, per table.
    static let fixtureCounts: [(migration: String, table: String, count: Int)] = [
        ("001_profile", "profile", 1), ("003_artists_and_pieces", "artists", 1), ("003_artists_and_pieces", "pieces", 1),
        ("004_photos", "photos", 1), ("005_sessions", "sessions", 1), ("005_sessions", "session_reviews", 1),
        ("006_moodboards", "moodboards", 1), ("006_moodboards", "moodboard_references", 1), ("007_aftercare", "aftercare_routines", 1),
        ("007_aftercare", "aftercare_steps", 1), ("007_aftercare", "aftercare_checkins", 1),
    ]

    static func schema(of db: Database) throws -> [String] {
        try db.read { c in
            try c.query("SELECT type, name, sql FROM sqlite_master WHERE sql IS NOT NULL ORDER BY type, name").map { row in
                "\(try row["type"] as String) \(try row["name"] as String): \(try row["sql"] as String)"
            }
        }
    }

    @Test func migratesAnEmptyFile() throws {
        let dir = try temporaryDirectory("migrate-empty")
        defer { try? FileManager.default.removeItem(at: dir) }
        let db = try Database(path: dir.appendingPathComponent("journal.sqlite").path, access: .create)
        #expect(try db.migrate(Schema.migrations) == Schema.migrations.map(\.name))
        #expect(try db.migrate(Schema.migrations) == [])
        let tables = try db.read { c in
            try c.query("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").map { try $0["name"] as String }
        }
        #expect(
            tables == [
                "aftercare_checkins", "aftercare_routines", "aftercare_steps", "artists", "body_model", "body_regions", "moodboard_references",
                "moodboards", "photos", "pieces", "profile", "schema_migrations", "session_reviews", "sessions",
            ])
        #expect(try db.read { try $0.scalar("PRAGMA integrity_check", as: String.self) } == "ok")
        #expect(try db.read { try $0.query("PRAGMA foreign_key_check") }.isEmpty)
        // First launch holds reference data only.
        #expect(try db.read { try $0.scalar("SELECT count(*) FROM body_regions", as: Int.self) } == 23)
        #expect(try db.read { try $0.scalar("SELECT count(*) FROM profile", as: Int.self) } == 0)
    }

    static let prefixes = Array(1..<Schema.migrations.count)

    @Test(arguments: prefixes)
    func migratesFromAnEarlierVersionKeepingItsData(_ applied: Int) throws {
        let db = try Database.inMemory()
        let older = Array(Schema.migrations.prefix(applied))
        for (i, migration) in older.enumerated() {
            try db.migrate(Array(older.prefix(i + 1)))
            if let fixture = Self.fixtures[migration.name] { try db.write(fixture) }
        }
        let rest = try db.migrate(Schema.migrations)
        #expect(rest == Schema.migrations.dropFirst(applied).map(\.name))
        for (migration, table, count) in Self.fixtureCounts where older.contains(where: { $0.name == migration }) {
            #expect(try db.read { try $0.scalar("SELECT count(*) FROM \(table)", as: Int.self) } == count, "\(table) after \(migration)")
        }
        #expect(try Self.schema(of: db) == Self.schema(of: SampleData.makeEmptyDatabase()))
        #expect(try db.read { try $0.query("PRAGMA foreign_key_check") }.isEmpty)
    }

    @Test func bodyModelSharesAddUpToTheWholeBody() throws {
        let db = try SampleData.makeEmptyDatabase()
        #expect(try db.read { try $0.scalar("SELECT sum(share_percent) FROM body_regions", as: Double.self) } == 100)
        #expect(try db.read { try $0.scalar("SELECT surface_cm2 FROM body_model", as: Double.self) } == 18_000)
        let sides = try db.read { c in try c.query("SELECT DISTINCT side FROM body_regions ORDER BY side").map { try $0["side"] as String } }
        #expect(sides == ["back", "front"])
    }

    @Test func unknownFutureMigrationIsRefused() throws {
        let db = try SampleData.makeEmptyDatabase()
        try db.migrate(Schema.migrations + [Migration("999_future", "CREATE TABLE later (id INTEGER)")])
        #expect(throws: DatabaseOpenError.newerSchema(path: ":memory:", unknownMigrations: ["999_future"])) { try db.migrate(Schema.migrations) }
    }
}
