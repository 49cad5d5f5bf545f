import Foundation
import LiveSQLite
import ScreenDependencies
import Testing

@testable import SecondSkin

/// Aftercare reminders: one per step per day until the routine's end, cancelled by checking the
/// step off for the day, by finishing or deleting the routine and by deleting its piece.
@MainActor
@Suite struct AftercareRemindersTests {
    /// A model on the sample data whose reminders go to `center`, at `now`.
    func model(_ db: Database, _ center: TestNotifications, now: String = "2026-11-20T09:41:00Z") throws -> AftercareModel {
        var dependencies = Dependencies.sample
        let date = iso(now)
        dependencies.now = { date }
        dependencies.notifications = center
        return try AftercareModel(database: db, dependencies: dependencies)
    }

    /// The Horseshoe (Sasha's) gets the standard routine today; it becomes the active one.
    func startHorseshoe(_ model: AftercareModel, _ db: Database) async throws -> UUID {
        let id = try model.startRoutine(pieceID: SampleID.piece(11))
        await db.settled()
        #expect(model.routine.value?.id == id)
        return id
    }

    @Test func startingARoutineSchedulesOneReminderPerStepPerDayUntilItsEnd() async throws {
        let db = try SampleData.makeDatabase()
        let center = TestNotifications()
        let routine = try await startHorseshoe(try model(db, center), db)
        let pending = center.pending()
        // Wash and balm days 1–14, moisturise days 15–28, no sun days 1–28.
        let expected: Int = 14 + 14 + 14 + 28
        #expect(pending.count == expected)
        #expect(Set(pending.map(\.id)).count == pending.count)
        let steps = try db.read { c in
            try c.query("SELECT id, title FROM aftercare_steps WHERE routine_id = ? ORDER BY position", [routine]).map {
                (try $0["id"] as UUID, try $0["title"] as String)
            }
        }
        #expect(steps.map(\.1) == ["Wash gently", "Thin layer of balm", "Moisturise", "No sun, no swimming"])
        for (step, title) in steps {
            let days = pending.filter { $0.title == title }.map { String($0.id.suffix(10)) }
            #expect(pending.filter { $0.title == title }.allSatisfy { $0.id.hasPrefix("aftercare.\(routine.uuidString).\(step.uuidString).") })
            switch title {
            case "Moisturise": #expect(days.first == "2026-12-04" && days.last == "2026-12-17" && days.count == 14)
            case "No sun, no swimming": #expect(days.first == "2026-11-20" && days.last == "2026-12-17" && days.count == 28)
            default: #expect(days.first == "2026-11-20" && days.last == "2026-12-03" && days.count == 14)
            }
        }
        let first = try #require(pending.first)
        #expect(first.fireDate == iso("2026-11-20T19:00:00Z"))
        #expect(first.id == "aftercare.00000000-0000-0000-0000-000000000001.00000000-0000-0000-0000-000000000002.2026-11-20")
        #expect(first.title == "Wash gently" && first.body == "Horseshoe · day 1 of 28 · twice a day")
        #expect(pending.last?.fireDate == iso("2026-12-17T19:00:00Z"))
        #expect(center.events.count == 70)
    }

    @Test func theIdentifiersAreTheSameOnEveryRun() async throws {
        var runs: [[NotificationRequest]] = []
        for _ in 0..<2 {
            let db = try SampleData.makeDatabase()
            let center = TestNotifications()
            _ = try await startHorseshoe(try model(db, center), db)
            runs.append(center.pending())
        }
        #expect(runs[0] == runs[1])
    }

    @Test func aRoutineStartedAfterTheRemindersHourSkipsTodaysReminders() async throws {
        let db = try SampleData.makeDatabase()
        let center = TestNotifications()
        _ = try await startHorseshoe(try model(db, center, now: "2026-11-20T20:30:00Z"), db)
        #expect(center.pending().count == 67)
        #expect(center.pending().first?.fireDate == iso("2026-11-21T19:00:00Z"))
    }

