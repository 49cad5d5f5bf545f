import Foundation
import LiveSQLite
import Testing

@testable import SecondSkin

@MainActor
@Suite struct CollectionModelTests {
    @Test func showsThePiecesOnSkinNewestFirstWithCovers() throws {
        let db = try SampleData.makeDatabase()
        let model = try CollectionModel(database: db, dependencies: sample)
        #expect(
            model.pieces.value.map(\.title) == [
                "Skull", "Moth", "Panther", "Snake", "Dagger", "Heart & banner", "Anchor", "Red rose", "Swallows",
            ])
        #expect(
            model.pieces.value.map { $0.coverFile ?? "-" } == [
                "skull-day8.png", "moth.png", "panther.png", "snake.png", "dagger.png", "heart-banner.png", "anchor.png", "rose.png",
                "swallows.png",
            ])
        #expect(model.pieces.value.first?.status == .healing && model.pieces.value.first?.artistName == "Mei Tanaka")
        #expect(model.countText == "9 pieces" && model.healingCount == 1 && !model.isEmpty)
        #expect(model.layout == .grid)
        #expect(model.unplaced.isEmpty)
        #expect(model.photos.path(for: "rose.png") == PhotoLibrary.sample.directory.path + "/rose.png")
    }

    @Test func bodyMapPutsADotOnEachPlacedPiece() throws {
        let db = try SampleData.makeDatabase()
        let model = try CollectionModel(database: db, dependencies: sample)
        model.layout = .bodyMap
        #expect(model.dots(on: .front).map(\.title).sorted() == ["Anchor", "Heart & banner", "Panther", "Red rose", "Snake", "Swallows"])
        #expect(model.dots(on: .back).map(\.title) == ["Skull", "Moth", "Dagger"])
        let rose = try #require(model.dots(on: .front).first { $0.title == "Red rose" })
        #expect(rose.x == 0.165 && rose.y == 0.345)
    }

    @Test func piecesSharingARegionAreSpreadApart() async throws {
        let db = try SampleData.makeDatabase()
        let model = try CollectionModel(database: db, dependencies: sample)
        try PieceDetailModel(pieceID: SampleData.Key.spiderWeb, database: db, dependencies: sample).setStatus(.healing)
        await db.settled()
        let forearm = model.dots(on: .front).filter { $0.y == 0.345 && $0.x < 0.5 }
        #expect(forearm.map(\.title) == ["Red rose", "Spider web"])  // newest first; the web has no day yet
        #expect(abs(forearm[0].x - (0.165 - 0.0225)) < 1e-9 && abs(forearm[1].x - (0.165 + 0.0225)) < 1e-9)
        #expect(model.countText == "10 pieces")
    }

    @Test func emptyJournalShowsTheEmptyState() throws {
        let model = try CollectionModel(database: SampleData.makeEmptyDatabase(), dependencies: sample)
        #expect(model.isEmpty && model.countText == "0 pieces")
        #expect(model.dots(on: .front).isEmpty && model.dots(on: .back).isEmpty)
        #expect(CollectionModel.emptyTitle == "Add your first piece")
    }
}
