import Foundation
import LiveSQLite
import ModelTesting
import ScreenDependencies
import Testing

@testable import SecondSkin

/// The debug menu's actions as store steps: ask, cancel, confirm; what each does to the
/// journal, the other screens and the reminders; refusals that write nothing.
@MainActor
@Suite struct DebugMenuModelStoreTests {
    @Test func askingAndCancellingWritesNothing() async throws {
        let file = try SampleFile()
        defer { file.remove() }
        let store = try sampleStore(file.database) { try DebugMenuModel(database: file.database, dependencies: .current) }
        let before = try file.bytes()
        for action in DebugAction.allCases {
            try await store.send(databaseUnchanged: true) {
                $0.ask(action)
            } changes: {
                $0.confirming = action
            }
            try await store.send(databaseUnchanged: true) {
                $0.cancel()
            } changes: {
                $0.confirming = nil
            }
        }
        #expect(try file.bytes() == before)
    }

    @Test func resettingOnboardingReachesWelcomeOnly() async throws {
        let db = try SampleData.makeDatabase()
        let store = try sampleStore(db) { try DebugMenuModel(database: db, dependencies: .current) }
        let welcome = try WelcomeModel(database: db, dependencies: .sample)
        let collection = try sampleStore(db) { try CollectionModel(database: db, dependencies: .current) }
        try await store.send {
            $0.ask(.resetOnboarding)
        } changes: {
            $0.confirming = .resetOnboarding
        }
        try await store.send {
            try $0.confirm()
        } changes: {
            $0.confirming = nil
            $0.done = .resetOnboarding
            $0.profile.value?.onboarded = false
        }
        #expect(welcome.profile.value?.onboarded == false && welcome.greeting == "Welcome, Maya")
        try await collection.expectUnchanged()
    }

    @Test func wipingEmptiesEveryScreenAndCancelsTheReminders() async throws {
        let db = try SampleData.makeDatabase()
        let notifications = TestNotifications()
        // A second routine with its reminders, in the notification centre the menu will use.
        let aftercare = try withDependencies {
            $0.useSecondSkinSample()
            $0.notifications = notifications
        } operation: {
            try AftercareModel(database: db, dependencies: .current)
        }
        try aftercare.startRoutine(pieceID: SampleID.piece(11))
        #expect(notifications.pending().count == 70)
        let store = try sampleStore(db, { $0.notifications = notifications }, make: { try DebugMenuModel(database: db, dependencies: .current) })
        let collection = try CollectionModel(database: db, dependencies: .sample)
        try await store.send {
            $0.ask(.wipeData)
        } changes: {
            $0.confirming = .wipeData
        }
        try await store.send {
            try $0.confirm()
        } changes: {
            $0.confirming = nil
            $0.done = .wipeData
            $0.profile.value = nil
            $0.counts.value?.pieces = 0
            $0.counts.value?.boards = 0
            $0.counts.value?.sessions = 0
            $0.counts.value?.runningRoutines = 0
            $0.pendingNotifications = []
        }
        #expect(collection.pieces.value.isEmpty && collection.isEmpty)
        #expect(try db.dump() == SampleData.makeEmptyDatabase().dump())
    }

    @Test func loadingTheSampleDataOnAFirstLaunchSchedulesItsReminders() async throws {
        let db = try SampleData.makeEmptyDatabase()
        let store = try sampleStore(db) { try DebugMenuModel(database: db, dependencies: .current) }
        let sample = try SampleData.makeDatabase()
        let full = try DebugMenuModel(database: sample, dependencies: .sample)
        try await store.send {
            $0.ask(.loadSampleData)
        } changes: {
            $0.confirming = .loadSampleData
        }
        try await store.send(
            { try $0.confirm() },
            changes: {
                $0.confirming = nil
                $0.done = .loadSampleData
                $0.profile.value = full.profile.value
                $0.counts.value = full.counts.value
                $0.pendingNotifications = Self.sampleReminders()
            })
        #expect(try db.dump() == sample.dump())
    }

    @Test func refusalsWriteNothing() async throws {
        let file = try SampleFile(empty: true)
        defer { file.remove() }
        let store = try sampleStore(file.database) { try DebugMenuModel(database: file.database, dependencies: .current) }
        let before = try file.bytes()
        await #expect(throws: InputError.nothingToConfirm) {
            try await store.send(databaseUnchanged: true) {
                try $0.confirm()
            } changes: {
                $0.inputError = .nothingToConfirm
            }
        }
        try await store.send(databaseUnchanged: true) {
            $0.ask(.resetOnboarding)
        } changes: {
            $0.confirming = .resetOnboarding
            $0.inputError = nil
        }
        await #expect(throws: InputError.noProfile) {
            try await store.send(databaseUnchanged: true) {
                try $0.confirm()
            } changes: {
                $0.inputError = .noProfile
            }
        }
        #expect(try file.bytes() == before)
    }

    /// The sample routine's reminders still ahead on 2026-11-20 09:41, built here from the
    /// sample's steps: the Skull is on day 9 of 28; today's "No sun" is done.
    static func sampleReminders() -> [NotificationRequest] {
        let routine = SampleData.Key.activeRoutine
        let start = Day(year: 2026, month: 11, day: 12)
        var reminders: [NotificationRequest] = []
        for (i, step) in SampleData.steps.enumerated() where step.routine == 1 {
            let from = max(step.first, 9)
            guard from <= step.last else { continue }  // the film came off on day 3
            for number in from...step.last where !(number == 9 && SampleData.todayDone[i] >= step.times) {
                let day = start.adding(days: number - 1)
                let often = [1: "once a day", 2: "twice a day"][step.times] ?? "\(step.times) times a day"
                reminders.append(
                    NotificationRequest(
                        id: "aftercare.\(routine.uuidString).\(SampleID.step(i + 1).uuidString).\(day)", title: step.title,
                        body: "Skull · day \(number) of 28 · \(often)", fireDate: iso("\(day)T19:00:00Z")))
            }
        }
        return reminders.sorted { ($0.fireDate, $0.id) < ($1.fireDate, $1.id) }
    }
}
