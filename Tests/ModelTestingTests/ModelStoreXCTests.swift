import Foundation
import LiveSQLite
import ModelTesting
import ScreenDependencies
import XCTest

/// The store from XCTest (its failures go to `XCTFail` there; corelibs XCTest cannot expect a
/// failure, so the failing paths are proved under Swift Testing).
final class ModelStoreXCTests: XCTestCase {
    @MainActor func testAStepPassesUnderXCTest() async throws {
        let db = try makeShelfDatabase()
        let store = try ModelStore(database: db) { try ShelfModel(database: db) }
        try await store.send {
            $0.draft = "Oats"
        } changes: {
            $0.draft = "Oats"
        }
        try await store.send {
            try $0.add()
        } changes: {
            $0.draft = ""
            $0.lastSaved = DateGenerator.fixedInstant
            $0.items.value.append(Item(id: 3, name: "Oats"))
            $0.count.value = 3
        }
        try await store.finish()
    }
}
