import Foundation
import LiveSQLite
import ModelTesting
import Testing

@testable import SecondSkin

/// Stats has no actions of its own: these steps show which other screens' actions reach it,
/// and that the rest leave it alone.
@MainActor
@Suite struct StatsModelStoreTests {
    @Test func addingAHealedPieceCountsItAndMovingAReferenceDoesNot() async throws {
        let db = try SampleData.makeDatabase()
        let store = try sampleStore(db) { try StatsModel(database: db, dependencies: .current) }
        let board = try sampleStore(db) { try BoardDetailModel(boardID: SampleData.Key.koiBoard, database: db, dependencies: .current) }
        let last = board.model.references.value[3]
        try await board.send {
            try $0.moveReference(last.id, to: 0)
        } changes: {
            $0.references.value = [last] + $0.references.value.dropLast()
            for i in 0..<4 { $0.references.value[i].position = i }
        }
        try await store.expectUnchanged()
        let pieces = try #require(store.model.summary.value?.piecesOnSkin)
        // Adding a healed piece elsewhere, in a step of the Stats store: it is counted, nothing else.
        let add = try AddPieceModel(database: db, dependencies: .sample)
        add.title = "Lighthouse"
        try await store.send { _ in
            try add.save()
        } changes: {
            $0.summary.value?.piecesOnSkin = pieces + 1
        }
    }

    /// Reviewing the Horseshoe's session, in a step of the Stats store: the summary, the go-to
    /// artist and the most painful session become what the same review gives by hand.
    @Test func reviewingASessionUpdatesEveryFigureThatReadsReviews() async throws {
        let db = try SampleData.makeDatabase()
        let store = try sampleStore(db) { try StatsModel(database: db, dependencies: .current) }
        let id = SampleData.Key.sessionAwaitingReview
        let review = try SessionReviewModel(sessionID: id, database: db, dependencies: .sample)
        (review.hours, review.cost, review.pain) = (2, 180, 10)
        let copy = try SampleData.makeDatabase()
        try copy.write { c in
            try c.execute(
                "INSERT INTO session_reviews (session_id, hours, cost_cents, pain, reviewed_at) VALUES (?, 2, 18000, 10, ?)",
                [id, iso("2026-11-20T09:41:00Z")])
            try c.execute("UPDATE pieces SET status = 'healing' WHERE id = ?", [SampleID.piece(11)])
        }
        let expected = try StatsModel(database: copy, dependencies: .sample)
        #expect(expected.mostPainful.value?.pieceTitle == "Horseshoe")
        try await store.send { _ in
            try review.save()
        } changes: {
            $0.summary.value = expected.summary.value
            $0.goToArtist.value = expected.goToArtist.value
            $0.mostPainful.value = expected.mostPainful.value
        }
    }
}
