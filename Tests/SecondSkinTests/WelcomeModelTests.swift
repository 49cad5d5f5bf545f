import LiveSQLite
import Testing

@testable import SecondSkin

@MainActor
@Suite struct WelcomeModelTests {
    @Test func greetingComesFromTheProfileRow() throws {
        let db = try SampleData.makeDatabase()
        let model = try WelcomeModel(database: db)
        #expect(model.greeting == "Welcome, Maya")
        #expect(model.features.map(\.title) == ["Keep every piece", "Plan what's next", "Look after it"])
    }

    @Test func renamingTheProfileUpdatesTheModel() async throws {
        let db = try SampleData.makeDatabase()
        let model = try WelcomeModel(database: db)
        try db.write { try $0.execute("UPDATE profile SET name = ? WHERE id = 1", ["Noor"]) }
        await db.settled()
        #expect(model.greeting == "Welcome, Noor")
    }

    @Test func getStartedWritesThroughTheDatabase() async throws {
        let db = try SampleData.makeDatabase()
        try db.write { try $0.execute("UPDATE profile SET onboarded = 0") }
        let model = try WelcomeModel(database: db)
        #expect(model.profile.value?.onboarded == false)
        try model.getStarted()
        await db.settled()
        #expect(model.profile.value?.onboarded == true)
    }

    @Test func emptyNameIsRejectedAndNothingIsWritten() throws {
        let db = try SampleData.makeDatabase()
        #expect(throws: SQLiteError.self) {
            try db.write { try $0.execute("UPDATE profile SET name = ? WHERE id = 1", ["  "]) }
        }
        #expect(try db.read { try $0.scalar("SELECT name FROM profile", as: String.self) } == "Maya")
    }

    @Test func firstLaunchGreetsWithoutANameAndShowsTheFan() throws {
        let db = try SampleData.makeEmptyDatabase()
        let model = try WelcomeModel(database: db, dependencies: .sample)
        #expect(model.greeting == "Welcome")
        #expect(model.fanPhotos == ["welcome-swallow.png", "welcome-rose.png", "welcome-panther.png"])
        #expect(model.fanPhotoPaths.allSatisfy { $0.hasPrefix(PhotoLibrary.sample.directory.path + "/welcome-") })
        #expect(model.fanPhotos.allSatisfy { SamplePhotos.photo(named: $0) != nil })
    }
}