    @Test func checkingAStepOffForTheDayCancelsThatDaysReminderOfThatStepOnly() async throws {
        let db = try SampleData.makeDatabase()
        let center = TestNotifications()
        let model = try model(db, center)
        let routine = try await startHorseshoe(model, db)
        let wash = try #require(model.steps.value.first)
        #expect(wash.title == "Wash gently" && wash.timesPerDay == 2)
        let today = AftercareReminders.id(routine: routine, step: wash.id, day: model.today)
        try model.checkOff(wash.id)
        #expect(center.pending().count == 70 && center.pending().contains { $0.id == today })
        try model.checkOff(wash.id)
        #expect(center.pending().count == 69 && !center.pending().contains { $0.id == today })
        #expect(center.events.last == .cancelled([today]))
        // Tomorrow's reminder of the step stays.
        let tomorrow = AftercareReminders.id(routine: routine, step: wash.id, day: model.today.adding(days: 1))
        #expect(center.pending().contains { $0.id == tomorrow })
    }

    @Test func undoingTheLastCheckOffBringsTodaysReminderBack() async throws {
        let db = try SampleData.makeDatabase()
        let center = TestNotifications()
        let model = try model(db, center)
        _ = try await startHorseshoe(model, db)
        let sun = try #require(model.steps.value.last)
        #expect(sun.timesPerDay == 1)
        let before = center.pending()
        try model.checkOff(sun.id)
        #expect(center.pending().count == 69)
        try model.undoCheckOff(sun.id)
        #expect(center.pending() == before)
        // Nothing to undo: nothing scheduled.
        let calls = center.events.count
        try model.undoCheckOff(sun.id)
        #expect(center.events.count == calls)
    }

    @Test func undoingAfterTheRemindersHourSchedulesNothing() async throws {
        let db = try SampleData.makeDatabase()
        let center = TestNotifications()
        let model = try model(db, center, now: "2026-11-20T21:00:00Z")
        let sun = try #require(model.steps.value.last)  // the Skull's, done today
        try model.undoCheckOff(sun.id)
        #expect(center.pending().isEmpty && center.events.isEmpty)
    }

    @Test func finishingTheRoutineCancelsAllItsReminders() async throws {
        let db = try SampleData.makeDatabase()
        let center = TestNotifications()
        let model = try model(db, center)
        _ = try await startHorseshoe(model, db)
        try model.finishRoutine()
        #expect(center.pending().isEmpty)
        guard case .cancelled(let ids) = center.events.last else {
            Issue.record("the last call cancels, not \(center.events)")
            return
        }
        #expect(ids.count == 70)
    }

    @Test func deletingTheRoutineCancelsAllItsRemindersAndKeepsThePiece() async throws {
        let db = try SampleData.makeDatabase()
        let center = TestNotifications()
        let model = try model(db, center)
        let routine = try await startHorseshoe(model, db)
        try model.deleteRoutine()
        await db.settled()
        #expect(center.pending().isEmpty)
        #expect(try db.count("aftercare_routines", where: "id = ?", [routine]) == 0)
        #expect(try db.count("aftercare_steps", where: "routine_id = ?", [routine]) == 0)
        #expect(try db.count("pieces", where: "id = ?", [SampleID.piece(11)]) == 1)
        #expect(model.routine.value?.id == SampleData.Key.activeRoutine)
    }

    @Test func deletingThePieceCancelsItsRoutinesReminders() async throws {
        let db = try SampleData.makeDatabase()
        let center = TestNotifications()
        var dependencies = Dependencies.sample
        dependencies.notifications = center
        let model = try AftercareModel(database: db, dependencies: dependencies)
        _ = try await startHorseshoe(model, db)
        let detail = try PieceDetailModel(pieceID: SampleID.piece(11), database: db, dependencies: dependencies)
        try detail.delete()
        #expect(center.pending().isEmpty)
    }

    @Test func aPieceWithARoutineRunningCannotStartAnother() async throws {
        let db = try SampleData.makeDatabase()
        let center = TestNotifications()
        let model = try model(db, center)
        let before = try db.dump()
        #expect(throws: InputError.routineAlreadyRunning) { try model.startRoutine(pieceID: SampleData.Key.skull) }
        #expect(model.inputError == .routineAlreadyRunning)
        #expect(try db.dump() == before && center.events.isEmpty)
    }
}
