import Pantry
import ScreenSnapshotTesting
import Testing

@MainActor
@Suite struct PantrySnapshotTests {
    /// Every screen × state × configuration of the catalog, checked and audited.
    @Test func everyScreen() async {
        await assertScreenSnapshots(of: .pantry)
    }

    /// One screen, one assertion: the item after one is used.
    @Test func itemAfterUsingOne() throws {
        let db = try PantrySample.makeDatabase()
        let shelf = try ShelfModel(database: db)
        try shelf.use(shelf.items.value.first { $0.name == "Milk" }!)
        let item = try ItemModel(id: 1, database: db)
        assertScreenSnapshot(of: { env in ItemScreen.body(item, env) }, screen: "Item", state: "usedOne")
    }
}
