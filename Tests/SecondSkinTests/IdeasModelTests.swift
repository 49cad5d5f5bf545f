import Foundation
import LiveSQLite
import Testing

@testable import SecondSkin

@MainActor
@Suite struct IdeasModelTests {
    @Test func listsBoardsNewestFirstWithTheirCollage() throws {
        let model = try IdeasModel(database: SampleData.makeDatabase(), dependencies: sample)
        #expect(model.boards.value.map(\.title) == ["Ribs, someday", "Flash day picks", "Koi & waves"])
        #expect(model.boards.value.map(\.referenceCount) == [1, 4, 4])
        #expect(
            model.boards.value.map(\.imageFiles) == [
                [], ["flash-swallow.png", "flash-horseshoe.png", "flash-spiderweb.png", "flash-dagger.png"],
                ["flash-koi.png", "flash-koi-gold.png", "snake.png"],
            ])
        #expect(model.boards.value.map(\.pieceTitle) == [nil, nil, "Koi & waves"])
        #expect(model.boards.value.last?.coverFile == "flash-koi.png" && !model.isEmpty)
    }

    @Test func addingAndDeletingBoards() async throws {
        let db = try SampleData.makeDatabase()
        let model = try IdeasModel(database: db, dependencies: sample)
        let id = try model.addBoard(title: "  Sleeve ")
        await db.settled()
        #expect(model.boards.value.first?.id == id && model.boards.value.first?.title == "Sleeve")
        #expect(model.boards.value.first?.referenceCount == 0 && model.boards.value.first?.imageFiles == [])
        try model.deleteBoard(SampleData.Key.koiBoard)
        await db.settled()
        #expect(model.boards.value.map(\.title) == ["Sleeve", "Ribs, someday", "Flash day picks"])
        #expect(try db.count("moodboard_references", where: "board_id = ?", [SampleData.Key.koiBoard]) == 0)
    }

    @Test func blankTitleIsRefused() throws {
        let db = try SampleData.makeDatabase()
        let model = try IdeasModel(database: db, dependencies: sample)
        let before = try db.dump()
        #expect(throws: InputError.emptyName(.title)) { try model.addBoard(title: " ") }
        #expect(model.inputError == .emptyName(.title))
        #expect(try db.dump() == before)
    }

    @Test func emptyJournalHasNoBoards() throws {
        let model = try IdeasModel(database: SampleData.makeEmptyDatabase(), dependencies: sample)
        #expect(model.isEmpty)
    }
}
