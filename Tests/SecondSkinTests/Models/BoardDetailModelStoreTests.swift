import Foundation
import LiveSQLite
import ModelTesting
import Testing

@testable import SecondSkin

/// A moodboard's actions as store steps: moving a reference, a note, and refused references.
@MainActor
@Suite struct BoardDetailModelStoreTests {
    @Test func movingAReferenceRenumbersTheBoardAndReachesTheIdeasCollageOnly() async throws {
        let db = try SampleData.makeDatabase()
        let store = try sampleStore(db) { try BoardDetailModel(boardID: SampleData.Key.koiBoard, database: db, dependencies: .current) }
        let ideas = try sampleStore(db) { try IdeasModel(database: db, dependencies: .current) }
        let collection = try sampleStore(db) { try CollectionModel(database: db, dependencies: .current) }
        let before = store.model.references.value
        #expect(before.map(\.position) == [0, 1, 2, 3])
        try await store.send {
            try $0.moveReference(before[3].id, to: 0)
        } changes: {
            $0.references.value = [before[3], before[0], before[1], before[2]].enumerated().map { position, reference in
                var moved = reference
                moved.position = position
                return moved
            }
        }
        // The Ideas card of the board shows its first images in the new order.
        let koi = try #require(ideas.model.boards.value.firstIndex { $0.id == SampleData.Key.koiBoard })
        let images = [before[3], before[0], before[1], before[2]].compactMap(\.imageFile)
        try await ideas.send { _ in
        } changes: {
            $0.boards.value[koi].imageFiles = Array(images.prefix(4))
        }
        try await collection.expectUnchanged()
    }

    @Test func aNoteIsTrimmedAndABlankOneRemoved() async throws {
        let db = try SampleData.makeDatabase()
        let store = try sampleStore(db) { try BoardDetailModel(boardID: SampleData.Key.koiBoard, database: db, dependencies: .current) }
        let first = store.model.references.value[0].id
        try await store.send {
            try $0.setNote("  Bigger waves ", for: first)
        } changes: {
            $0.references.value[0].note = "Bigger waves"
        }
        try await store.send {
            try $0.setNote("   ", for: first)
        } changes: {
            $0.references.value[0].note = nil
        }
    }

    @Test(arguments: [
        (ReferenceSource.instagram, nil as String?, nil as String?, InputError.emptyReference),
        (.pinterest, nil, "koi.png", .missingLink(.pinterest)),
        (.safari, "http://example.com", nil, .invalidLink("http://example.com")),
        (.photos, nil, "../koi.png", .invalidPhoto("../koi.png")),
    ])
    func aRefusedReferenceLeavesTheFileByteIdentical(_ source: ReferenceSource, _ link: String?, _ image: String?, _ error: InputError) async throws {
        let file = try SampleFile()
        defer { file.remove() }
        let db = file.database
        let store = try sampleStore(db) { try BoardDetailModel(boardID: SampleData.Key.koiBoard, database: db, dependencies: .current) }
        let before = try file.bytes()
        await #expect(throws: error) {
            try await store.send(databaseUnchanged: true) {
                try $0.addReference(source: source, link: link, imageFile: image, note: nil)
            } changes: {
                $0.inputError = error
            }
        }
        #expect(try file.bytes() == before)
    }
}
