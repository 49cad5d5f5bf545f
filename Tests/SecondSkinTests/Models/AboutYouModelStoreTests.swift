import Foundation
import LiveSQLite
import ModelTesting
import Testing

@testable import SecondSkin

/// About you's drafts and Finish, as store steps: changing the currency, and what a refusal leaves.
@MainActor
@Suite struct AboutYouModelStoreTests {
    @Test func changingTheCurrencyWritesTheProfileAndLeavesOtherScreensAlone() async throws {
        let db = try SampleData.makeDatabase()
        let store = try sampleStore(db) { try AboutYouModel(database: db, dependencies: .current) }
        let ideas = try sampleStore(db) { try IdeasModel(database: db, dependencies: .current) }
        let collection = try sampleStore(db) { try CollectionModel(database: db, dependencies: .current) }
        let bookings = try BookingsModel(database: db, dependencies: .sample)
        try await store.send {
            $0.currency = "gbp"
        } changes: {
            $0.currency = "gbp"
        }
        try await store.send {
            try $0.finishOnboarding()
        } changes: {
            $0.profile.value?.currency = "GBP"
        }
        // The currency reaches the screens that show money, and nothing else.
        #expect(bookings.currency.value == "GBP")
        try await ideas.expectUnchanged()
        try await collection.expectUnchanged()
    }

    @Test func firstLaunchFinishingCreatesTheProfile() async throws {
        let db = try SampleData.makeEmptyDatabase()
        let store = try sampleStore(db) { try AboutYouModel(database: db, dependencies: .current) }
        try await store.send {
            $0.name = "  Noor "
        } changes: {
            $0.name = "  Noor "
        }
        let noor = try Self.profile(name: "Noor", currency: "EUR")
        try await store.send {
            try $0.finishOnboarding()
        } changes: {
            $0.profile.value = noor
        }
    }

    @Test(arguments: [("", "EUR", InputError.emptyName(.name)), ("Maya", "EURO", .invalidCurrency("EURO")), ("Maya", "€€€", .invalidCurrency("€€€"))])
    func aRefusedFinishLeavesTheFileByteIdentical(_ name: String, _ currency: String, _ error: InputError) async throws {
        let file = try SampleFile()
        defer { file.remove() }
        let store = try sampleStore(file.database) { try AboutYouModel(database: file.database, dependencies: .current) }
        let before = try file.bytes()
        await #expect(throws: error) {
            try await store.send(databaseUnchanged: true) {
                $0.name = name
                $0.currency = currency
                try $0.finishOnboarding()
            } changes: {
                if name != "Maya" { $0.name = name }
                $0.currency = currency
                $0.inputError = error
            }
        }
        #expect(try file.bytes() == before)
    }

    /// A profile as the live query decodes it.
    static func profile(name: String, currency: String) throws -> Profile {
        let db = try SampleData.makeEmptyDatabase()
        try db.write { try $0.execute("INSERT INTO profile (id, name, currency, onboarded) VALUES (1, ?, ?, 1)", [name, currency]) }
        return try #require(try db.read { try $0.query(Profile.select).map(Profile.init(row:)).first })
    }
}
