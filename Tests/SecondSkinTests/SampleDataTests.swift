import Foundation
import LiveSQLite
import Testing

@testable import SecondSkin

/// The sample journal is what PRODUCT.md promises, and the stats SQL computes the right numbers
/// from it.
@Suite struct SampleDataTests {
    func count(_ sql: String, _ db: Database) throws -> Int {
        try db.read { try $0.scalar(sql, as: Int.self) } ?? -1
    }

    @Test func theJournalHasEveryStateAScreenShows() throws {
        let db = try SampleData.makeDatabase()
        let statuses = try db.read { c in
            try c.query("SELECT status, count(*) AS n FROM pieces GROUP BY status ORDER BY status").map {
                "\(try $0["status"] as String)=\(try $0["n"] as Int)"
            }
        }
        #expect(statuses == ["booked=2", "healed=8", "healing=1", "idea=1"])
        #expect(try count("SELECT count(*) FROM artists", db) == 4)
        #expect(try count("SELECT count(*) FROM session_reviews", db) == 10)
        #expect(try count("SELECT count(*) FROM sessions WHERE starts_at > '2026-11-20T09:41:00Z'", db) == 2)
        #expect(try count("SELECT count(*) FROM moodboards", db) == 3)
        #expect(try count("SELECT count(*) FROM aftercare_routines WHERE ended_day IS NULL", db) == 1)
        #expect(try db.read { try $0.query("PRAGMA foreign_key_check") }.isEmpty)
    }

    @Test func everyPhotoTheDatabaseNamesIsAGeneratedSamplePhoto() throws {
        let db = try SampleData.makeDatabase()
        let files = try db.read { c in
            try c.query(
                """
                SELECT file_name AS f FROM photos UNION SELECT image_file FROM moodboard_references WHERE image_file IS NOT NULL
                UNION SELECT photo_path FROM profile WHERE photo_path IS NOT NULL
                """
            ).map { try $0["f"] as String }
        }
        let generated = Set(SamplePhotos.all.map(\.fileName))
        #expect(!files.isEmpty)
        #expect(files.filter { !generated.contains($0) } == [])
    }

    @Test func statsAreComputedBySQL() throws {
        let db = try SampleData.makeDatabase()
        let summary = try #require(try db.read { try $0.query(StatsQueries.summary).first.map(StatsSummary.init(row:)) })
        #expect(summary.hoursInChair == 36.75)
        #expect(summary.spentCents == 474_000)  // ten reviews €4,630 + unreviewed deposits €110
        #expect(summary.currency == "EUR")
        #expect(abs(summary.skinCovered - 1365.0 / 18_000) < 1e-12)
        #expect(summary.piecesOnSkin == 9)
        #expect(summary.healingCount == 1)
        #expect(summary.bookedCount == 2)
        #expect(summary.ideaCount == 1)
        #expect(summary.sessionCount == 10)
        #expect(summary.artistCount == 4)
        #expect(summary.averagePain == 5.6)
        let goTo = try db.read { try $0.query(StatsQueries.goToArtist).first.map(ArtistTally.init(row:)) }
        #expect(goTo?.name == "Sasha Reyes" && goTo?.pieceCount == 4 && goTo?.hours == 12.25)
        let painful = try db.read { try $0.query(StatsQueries.mostPainful).first.map(PainfulSession.init(row:)) }
        #expect(painful?.pieceTitle == "Moth" && painful?.pain == 9 && painful?.regionName == "Upper back")
    }

    @Test func coverageIsCappedPerRegionAndAtTheWholeBody() throws {
        let db = try SampleData.makeDatabase()
        // 2,000 cm² more on the right hand, a region of 2 % = 360 cm²: only the region's area counts.
        try db.write { c in
            try c.execute(
                "INSERT INTO pieces (id, title, region_id, area_cm2, status, created_at) VALUES (?, 'Glove', 'right_hand', 2000, 'healed', '2026-01-01T00:00:00Z')",
                [UUID()])
        }
        var covered = try db.read { try $0.scalar("SELECT skin_covered FROM (\(StatsQueries.summary))", as: Double.self) }
        #expect(abs(covered! - (1365.0 + 360) / 18_000) < 1e-12)
        // Every region full: exactly 100 %, never more.
        try db.write { c in
            try c.execute(
                """
                INSERT INTO pieces (id, title, region_id, area_cm2, status, created_at)
                SELECT printf('%08d', position) || '-0000-4000-8000-000000000000', 'Bodysuit', id, 18000, 'healed',
                    '2026-01-01T00:00:00Z'
                FROM body_regions
                """)
        }
        covered = try db.read { try $0.scalar("SELECT skin_covered FROM (\(StatsQueries.summary))", as: Double.self) }
        #expect(covered == 1)
    }

    @Test func emptyDatabaseGivesZeroStatsAndNoRows() throws {
        let db = try SampleData.makeEmptyDatabase()
        let summary = try #require(try db.read { try $0.query(StatsQueries.summary).first.map(StatsSummary.init(row:)) })
        #expect(summary.hoursInChair == 0 && summary.spentCents == 0 && summary.skinCovered == 0 && summary.piecesOnSkin == 0)
        #expect(summary.averagePain == nil)
        #expect(try db.read { try $0.query(StatsQueries.goToArtist) }.isEmpty)
        #expect(try db.read { try $0.query(StatsQueries.mostPainful) }.isEmpty)
    }

    @Test func aFileThatHasAProfileIsNotRefilled() throws {
        let dir = try temporaryDirectory("sample-file")
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("journal.sqlite").path
        do {
            let db = try SampleData.makeDatabase(at: path)
            try db.write { try $0.execute("DELETE FROM pieces WHERE id = ?", [SampleData.Key.rose]) }
        }
        let reopened = try SampleData.makeDatabase(at: path)
        #expect(try count("SELECT count(*) FROM pieces", reopened) == 11)
    }
}
