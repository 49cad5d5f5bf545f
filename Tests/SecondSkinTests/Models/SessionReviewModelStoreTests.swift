import Foundation
import LiveSQLite
import ModelTesting
import Testing

@testable import SecondSkin

/// "How did it go?" as store steps: reviewing the Horseshoe's session, and refused reviews.
@MainActor
@Suite struct SessionReviewModelStoreTests {
    @Test func reviewingASessionWritesTheReviewAndReachesBookingsAndStats() async throws {
        let db = try SampleData.makeDatabase()
        let id = SampleData.Key.sessionAwaitingReview
        let store = try sampleStore(db) { try SessionReviewModel(sessionID: id, database: db, dependencies: .current) }
        let bookings = try BookingsModel(database: db, dependencies: .sample)
        let ideas = try sampleStore(db) { try IdeasModel(database: db, dependencies: .current) }
        let stats = try StatsModel(database: db, dependencies: .sample)
        // The review as the live query decodes it, read from a copy of the journal reviewed by hand.
        let copy = try SampleData.makeDatabase()
        try copy.write {
            try $0.execute(
                "INSERT INTO session_reviews (session_id, hours, cost_cents, pain, notes, reviewed_at) VALUES (?, 2, 18000, 6, 'Buzzy', ?)",
                [id, iso("2026-11-20T09:41:00Z")])
        }
        let review = try SessionReviewModel(sessionID: id, database: copy, dependencies: .sample).review.value
        #expect(review?.costCents == 18_000)
        try await store.send {
            $0.hours = 2
            $0.cost = 180
            $0.pain = 6
            $0.notes = " Buzzy "
            try $0.save()
        } changes: {
            $0.hours = 2
            $0.cost = 180
            $0.pain = 6
            $0.notes = " Buzzy "
            $0.review.value = review
        }
        // Reviewed, it leaves Bookings' "How did it go?"; the boards do not change.
        #expect(!bookings.bookings.value.contains { $0.id == id } && bookings.awaitingReview.isEmpty)
        try await ideas.expectUnchanged()
        // Stats: one more reviewed session (its hours, cost and pain), the Horseshoe healing.
        let reviewed = try StatsModel(database: copy, dependencies: .sample)
        try copy.write { try $0.execute("UPDATE pieces SET status = 'healing' WHERE id = ?", [SampleID.piece(11)]) }
        await copy.settled()
        #expect(stats.summary.value == reviewed.summary.value && stats.summary.value?.healingCount == 2)
        #expect(stats.goToArtist.value == reviewed.goToArtist.value && stats.mostPainful.value == reviewed.mostPainful.value)
    }

    @Test(arguments: [
        (Optional(11), 2.0, Optional(180.0), InputError.painOutOfRange(11)), (nil, 2, 180, .missingPain), (5, 25, 180, .hoursOutOfRange),
        (5, 2, nil, .missingCost), (5, 2, -1, .negativeCost),
    ])
    func aRefusedReviewLeavesTheFileByteIdentical(_ pain: Int?, _ hours: Double, _ cost: Double?, _ error: InputError) async throws {
        let file = try SampleFile()
        defer { file.remove() }
        let db = file.database
        let id = SampleData.Key.sessionAwaitingReview
        let store = try sampleStore(db) { try SessionReviewModel(sessionID: id, database: db, dependencies: .current) }
        let before = try file.bytes()
        let planned = store.model.hours
        await #expect(throws: error) {
            try await store.send(databaseUnchanged: true) {
                $0.pain = pain
                $0.hours = hours
                $0.cost = cost
                try $0.save()
            } changes: {
                $0.pain = pain
                if hours != planned { $0.hours = hours }
                $0.cost = cost
                $0.inputError = error
            }
        }
        #expect(try file.bytes() == before)
    }

    @Test func aSessionNotStartedYetCannotBeReviewed() async throws {
        let file = try SampleFile()
        defer { file.remove() }
        let db = file.database
        let store = try sampleStore(db) { try SessionReviewModel(sessionID: SampleData.Key.nextSession, database: db, dependencies: .current) }
        let before = try file.bytes()
        await #expect(throws: InputError.sessionNotStarted) {
            try await store.send(databaseUnchanged: true) {
                try $0.save()
            } changes: {
                $0.inputError = .sessionNotStarted
            }
        }
        #expect(try file.bytes() == before)
    }
}
