import Pantry
import ScreenSnapshotTesting
import Testing

@MainActor
@Suite struct PantryTextSnapshotTests {
    /// The model's state and the screen's accessibility tree as text references, beside the images.
    @Test func itemAfterUsingOneAsText() throws {
        let db = try PantrySample.makeDatabase()
        let shelf = try ShelfModel(database: db)
        try shelf.use(shelf.items.value.first { $0.name == "Milk" }!)
        let item = try ItemModel(id: 1, database: db)
        assertTextSnapshot(of: item, as: .dump, named: "usedOne", in: "ItemModel")  // ItemModel/usedOne.dump.txt
        assertTextSnapshot(of: { env in ItemScreen.body(item, env) }, as: .semantics, screen: "Item", state: "usedOne")
    }
}
