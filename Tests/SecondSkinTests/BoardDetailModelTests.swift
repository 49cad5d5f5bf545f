import Foundation
import LiveSQLite
import Testing

@testable import SecondSkin

@MainActor
@Suite struct BoardDetailModelTests {
    func make(_ db: Database) throws -> BoardDetailModel {
        try BoardDetailModel(boardID: SampleData.Key.koiBoard, database: db, dependencies: sample)
    }

    @Test func showsTheReferencesInBoardOrder() throws {
        let model = try make(SampleData.makeDatabase())
        #expect(model.board.value?.title == "Koi & waves" && model.board.value?.pieceTitle == "Koi & waves")
        #expect(model.references.value.map(\.source) == [.instagram, .pinterest, .photos, .safari])
        #expect(model.references.value.map(\.position) == [0, 1, 2, 3])
        #expect(model.references.value.map(\.linkHost) == ["instagram.com", "pinterest.com", nil, "flash.example.com"])
        #expect(model.imageReferences.map(\.imageFile) == ["flash-koi.png", "flash-koi-gold.png", "snake.png"])
        #expect(model.linkReferences.map(\.note) == ["Wave shapes from the old Horiyoshi books."])
    }

    @Test func movingAReferenceRenumbersTheBoardAndTheIdeasCollageFollows() async throws {
        let db = try SampleData.makeDatabase()
        let model = try make(db)
        let ideas = try IdeasModel(database: db, dependencies: sample)
        let snake = model.references.value[2].id
        try model.moveReference(snake, to: 0)
        await db.settled()
        #expect(model.references.value.map(\.imageFile) == ["snake.png", "flash-koi.png", "flash-koi-gold.png", nil])
        #expect(model.references.value.map(\.position) == [0, 1, 2, 3])
        #expect(ideas.boards.value.last?.coverFile == "snake.png")
        try model.moveReference(snake, to: 99)
        await db.settled()
        #expect(model.references.value.last?.id == snake && model.references.value.map(\.position) == [0, 1, 2, 3])
    }

    @Test func addingAnnotatingAndRemovingReferences() async throws {
        let db = try SampleData.makeDatabase()
        let model = try make(db)
        let id = try model.addReference(source: .pinterest, link: " https://www.pinterest.com/pin/77/ ", imageFile: nil, note: "Waves")
        await db.settled()
        #expect(model.references.value.last?.id == id && model.references.value.last?.position == 4)
        #expect(model.references.value.last?.link == "https://www.pinterest.com/pin/77/")
        try model.setNote("Foam like this", for: id)
        await db.settled()
        #expect(model.references.value.last?.note == "Foam like this")
        try model.removeReference(model.references.value[0].id)
        await db.settled()
        #expect(model.references.value.map(\.position) == [0, 1, 2, 3])
        #expect(model.references.value.first?.imageFile == "flash-koi-gold.png")
    }

    @Test func incompleteReferencesAreRefusedAndNothingIsWritten() throws {
        let db = try SampleData.makeDatabase()
        let model = try make(db)
        let before = try db.dump()
        #expect(throws: InputError.missingLink(.instagram)) {
            try model.addReference(source: .instagram, link: " ", imageFile: "flash-koi.png", note: nil)
        }
        #expect(model.inputError?.message == "Paste the link you saved this from in Instagram.")
        #expect(throws: InputError.invalidLink("instagram.com/p/1")) {
            try model.addReference(source: .instagram, link: "instagram.com/p/1", imageFile: nil, note: nil)
        }
        #expect(throws: InputError.emptyReference) { try model.addReference(source: .photos, link: nil, imageFile: nil, note: "?") }
        #expect(throws: InputError.emptyName(.title)) { try model.rename("") }
        #expect(try db.dump() == before)
    }
}
