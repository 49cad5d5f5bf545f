import Foundation
import LiveSQLite
import ModelTesting
import Testing

@testable import SecondSkin

/// The Ideas list's actions as store steps: a new board, a deleted one, and a refused title.
@MainActor
@Suite struct IdeasModelStoreTests {
    @Test func addingABoardPutsItFirstAndLeavesTheCollectionAlone() async throws {
        let db = try SampleData.makeDatabase()
        let store = try sampleStore(db) { try IdeasModel(database: db, dependencies: .current) }
        let collection = try sampleStore(db) { try CollectionModel(database: db, dependencies: .current) }
        var sleeve = try #require(store.model.boards.value.first)
        sleeve.id = try #require(UUID(uuidString: "00000000-0000-0000-0000-000000000001"))
        sleeve.title = "Sleeve"
        sleeve.pieceID = nil
        sleeve.pieceTitle = nil
        sleeve.referenceCount = 0
        sleeve.imageFiles = []
        sleeve.createdAt = iso("2026-11-20T09:41:00Z")
        try await store.send {
            try $0.addBoard(title: " Sleeve ")
        } changes: {
            $0.boards.value.insert(sleeve, at: 0)
        }
        try await store.send {
            try $0.deleteBoard(sleeve.id)
        } changes: {
            $0.boards.value.removeFirst()
        }
        try await collection.expectUnchanged()
    }

    @Test func deletingABoardTakesItsReferencesAndNothingElse() async throws {
        let db = try SampleData.makeDatabase()
        let store = try sampleStore(db) { try IdeasModel(database: db, dependencies: .current) }
        let koi = try #require(store.model.boards.value.firstIndex { $0.id == SampleData.Key.koiBoard })
        let references = try db.count("moodboard_references")
        try await store.send {
            try $0.deleteBoard(SampleData.Key.koiBoard)
        } changes: {
            $0.boards.value.remove(at: koi)
        }
        #expect(try db.count("moodboard_references") == references - 4)
        #expect(try db.count("pieces") == 12)
    }

    @Test func aBlankTitleIsRefusedAndTheFileStaysByteIdentical() async throws {
        let file = try SampleFile()
        defer { file.remove() }
        let store = try sampleStore(file.database) { try IdeasModel(database: file.database, dependencies: .current) }
        let before = try file.bytes()
        await #expect(throws: InputError.emptyName(.title)) {
            try await store.send(databaseUnchanged: true) {
                try $0.addBoard(title: "   ")
            } changes: {
                $0.inputError = .emptyName(.title)
            }
        }
        #expect(try file.bytes() == before)
    }
}
