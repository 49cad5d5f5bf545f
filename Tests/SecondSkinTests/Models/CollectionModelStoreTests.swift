import Foundation
import LiveSQLite
import ModelTesting
import Testing

@testable import SecondSkin

/// The Collection's one control, grid or body map, is screen state: it writes nothing.
@MainActor
@Suite struct CollectionModelStoreTests {
    @Test func switchingToTheBodyMapChangesTheLayoutOnlyAndWritesNothing() async throws {
        let file = try SampleFile()
        defer { file.remove() }
        let db = file.database
        let store = try sampleStore(db) { try CollectionModel(database: db, dependencies: .current) }
        let before = try file.bytes()
        try await store.send(databaseUnchanged: true) {
            $0.layout = .bodyMap
        } changes: {
            $0.layout = .bodyMap
        }
        try await store.send(databaseUnchanged: true) {
            $0.layout = .grid
        } changes: {
            $0.layout = .grid
        }
        #expect(try file.bytes() == before)
    }

    /// Another screen's action reaches the Collection: finishing the Skull's aftercare heals it.
    @Test func finishingTheAftercareHealsThePieceInTheCollection() async throws {
        let db = try SampleData.makeDatabase()
        let store = try sampleStore(db) { try CollectionModel(database: db, dependencies: .current) }
        let aftercare = try AftercareModel(database: db, dependencies: .sample)
        let skull = try #require(store.model.pieces.value.firstIndex { $0.id == SampleData.Key.skull })
        try await store.send { _ in
            try aftercare.finishRoutine()
        } changes: {
            $0.pieces.value[skull].status = .healed
        }
    }
}
