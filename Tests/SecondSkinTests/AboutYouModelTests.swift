import Foundation
import LiveSQLite
import Testing

@testable import SecondSkin

@MainActor
@Suite struct AboutYouModelTests {
    @Test func firstLaunchStartsBlankAndFinishingWritesTheProfile() async throws {
        let db = try SampleData.makeEmptyDatabase()
        let model = try AboutYouModel(database: db, dependencies: sample)
        let welcome = try WelcomeModel(database: db, dependencies: sample)
        #expect(model.name == "" && model.currency == "EUR" && model.photoFile == nil)
        #expect(model.profile.value == nil && !model.isFinished && !model.canFinish)
        #expect(model.promises.map(\.title) == ["Private to you", "We never see it", "No account, no tracking"])

        model.name = "  Noor "
        model.currency = "gbp"
        #expect(model.canFinish && model.initials == "N")
        try model.finishOnboarding()
        await db.settled()

        #expect(model.profile.value?.name == "Noor")
        #expect(model.profile.value?.currency == "GBP")
        #expect(model.profile.value?.onboarded == true)
        #expect(model.profile.value?.photoFile == nil)
        #expect(model.isFinished && model.inputError == nil)
        #expect(welcome.greeting == "Welcome, Noor")
    }

    @Test func blankNameIsRefusedWithAMessageAndNothingIsWritten() throws {
        let db = try SampleData.makeEmptyDatabase()
        let model = try AboutYouModel(database: db, dependencies: sample)
        let before = try db.dump()
        model.name = "   "
        #expect(throws: InputError.emptyName(.name)) { try model.finishOnboarding() }
        #expect(model.inputError?.message == "Please enter your name.")
        #expect(model.inputError?.field == .name)
        #expect(try db.dump() == before)
    }

    @Test func currencyMustBeThreeLetters() throws {
        let db = try SampleData.makeDatabase()
        let model = try AboutYouModel(database: db, dependencies: sample)
        #expect(model.name == "Maya" && model.currency == "EUR" && model.isFinished)
        let before = try db.dump()
        model.currency = "EU"
        #expect(throws: InputError.invalidCurrency("EU")) { try model.finishOnboarding() }
        #expect(model.inputError?.message == "\"EU\" isn't a currency code. Use three letters, like EUR.")
        #expect(try db.dump() == before)
    }
}
