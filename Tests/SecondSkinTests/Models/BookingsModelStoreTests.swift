import Foundation
import LiveSQLite
import ModelTesting
import Testing

@testable import SecondSkin

/// Bookings' actions as store steps: booking a session for an idea, cancelling one, refusals.
@MainActor
@Suite struct BookingsModelStoreTests {
    @Test func bookingAnIdeaAddsTheSessionAndMovesThePieceToBooked() async throws {
        let db = try SampleData.makeDatabase()
        let store = try sampleStore(db) { try BookingsModel(database: db, dependencies: .current) }
        let ideas = try sampleStore(db) { try IdeasModel(database: db, dependencies: .current) }
        let collection = try sampleStore(db) { try CollectionModel(database: db, dependencies: .current) }
        let startsAt = iso("2026-12-30T11:00:00Z")
        var koi = try #require(store.model.bookings.value.last)  // the Panther, 8 Jan 2027
        koi.id = try #require(UUID(uuidString: "00000000-0000-0000-0000-000000000001"))
        koi.pieceID = SampleData.Key.koi
        koi.pieceTitle = "Koi & waves"
        koi.startsAt = startsAt
        koi.plannedMinutes = 240
        koi.depositCents = 10_000
        koi.artistName = "Mei Tanaka"
        koi.studio = "Hanami Ink"
        koi.regionName = "Right thigh"
        koi.coverFile = nil
        try await store.send {
            try $0.book(pieceID: SampleData.Key.koi, startsAt: startsAt, plannedMinutes: 240, depositCents: 10_000)
        } changes: {
            $0.bookings.value.insert(koi, at: $0.bookings.value.count - 1)
        }
        #expect(try db.read { try $0.scalar("SELECT status FROM pieces WHERE id = ?", [SampleData.Key.koi], as: String.self) } == "booked")
        // The board names the piece, not its status; the Collection shows pieces on skin only.
        try await ideas.expectUnchanged()
        try await collection.expectUnchanged()
    }

    @Test func cancellingTheNextSessionTakesItOffTheList() async throws {
        let db = try SampleData.makeDatabase()
        let store = try sampleStore(db) { try BookingsModel(database: db, dependencies: .current) }
        let ideas = try sampleStore(db) { try IdeasModel(database: db, dependencies: .current) }
        let next = try #require(store.model.bookings.value.firstIndex { $0.id == SampleData.Key.nextSession })
        try await store.send {
            try $0.cancel(SampleData.Key.nextSession)
        } changes: {
            $0.bookings.value.remove(at: next)
        }
        try await ideas.expectUnchanged()
    }

    @Test(arguments: [(0, 0, InputError.plannedLengthOutOfRange), (1441, 0, .plannedLengthOutOfRange), (60, -1, .negativeDeposit)])
    func aRefusedBookingLeavesTheFileByteIdentical(_ minutes: Int, _ deposit: Int, _ error: InputError) async throws {
        let file = try SampleFile()
        defer { file.remove() }
        let db = file.database
        let store = try sampleStore(db) { try BookingsModel(database: db, dependencies: .current) }
        let before = try file.bytes()
        await #expect(throws: error) {
            try await store.send(databaseUnchanged: true) {
                try $0.book(pieceID: SampleData.Key.koi, startsAt: iso("2026-12-30T11:00:00Z"), plannedMinutes: minutes, depositCents: deposit)
            } changes: {
                $0.inputError = error
            }
        }
        #expect(try file.bytes() == before)
    }
}
