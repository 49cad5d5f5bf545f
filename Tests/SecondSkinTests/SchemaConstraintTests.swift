import Foundation
import LiveSQLite
import Testing

@testable import SecondSkin

/// The database itself refuses impossible rows, whatever code writes them.
@Suite struct SchemaConstraintTests {
    func rejects(_ sql: String, _ arguments: [any SQLConvertible] = [], mentioning fragment: String, in db: Database) {
        #expect {
            try db.write { try $0.execute(sql, arguments) }
        } throws: { error in
            "\(error)".contains(fragment)
        }
    }

    @Test func reviewsRejectPainOutsideZeroToTenAndNegativeMoney() throws {
        let db = try SampleData.makeDatabase()
        let session = SampleData.Key.sessionAwaitingReview
        let insert = "INSERT INTO session_reviews (session_id, hours, cost_cents, pain, reviewed_at) VALUES (?, ?, ?, ?, '2026-11-20T09:41:00Z')"
        rejects(insert, [session, 2.0, 10_000, 11], mentioning: "CHECK constraint failed", in: db)
        rejects(insert, [session, 2.0, 10_000, -1], mentioning: "CHECK constraint failed", in: db)
        rejects(insert, [session, 2.0, 10_000, 4.5], mentioning: "CHECK constraint failed", in: db)
        rejects(insert, [session, 2.0, -1, 4], mentioning: "CHECK constraint failed", in: db)
        rejects(insert, [session, -0.5, 10_000, 4], mentioning: "CHECK constraint failed", in: db)
        #expect(try db.read { try $0.scalar("SELECT count(*) FROM session_reviews WHERE session_id = ?", [session], as: Int.self) } == 0)
    }

    @Test func namesAndTitlesCannotBeBlank() throws {
        let db = try SampleData.makeDatabase()
        rejects("INSERT INTO artists (id, name, created_at) VALUES (?, '  ', '2026-01-01T00:00:00Z')", [UUID()], mentioning: "CHECK", in: db)
        rejects(
            "INSERT INTO pieces (id, title, status, created_at) VALUES (?, '', 'idea', '2026-01-01T00:00:00Z')", [UUID()], mentioning: "CHECK",
            in: db)
        rejects("INSERT INTO moodboards (id, title, created_at) VALUES (?, ' ', '2026-01-01T00:00:00Z')", [UUID()], mentioning: "CHECK", in: db)
    }

    @Test func foreignKeysAndEnumeratedValuesAreEnforced() throws {
        let db = try SampleData.makeDatabase()
        rejects(
            "INSERT INTO pieces (id, title, status, artist_id, created_at) VALUES (?, 'X', 'idea', ?, '2026-01-01T00:00:00Z')",
            [UUID(), UUID()], mentioning: "FOREIGN KEY", in: db)
        rejects(
            "INSERT INTO pieces (id, title, status, region_id, created_at) VALUES (?, 'X', 'idea', 'tail', '2026-01-01T00:00:00Z')",
            [UUID()], mentioning: "FOREIGN KEY", in: db)
        rejects(
            "INSERT INTO pieces (id, title, status, created_at) VALUES (?, 'X', 'inked', '2026-01-01T00:00:00Z')", [UUID()],
            mentioning: "CHECK", in: db)
        rejects(
            "INSERT INTO pieces (id, title, status, day, created_at) VALUES (?, 'X', 'healed', '2026-02-30', '2026-01-01T00:00:00Z')",
            [UUID()], mentioning: "CHECK", in: db)
        rejects(
            "INSERT INTO photos (id, piece_id, file_name, position, taken_at) VALUES (?, ?, '../etc/passwd', 9, '2026-01-01T00:00:00Z')",
            [UUID(), SampleData.Key.rose], mentioning: "CHECK", in: db)
        rejects(
            """
            INSERT INTO moodboard_references (id, board_id, source, image_file, position, added_at)
            VALUES (?, ?, 'instagram', 'x.png', 9, '2026-01-01T00:00:00Z')
            """, [UUID(), SampleData.Key.koiBoard], mentioning: "CHECK", in: db)
    }

    @Test func checkInsStopAtTheStepsTimesPerDay() throws {
        let db = try SampleData.makeDatabase()
        let sun = SampleID.step(5)  // once a day, done today
        rejects(
            "INSERT INTO aftercare_checkins (step_id, day, occurrence, done_at) VALUES (?, '2026-11-20', 2, '2026-11-20T10:00:00Z')", [sun],
            mentioning: "more times a day than it asks for", in: db)
    }

    @Test func deletingAPieceTakesItsPhotosSessionsAndRoutinesWithIt() async throws {
        let db = try SampleData.makeDatabase()
        try db.write { try $0.execute("DELETE FROM pieces WHERE id = ?", [SampleData.Key.skull]) }
        for table in ["photos", "sessions", "aftercare_routines"] {
            #expect(try db.read { try $0.scalar("SELECT count(*) FROM \(table) WHERE piece_id = ?", [SampleData.Key.skull], as: Int.self) } == 0)
        }
        #expect(
            try db.read { try $0.scalar("SELECT count(*) FROM aftercare_steps WHERE routine_id = ?", [SampleData.Key.activeRoutine], as: Int.self) }
                == 0)
    }
}
