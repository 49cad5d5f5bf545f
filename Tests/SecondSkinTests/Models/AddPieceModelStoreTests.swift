import Foundation
import LiveSQLite
import ModelTesting
import Testing

@testable import SecondSkin

/// Add piece as store steps: saving a piece with a new artist, and refused forms.
@MainActor
@Suite struct AddPieceModelStoreTests {
    @Test func savingAPieceWithANewArtistReachesTheCollectionAndNotIdeasOrBookings() async throws {
        let db = try SampleData.makeDatabase()
        let store = try sampleStore(db) { try AddPieceModel(database: db, dependencies: .current) }
        let collection = try CollectionModel(database: db, dependencies: .sample)
        let ideas = try sampleStore(db) { try IdeasModel(database: db, dependencies: .current) }
        let bookings = try sampleStore(db) { try BookingsModel(database: db, dependencies: .current) }
        let id = { (n: Int) in UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", n))! }
        var noor = try #require(store.model.artists.value.first)
        noor.id = id(2)
        noor.name = "Noor Haddad"
        noor.studio = nil
        noor.city = nil
        noor.instagram = nil
        try await store.send {
            $0.title = "Lighthouse"
            $0.newArtistName = " Noor Haddad "
            $0.regionID = "left_calf"
            $0.areaCm2 = 80
            try $0.save()
        } changes: {
            $0.title = "Lighthouse"
            $0.newArtistName = " Noor Haddad "
            $0.regionID = "left_calf"
            $0.areaCm2 = 80
            $0.artists.value.append(noor)
            $0.artists.value.sort { $0.name.lowercased() < $1.name.lowercased() }
        }
        // The Collection shows it first (dated today), with its artist and placement.
        let lighthouse = try #require(collection.pieces.value.first)
        #expect(lighthouse.id == id(1) && lighthouse.title == "Lighthouse" && lighthouse.status == .healed)
        #expect(lighthouse.artistName == "Noor Haddad" && lighthouse.regionID == "left_calf" && lighthouse.areaCm2 == 80)
        try await ideas.expectUnchanged()
        try await bookings.expectUnchanged()
    }

    @Test(arguments: [
        ("  ", nil as Double?, InputError.emptyName(.title)), ("Lighthouse", 0, .areaOutOfRange), ("Lighthouse", 20_000, .areaOutOfRange),
    ])
    func aRefusedFormLeavesTheFileByteIdentical(_ title: String, _ area: Double?, _ error: InputError) async throws {
        let file = try SampleFile()
        defer { file.remove() }
        let db = file.database
        let store = try sampleStore(db) { try AddPieceModel(database: db, dependencies: .current) }
        let before = try file.bytes()
        await #expect(throws: error) {
            try await store.send(databaseUnchanged: true) {
                $0.title = title
                $0.areaCm2 = area
                try $0.save()
            } changes: {
                $0.title = title
                $0.areaCm2 = area
                $0.inputError = error
            }
        }
        #expect(try file.bytes() == before)
    }

    @Test func aPieceYouHaveCannotBeDatedInTheFuture() async throws {
        let file = try SampleFile()
        defer { file.remove() }
        let db = file.database
        let store = try sampleStore(db) { try AddPieceModel(database: db, dependencies: .current) }
        let before = try file.bytes()
        let tomorrow = Day(year: 2026, month: 11, day: 21)
        await #expect(throws: InputError.dayInFuture) {
            try await store.send(databaseUnchanged: true) {
                $0.title = "Lighthouse"
                $0.day = tomorrow
                try $0.save()
            } changes: {
                $0.title = "Lighthouse"
                $0.day = tomorrow
                $0.inputError = .dayInFuture
            }
        }
        #expect(try file.bytes() == before)
    }
}
