import Foundation
import LiveSQLite
import ModelTesting
import Testing

@testable import SecondSkin

/// Stats has no actions of its own: these steps show which other screens' actions reach it,
/// and that the rest leave it alone.
@MainActor
@Suite struct StatsModelStoreTests {
    @Test func addingAHealedPieceCountsItAndMovingAReferenceDoesNot() async throws {
        let db = try SampleData.makeDatabase()
        let store = try sampleStore(db) { try StatsModel(database: db, dependencies: .current) }
        let board = try sampleStore(db) { try BoardDetailModel(boardID: SampleData.Key.koiBoard, database: db, dependencies: .current) }
        let last = board.model.references.value[3]
        try await board.send {
            try $0.moveReference(last.id, to: 0)
        } changes: {
            $0.references.value = [last] + $0.references.value.dropLast()
            for i in 0..<4 { $0.references.value[i].position = i }
        }
        try await store.expectUnchanged()
        let pieces = try #require(store.model.summary.value?.piecesOnSkin)
        // Adding a healed piece elsewhere, in a step of the Stats store: it is counted, nothing else.
        let add = try AddPieceModel(database: db, dependencies: .sample)
        add.title = "Lighthouse"
        try await store.send { _ in
            try add.save()
        } changes: {
            $0.summary.value?.piecesOnSkin = pieces + 1
        }
    }
}
