import Foundation
import LiveSQLite
import Testing

@testable import SecondSkin

@MainActor
@Suite struct PieceDetailModelTests {
    @Test func showsThePieceItsPlacementAndWhatItTook() throws {
        let db = try SampleData.makeDatabase()
        let model = try PieceDetailModel(pieceID: SampleData.Key.rose, database: db, dependencies: sample)
        let piece = try #require(model.piece.value)
        #expect(piece.title == "Red rose" && piece.status == .healed && piece.style == "Traditional")
        #expect(piece.artistName == "Sasha Reyes" && piece.artistStudio == "Old Anchor Tattoo" && piece.artistCity == "Lisbon")
        #expect(piece.regionName == "Right forearm" && piece.side == .front && piece.areaCm2 == 90)
        #expect(piece.skinShare == 0.005)
        #expect(model.placementText == "Right forearm · 90 cm² · 0.5 % of your skin")
        #expect(model.dayText == "5 Nov 2022")
        #expect(model.gallery.value.map(\.fileName) == ["rose.png"] && model.cover?.fileName == "rose.png")
        #expect(model.sessions.value.count == 1)
        #expect(model.totalHours == 3 && model.totalCost?.text == "€380" && model.maxPain == 4)
        #expect(model.nextSession == nil && !model.isMissing)
    }

    @Test func aPieceWithTwoSittingsAddsThemUp() throws {
        let db = try SampleData.makeDatabase()
        let model = try PieceDetailModel(pieceID: SampleID.piece(6), database: db, dependencies: sample)
        #expect(model.piece.value?.title == "Snake")
        #expect(model.gallery.value.map(\.fileName) == ["snake.png", "snake-fresh.png"])
        #expect(model.gallery.value.map(\.caption) == ["Healed", "Fresh, after the colour sitting"])
        #expect(model.sessions.value.map { $0.review?.pain } == [6, 7])
        #expect(model.totalHours == 9.5 && model.totalCost?.text == "€1,150" && model.maxPain == 7)
    }

    @Test func aBookedPieceHasItsNextSession() throws {
        let db = try SampleData.makeDatabase()
        let model = try PieceDetailModel(pieceID: SampleData.Key.spiderWeb, database: db, dependencies: sample)
        #expect(model.nextSession?.startsAt == iso("2026-11-27T14:00:00Z"))
        #expect(model.totalHours == nil && model.totalCost == nil && model.maxPain == nil && model.dayText == nil)
    }

    @Test func addingAPhotoAppendsItToTheGallery() async throws {
        let db = try SampleData.makeDatabase()
        let model = try PieceDetailModel(pieceID: SampleData.Key.rose, database: db, dependencies: sample)
        let id = try model.addPhoto(fileName: "rose-healed.png", caption: "Two years on")
        await db.settled()
        #expect(model.gallery.value.map(\.fileName) == ["rose.png", "rose-healed.png"])
        #expect(model.gallery.value.map(\.position) == [0, 1])
        #expect(model.gallery.value.last?.id == id && model.gallery.value.last?.takenAt == iso("2026-11-20T09:41:00Z"))
        #expect(throws: InputError.invalidPhoto("../x.png")) { try model.addPhoto(fileName: "../x.png") }
    }

    @Test func statusAndDeletionReachTheCollection() async throws {
        let db = try SampleData.makeDatabase()
        let model = try PieceDetailModel(pieceID: SampleData.Key.skull, database: db, dependencies: sample)
        let collection = try CollectionModel(database: db, dependencies: sample)
        try model.setStatus(.healed)
        await db.settled()
        #expect(model.piece.value?.status == .healed)
        #expect(collection.healingCount == 0)
        try model.delete()
        await db.settled()
        #expect(model.isMissing && model.gallery.value.isEmpty && model.sessions.value.isEmpty)
        #expect(collection.countText == "8 pieces" && !collection.pieces.value.contains { $0.title == "Skull" })
    }
}
