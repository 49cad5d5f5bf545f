import LiveSQLite
import Pantry
import Testing

@MainActor
@Suite struct ShelfModelTests {
    @Test func shelvesAreGroupedSoonestFirst() throws {
        let model = try ShelfModel(database: try PantrySample.makeDatabase())
        #expect(model.shelves.map(\.shelf) == [.fridge, .freezer, .cupboard])
        #expect(model.shelves[0].items.map(\.name) == ["Spinach", "Milk", "Greek yoghurt"])
        #expect(model.soonCount == 3)
    }

    @Test func usingTheLastOneTakesItOffTheShelf() async throws {
        let db = try PantrySample.makeDatabase()
        let model = try ShelfModel(database: db)
        let spinach = model.items.value.first { $0.name == "Spinach" }!
        try model.use(spinach)
        await db.settled()
        #expect(!model.items.value.contains { $0.name == "Spinach" })
        let milk = model.items.value.first { $0.name == "Milk" }!
        try model.use(milk)
        await db.settled()
        #expect(model.items.value.first { $0.name == "Milk" }?.quantity == 1)
    }

    @Test func freshnessFollowsTheDaysLeft() {
        #expect(Freshness(daysLeft: -1) == .expired)
        #expect(Freshness(daysLeft: 3) == .expiring)
        #expect(Freshness(daysLeft: 4) == .fresh)
    }
}
