import Foundation
import LiveSQLite
import ModelTesting
import Testing

@testable import SecondSkin

/// Welcome's one action, Get started, as store steps.
@MainActor
@Suite struct WelcomeModelStoreTests {
    @Test func gettingStartedMarksOnboardingDoneAndNothingElse() async throws {
        let db = try SampleData.makeDatabase()
        try db.write { try $0.execute("UPDATE profile SET onboarded = 0") }
        let store = try sampleStore(db) { try WelcomeModel(database: db, dependencies: .current) }
        let ideas = try sampleStore(db) { try IdeasModel(database: db, dependencies: .current) }
        try await store.send {
            try $0.getStarted()
        } changes: {
            $0.profile.value?.onboarded = true
        }
        try await ideas.expectUnchanged()
    }

    /// On a first launch there is no profile yet: Get started writes nothing.
    @Test func gettingStartedBeforeAProfileLeavesTheFileAsItWas() async throws {
        let file = try SampleFile(empty: true)
        defer { file.remove() }
        let store = try sampleStore(file.database) { try WelcomeModel(database: file.database, dependencies: .current) }
        let before = try file.bytes()
        try await store.send(databaseUnchanged: true) { try $0.getStarted() }
        #expect(try file.bytes() == before)
    }
}
