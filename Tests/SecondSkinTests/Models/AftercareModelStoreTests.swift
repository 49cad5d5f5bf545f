import Foundation
import LiveSQLite
import ModelTesting
import ScreenDependencies
import Testing

@testable import SecondSkin

/// The Aftercare screen's actions as store steps, reminders included (the store sees the
/// pending notifications as `pendingNotifications`).
@MainActor
@Suite struct AftercareModelStoreTests {
    @Test func checkingAStepOffCountsItAndLeavesOtherScreensAlone() async throws {
        let db = try SampleData.makeDatabase()
        let store = try sampleStore(db) { try AftercareModel(database: db, dependencies: .current) }
        let collection = try sampleStore(db) { try CollectionModel(database: db, dependencies: .current) }
        let stats = try sampleStore(db) { try StatsModel(database: db, dependencies: .current) }
        let wash = store.model.steps.value[0].id
        try await store.send {
            try $0.checkOff(wash)
        } changes: {
            $0.steps.value[0].doneToday = 2
        }
        // Undone, the step is due again today: its reminder for tonight is scheduled (the sample
        // journal was written without reminders, so it is the only one).
        let tonight = NotificationRequest(
            id: "aftercare.\(SampleData.Key.activeRoutine.uuidString).\(wash.uuidString).2026-11-20", title: "Wash gently",
            body: "Skull · day 9 of 28 · twice a day", fireDate: iso("2026-11-20T19:00:00Z"))
        try await store.send {
            try $0.undoCheckOff(wash)
        } changes: {
            $0.steps.value[0].doneToday = 1
            $0.pendingNotifications = [tonight]
        }
        try await collection.expectUnchanged()
        try await stats.expectUnchanged()
    }

    @Test func startingARoutineMakesItTheActiveOneAndSchedulesItsReminders() async throws {
        let db = try SampleData.makeDatabase()
        let store = try sampleStore(db) { try AftercareModel(database: db, dependencies: .current) }
        let collection = try sampleStore(db) { try CollectionModel(database: db, dependencies: .current) }
        let id = { (n: Int) in UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", n))! }
        let (skullRoutine, skullSteps) = (store.model.routine.value, store.model.steps.value)
        var routine = try #require(store.model.routine.value)
        routine.id = id(1)
        routine.title = "Sasha's aftercare"
        routine.pieceID = SampleID.piece(11)
        routine.pieceTitle = "Horseshoe"
        routine.artistName = "Sasha Reyes"
        routine.startDay = Day(year: 2026, month: 11, day: 20)
        routine.lengthDays = 28
        routine.coverFile = "flash-horseshoe.png"
        let template = AftercareTemplate.standard.steps
        let today = [0, 1, 3].map { i in
            var step = store.model.steps.value[0]
            step.id = id(i + 2)
            step.title = template[i].title
            step.detail = template[i].detail
            step.firstDay = template[i].firstDay
            step.lastDay = template[i].lastDay
            step.timesPerDay = template[i].timesPerDay
            step.doneToday = 0
            return step
        }
        // One reminder per step per day of the step, at 19:00 UTC, built here independently.
        var reminders: [NotificationRequest] = []
        let start = Day(year: 2026, month: 11, day: 20)
        for (i, step) in template.enumerated() {
            for number in step.firstDay...step.lastDay {
                let day = start.adding(days: number - 1)
                let often = [1: "once a day", 2: "twice a day"][step.timesPerDay] ?? "\(step.timesPerDay) times a day"
                reminders.append(
                    NotificationRequest(
                        id: "aftercare.\(id(1).uuidString).\(id(i + 2).uuidString).\(day)", title: step.title,
                        body: "Horseshoe · day \(number) of 28 · \(often)", fireDate: iso("\(day)T19:00:00Z")))
            }
        }
        reminders.sort { ($0.fireDate, $0.id) < ($1.fireDate, $1.id) }
        #expect(reminders.count == 70)
        try await store.send {
            try $0.startRoutine(pieceID: SampleID.piece(11))
        } changes: {
            $0.routine.value = routine
            $0.steps.value = today
            $0.pendingNotifications = reminders
        }
        // Checking the last time of a step off for today cancels today's reminder of it.
        try await store.send {
            try $0.checkOff(id(5))
        } changes: {
            $0.steps.value[2].doneToday = 1
            $0.pendingNotifications.removeAll { $0.id == "aftercare.\(id(1).uuidString).\(id(5).uuidString).2026-11-20" }
        }
        // Finishing cancels all of them; the Skull's routine is the active one again.
        try await store.send {
            try $0.finishRoutine()
        } changes: {
            $0.routine.value = skullRoutine
            $0.steps.value = skullSteps
            $0.pendingNotifications = []
        }
        // The Horseshoe was booked, not healing: finishing leaves its status alone.
        try await collection.expectUnchanged()
    }

    @Test func deletingTheRoutineCancelsItsRemindersAndKeepsThePiece() async throws {
        let db = try SampleData.makeDatabase()
        let store = try sampleStore(db) { try AftercareModel(database: db, dependencies: .current) }
        let collection = try sampleStore(db) { try CollectionModel(database: db, dependencies: .current) }
        try await store.send {
            try $0.deleteRoutine()
        } changes: {
            $0.routine.value = nil
            $0.steps.value = []
        }
        try await collection.expectUnchanged()
        #expect(try db.count("aftercare_steps", where: "routine_id = ?", [SampleData.Key.activeRoutine]) == 0)
    }

    @Test func refusedActionsLeaveTheFileByteIdentical() async throws {
        let file = try SampleFile()
        defer { file.remove() }
        let db = file.database
        let store = try sampleStore(db) { try AftercareModel(database: db, dependencies: .current) }
        let before = try file.bytes()
        let sun = store.model.steps.value[2].id  // done today
        await #expect(throws: InputError.stepAlreadyDone) {
            try await store.send(databaseUnchanged: true) {
                try $0.checkOff(sun)
            } changes: {
                $0.inputError = .stepAlreadyDone
            }
        }
        await #expect(throws: InputError.routineAlreadyRunning) {
            try await store.send(databaseUnchanged: true) {
                try $0.startRoutine(pieceID: SampleData.Key.skull)
            } changes: {
                $0.inputError = .routineAlreadyRunning
            }
        }
        await #expect(throws: InputError.notFound) {
            try await store.send(databaseUnchanged: true) {
                try $0.checkOff(SampleID.step(999))
            } changes: {
                $0.inputError = .notFound
            }
        }
        #expect(try file.bytes() == before)
    }
}
