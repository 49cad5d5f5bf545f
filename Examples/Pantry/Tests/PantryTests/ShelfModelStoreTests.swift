import LiveSQLite
import ModelTesting
import Pantry
import Testing

/// The kit's model test store from an outside package: using items, with every change stated.
@MainActor
@Suite struct ShelfModelStoreTests {
    @Test func usingItemsChangesExactlyTheirRows() async throws {
        let db = try PantrySample.makeDatabase()
        let store = try ModelStore(database: db) { try ShelfModel(database: db) }
        let milk = try #require(store.model.items.value.first { $0.name == "Milk" })
        try await store.send {
            try $0.use(milk)
        } changes: {
            let index = $0.items.value.firstIndex { $0.id == milk.id }!
            $0.items.value[index].quantity -= 1
        }
        let spinach = try #require(store.model.items.value.first { $0.name == "Spinach" })
        try await store.send {
            try $0.use(spinach)
        } changes: {
            $0.items.value.removeAll { $0.id == spinach.id }
        }
        try await store.finish()
    }
}
