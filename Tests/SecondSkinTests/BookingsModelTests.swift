import Foundation
import LiveSQLite
import Testing

@testable import SecondSkin

@MainActor
@Suite struct BookingsModelTests {
    @Test func upcomingWithTheNextOneHighlightedAndSessionsAwaitingAReview() throws {
        let model = try BookingsModel(database: SampleData.makeDatabase(), dependencies: sample)
        let next = try #require(model.nextUp)
        #expect(next.id == SampleData.Key.nextSession && next.pieceTitle == "Spider web" && next.artistName == "Jonas Kirk")
        #expect(next.coverFile == "flash-spiderweb.png" && next.studio == "Blackbird Studio" && next.city == "Berlin")
        #expect(model.whenText(next) == "Fri 27 Nov, 14:00")
        #expect(model.countdownText(next) == "in 7 days")
        #expect(model.detailText(next) == "2 h · €60 deposit")
        #expect(model.later.map(\.pieceTitle) == ["Panther"])
        #expect(model.detailText(model.later[0]) == "1 h")
        #expect(model.awaitingReview.map(\.pieceTitle) == ["Horseshoe"])
        #expect(model.countdownText(model.awaitingReview[0]) == "2 days ago")
        #expect(!model.isEmpty)
    }

    @Test func bookingASoonerSessionMakesItNextUpAndTheIdeaBooked() async throws {
        let db = try SampleData.makeDatabase()
        let model = try BookingsModel(database: db, dependencies: sample)
        let id = try model.book(pieceID: SampleData.Key.koi, startsAt: iso("2026-11-21T10:00:00Z"), plannedMinutes: 60, depositCents: 10_000)
        await db.settled()
        #expect(model.nextUp?.id == id && model.nextUp?.pieceTitle == "Koi & waves")
        #expect(model.countdownText(model.nextUp!) == "tomorrow")
        #expect(model.later.map(\.pieceTitle) == ["Spider web", "Panther"])
        #expect(try db.read { try $0.scalar("SELECT status FROM pieces WHERE id = ?", [SampleData.Key.koi], as: String.self) } == "booked")
        try model.cancel(id)
        await db.settled()
        #expect(model.nextUp?.pieceTitle == "Spider web")
    }

    @Test func impossibleBookingsAreRefusedAndNothingIsWritten() throws {
        let db = try SampleData.makeDatabase()
        let model = try BookingsModel(database: db, dependencies: sample)
        let before = try db.dump()
        let start = iso("2026-12-01T10:00:00Z")
        #expect(throws: InputError.plannedLengthOutOfRange) { try model.book(pieceID: SampleData.Key.koi, startsAt: start, plannedMinutes: 0) }
        #expect(throws: InputError.negativeDeposit) {
            try model.book(pieceID: SampleData.Key.koi, startsAt: start, plannedMinutes: 60, depositCents: -1)
        }
        #expect(model.inputError?.message == "The deposit can't be negative.")
        #expect(throws: InputError.notFound) { try model.book(pieceID: UUID(), startsAt: start, plannedMinutes: 60) }
        #expect(try db.dump() == before)
    }

    @Test func emptyJournalHasNothingBooked() throws {
        let model = try BookingsModel(database: SampleData.makeEmptyDatabase(), dependencies: sample)
        #expect(model.isEmpty && model.nextUp == nil && model.later.isEmpty && model.awaitingReview.isEmpty)
    }
}
