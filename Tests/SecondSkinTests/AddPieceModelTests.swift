import Foundation
import LiveSQLite
import Testing

@testable import SecondSkin

@MainActor
@Suite struct AddPieceModelTests {
    @Test func startsWithTodayAndTheLists() throws {
        let model = try AddPieceModel(database: SampleData.makeDatabase(), dependencies: sample)
        #expect(model.day == Day(year: 2026, month: 11, day: 20) && model.status == .healed && model.title == "")
        #expect(model.artists.value.map(\.name) == ["Jonas Kirk", "Lou Moreau", "Mei Tanaka", "Sasha Reyes"])
        #expect(model.regions.value.count == 23 && model.regions(on: .back).count == 6)
        #expect(model.regions.value.first?.name == "Head" && model.regions.value.first?.areaCm2 == 630)
        #expect(!model.canSave)
    }

    @Test func savingWritesThePieceAndANewArtistAndEveryScreenFollows() async throws {
        let db = try SampleData.makeDatabase()
        let model = try AddPieceModel(database: db, dependencies: sample)
        let collection = try CollectionModel(database: db, dependencies: sample)
        let stats = try StatsModel(database: db, dependencies: sample)
        model.title = " Lighthouse "
        model.newArtistName = "Ana Ruiz"
        model.regionID = "right_calf"
        model.areaCm2 = 180
        model.style = "Traditional"
        let id = try model.save()
        await db.settled()

        #expect(id == UUID(uuidString: "00000000-0000-0000-0000-000000000001"))
        #expect(model.artists.value.map(\.name) == ["Ana Ruiz", "Jonas Kirk", "Lou Moreau", "Mei Tanaka", "Sasha Reyes"])
        let card = try #require(collection.pieces.value.first)
        #expect(card.id == id && card.title == "Lighthouse" && card.artistName == "Ana Ruiz" && card.regionName == "Right calf")
        #expect(card.status == .healed && card.day == Day(year: 2026, month: 11, day: 20) && card.style == "Traditional")
        #expect(collection.dots(on: .back).filter { $0.x > 0.5 && $0.y == 0.78 }.map(\.title) == ["Lighthouse", "Dagger"])
        #expect(stats.pieceCount == 10 && stats.coverageText == "8.6 %")  // (1365 + 180) / 18000
    }

    @Test func typingAnExistingArtistPicksThem() async throws {
        let db = try SampleData.makeDatabase()
        let model = try AddPieceModel(database: db, dependencies: sample)
        model.title = "Lucky cat"
        model.newArtistName = "sasha reyes"
        model.status = .idea
        try model.save()
        #expect(try db.count("artists") == 4)
        #expect(try db.count("pieces", where: "title = 'Lucky cat' AND artist_id = ?", [SampleID.artist(1)]) == 1)
    }

    @Test func invalidInputIsRefusedAndNothingIsWritten() throws {
        let db = try SampleData.makeDatabase()
        let model = try AddPieceModel(database: db, dependencies: sample)
        let before = try db.dump()
        model.title = "  "
        #expect(throws: InputError.emptyName(.title)) { try model.save() }
        #expect(model.inputError?.message == "Give it a title.")
        model.title = "Cherry"
        for area in [0, -10, 20_000] {
            model.areaCm2 = Double(area)
            #expect(throws: InputError.areaOutOfRange) { try model.save() }
        }
        model.areaCm2 = 20
        model.day = Day(year: 2026, month: 12, day: 1)
        #expect(throws: InputError.dayInFuture) { try model.save() }
        #expect(model.inputError?.field == .day)
        #expect(try db.dump() == before)
        model.status = .idea  // an idea may have a day in the future
        try model.save()
        #expect(model.inputError == nil)
    }
}
