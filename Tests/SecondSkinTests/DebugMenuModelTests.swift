import Foundation
import LiveSQLite
import ScreenDependencies
import Testing

@testable import SecondSkin

/// The debug menu: each action asks first, then resets onboarding, wipes the data or loads the
/// sample data; reminders follow.
@MainActor
@Suite struct DebugMenuModelTests {
    /// The counts as one line: pieces, boards, sessions, routines running.
    func counts(_ model: DebugMenuModel) -> [Int] {
        guard let c = model.counts.value else { return [] }
        return [c.pieces, c.boards, c.sessions, c.runningRoutines]
    }

    func model(_ db: Database, _ center: TestNotifications = TestNotifications()) throws -> DebugMenuModel {
        var dependencies = Dependencies.sample
        dependencies.notifications = center
        return try DebugMenuModel(database: db, dependencies: dependencies)
    }

    @Test func showsWhatIsOnTheDevice() throws {
        let model = try model(SampleData.makeDatabase())
        #expect(model.profileText == "Maya, onboarded")
        #expect(counts(model) == [12, 3, 13, 1])
        #expect(model.confirming == nil && model.done == nil)
        let empty = try self.model(SampleData.makeEmptyDatabase())
        #expect(empty.profileText == "None yet" && counts(empty) == [0, 0, 0, 0])
    }

    @Test func askingOpensTheConfirmationAndCancellingClosesItWritingNothing() async throws {
        let db = try SampleData.makeDatabase()
        let model = try model(db)
        let before = try db.dump()
        for action in DebugAction.allCases {
            model.ask(action)
            #expect(model.confirming == action)
            model.cancel()
            #expect(model.confirming == nil)
        }
        #expect(try db.dump() == before && model.done == nil)
    }

    @Test func confirmingWithNothingAskedIsRefused() throws {
        let db = try SampleData.makeDatabase()
        let model = try model(db)
        let before = try db.dump()
        #expect(throws: InputError.nothingToConfirm) { try model.confirm() }
        #expect(model.inputError?.message == "There's nothing to confirm. Pick an action first.")
        #expect(try db.dump() == before)
    }

    @Test func resettingOnboardingKeepsTheProfileAndTheJournal() async throws {
        let db = try SampleData.makeDatabase()
        let model = try model(db)
        let welcome = try WelcomeModel(database: db)
        model.ask(.resetOnboarding)
        try model.confirm()
        await db.settled()
        #expect(model.confirming == nil && model.done == .resetOnboarding)
        #expect(model.profileText == "Maya, not onboarded" && welcome.greeting == "Welcome, Maya")
        #expect(counts(model) == [12, 3, 13, 1])
    }

    @Test func resettingOnboardingBeforeAProfileExistsIsRefused() throws {
        let db = try SampleData.makeEmptyDatabase()
        let model = try model(db)
        let before = try db.dump()
        model.ask(.resetOnboarding)
        #expect(throws: InputError.noProfile) { try model.confirm() }
        #expect(model.confirming == .resetOnboarding && model.done == nil && model.inputError == .noProfile)
        #expect(try db.dump() == before)
    }

    @Test func wipingLeavesAFirstLaunchAndCancelsEveryReminder() async throws {
        let db = try SampleData.makeDatabase()
        let center = TestNotifications()
        var dependencies = Dependencies.sample
        dependencies.notifications = center
        let aftercare = try AftercareModel(database: db, dependencies: dependencies)
        try aftercare.startRoutine(pieceID: SampleID.piece(11))
        #expect(center.pending().count == 70)
        let model = try DebugMenuModel(database: db, dependencies: dependencies)
        model.ask(.wipeData)
        try model.confirm()
        await db.settled()
        #expect(center.pending().isEmpty)
        #expect(model.profileText == "None yet" && counts(model) == [0, 0, 0, 0] && model.done == .wipeData)
        #expect(!aftercare.hasRoutine)
        #expect(try db.dump() == SampleData.makeEmptyDatabase().dump())
    }

    /// Every table the migrations make is either wiped or reference data: a table added later
    /// and forgotten by the wipe fails here.
    @Test func theWipeKnowsEveryTable() throws {
        let db = try SampleData.makeEmptyDatabase()
        let tables = try db.read { c in
            try c.query("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").map { try $0["name"] as String }
        }
        let reference: Set = ["body_model", "body_regions", "schema_migrations"]
        #expect(Set(tables) == Set(DebugMenuModel.journalTables).union(reference))
    }

    @Test func loadingTheSampleDataReplacesTheJournalAndSchedulesItsReminders() async throws {
        let db = try SampleData.makeEmptyDatabase()
        let center = TestNotifications()
        let model = try model(db, center)
        model.ask(.loadSampleData)
        try model.confirm()
        await db.settled()
        #expect(model.done == .loadSampleData && model.profileText == "Maya, onboarded")
        #expect(try db.dump() == SampleData.makeDatabase().dump())
        // The Skull's routine on day 9 of 28: wash and balm days 9–14, moisturise 15–28, no sun
        // 10–28 (today's is done); the film came off on day 3.
        let expected: Int = 6 + 6 + 14 + 19
        #expect(center.pending().count == expected)
        #expect(center.pending().first?.fireDate == iso("2026-11-20T19:00:00Z"))
        #expect(center.pending().first?.body == "Skull · day 9 of 28 · twice a day")
        // Loading again over the sample replaces it, reminders included.
        model.ask(.loadSampleData)
        try model.confirm()
        await db.settled()
        #expect(try db.dump() == SampleData.makeDatabase().dump())
        #expect(center.pending().count == 45)
    }
}
