import Foundation
import LiveSQLite
import ModelTesting
import Testing

@testable import SecondSkin

/// A piece's actions as store steps: its status, a new photo, deleting it, a refused photo.
@MainActor
@Suite struct PieceDetailModelStoreTests {
    @Test func addingAPhotoAppendsItToTheGalleryOnly() async throws {
        let db = try SampleData.makeDatabase()
        let store = try sampleStore(db) { try PieceDetailModel(pieceID: SampleData.Key.rose, database: db, dependencies: .current) }
        let ideas = try sampleStore(db) { try IdeasModel(database: db, dependencies: .current) }
        var photo = try #require(store.model.gallery.value.first)
        photo.id = try #require(UUID(uuidString: "00000000-0000-0000-0000-000000000001"))
        photo.fileName = "rose-healed.png"
        photo.position = store.model.gallery.value.count
        photo.takenAt = iso("2026-11-20T09:41:00Z")
        photo.caption = "Healed"
        try await store.send {
            try $0.addPhoto(fileName: "rose-healed.png", caption: "Healed")
        } changes: {
            $0.gallery.value.append(photo)
        }
        try await ideas.expectUnchanged()
    }

    @Test func movingThePieceAlongReachesTheCollection() async throws {
        let db = try SampleData.makeDatabase()
        let store = try sampleStore(db) { try PieceDetailModel(pieceID: SampleData.Key.skull, database: db, dependencies: .current) }
        let collection = try CollectionModel(database: db, dependencies: .sample)
        let bookings = try sampleStore(db) { try BookingsModel(database: db, dependencies: .current) }
        try await store.send {
            try $0.setStatus(.healed)
        } changes: {
            $0.piece.value?.status = .healed
        }
        #expect(collection.pieces.value.first { $0.id == SampleData.Key.skull }?.status == .healed)
        try await bookings.expectUnchanged()
    }

    @Test func deletingThePieceEmptiesTheScreenAndCancelsItsReminders() async throws {
        let db = try SampleData.makeDatabase()
        let store = try sampleStore(db) { try PieceDetailModel(pieceID: SampleData.Key.skull, database: db, dependencies: .current) }
        try await store.send {
            try $0.delete()
        } changes: {
            $0.piece.value = nil
            $0.gallery.value = []
            $0.sessions.value = []
        }
        #expect(try db.count("aftercare_routines", where: "piece_id = ?", [SampleData.Key.skull]) == 0)
    }

    @Test(arguments: ["", "photos/rose.png"])
    func aRefusedPhotoLeavesTheFileByteIdentical(_ name: String) async throws {
        let file = try SampleFile()
        defer { file.remove() }
        let db = file.database
        let store = try sampleStore(db) { try PieceDetailModel(pieceID: SampleData.Key.rose, database: db, dependencies: .current) }
        let before = try file.bytes()
        await #expect(throws: InputError.invalidPhoto(name)) {
            try await store.send(databaseUnchanged: true) { try $0.addPhoto(fileName: name) }
        }
        #expect(try file.bytes() == before)
    }
}
