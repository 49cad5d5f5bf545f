import Foundation
import LiveSQLite
import Testing

@testable import SecondSkin

@MainActor
@Suite struct SessionReviewModelTests {
    func make(_ db: Database, _ session: UUID = SampleData.Key.sessionAwaitingReview) throws -> SessionReviewModel {
        try SessionReviewModel(sessionID: session, database: db, dependencies: sample)
    }

    @Test func startsFromThePlannedLengthWithNothingPicked() throws {
        let model = try make(SampleData.makeDatabase())
        #expect(model.title == "Horseshoe with Sasha Reyes")
        #expect(model.whenText == "Wed 18 Nov, 15:00")
        #expect(model.depositText == "Includes the €50 deposit")
        #expect(model.hours == 1.5 && model.cost == nil && model.pain == nil && model.notes == "")
        #expect(!model.isReviewed && !model.isMissing)
        #expect(SessionReviewModel.painScale == Array(0...10) && SessionReviewModel.painLabel(9) == "Worst ever")
    }

    @Test func savingWritesTheReviewAndTheBookedPieceStartsHealing() async throws {
        let db = try SampleData.makeDatabase()
        let model = try make(db)
        model.hours = 1.25
        model.cost = 180.5
        model.pain = 6
        model.notes = " Top of the foot, ouch. "
        try model.save()
        await db.settled()
        let review = try #require(model.review.value)
        #expect(review.hours == 1.25 && review.costCents == 18_050 && review.pain == 6 && review.notes == "Top of the foot, ouch.")
        #expect(review.reviewedAt == iso("2026-11-20T09:41:00Z"))
        #expect(model.isReviewed && model.inputError == nil)
        let piece = try db.read { try $0.query("SELECT status, day FROM pieces WHERE title = 'Horseshoe'").first }
        #expect(piece?.values == [.text("healing"), .text("2026-11-18")])
    }

    @Test func editingASavedReviewReplacesIt() async throws {
        let db = try SampleData.makeDatabase()
        let model = try make(db, SampleID.session(2))  // the Red rose
        #expect(model.isReviewed && model.hours == 3 && model.cost == 380 && model.pain == 4)
        model.pain = 5
        try model.save()
        await db.settled()
        #expect(model.review.value?.pain == 5 && model.review.value?.costCents == 38_000)
        #expect(try db.count("session_reviews") == 10)
        #expect(try db.read { try $0.scalar("SELECT status FROM pieces WHERE id = ?", [SampleData.Key.rose], as: String.self) } == "healed")
    }

    @Test func painElevenNegativeCostAndImpossibleHoursAreRefusedAndNothingIsWritten() throws {
        let db = try SampleData.makeDatabase()
        let model = try make(db)
        let before = try db.dump()
        model.cost = 180
        #expect(throws: InputError.missingPain) { try model.save() }
        model.pain = 11
        #expect(throws: InputError.painOutOfRange(11)) { try model.save() }
        #expect(model.inputError?.message == "Pain is a score from 0 to 10, not 11.")
        #expect(model.inputError?.field == .pain)
        model.pain = 6
        model.cost = -20
        #expect(throws: InputError.negativeCost) { try model.save() }
        #expect(model.inputError?.message == "The cost can't be negative.")
        model.cost = nil
        #expect(throws: InputError.missingCost) { try model.save() }
        model.cost = 180
        model.hours = -1
        #expect(throws: InputError.hoursOutOfRange) { try model.save() }
        model.hours = 30
        #expect(throws: InputError.hoursOutOfRange) { try model.save() }
        #expect(try db.dump() == before)
    }

    @Test func aSessionStillToComeCannotBeReviewed() throws {
        let db = try SampleData.makeDatabase()
        let model = try make(db, SampleData.Key.nextSession)
        let before = try db.dump()
        model.cost = 200
        model.pain = 3
        #expect(throws: InputError.sessionNotStarted) { try model.save() }
        #expect(model.inputError?.message == "You can say how it went once the session has started.")
        #expect(try db.dump() == before)
    }

    @Test func aDeletedSessionIsReportedNotCrashed() throws {
        let db = try SampleData.makeDatabase()
        let model = try make(db, UUID())
        #expect(model.isMissing && model.title == "How did it go?")
        model.cost = 10
        model.pain = 1
        #expect(throws: InputError.notFound) { try model.save() }
    }
}
