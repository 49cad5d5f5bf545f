import Foundation
import LiveSQLite
import Testing

@testable import SecondSkin

@MainActor
@Suite struct AftercareModelTests {
    @Test func todaysStepsOfTheActiveRoutinePartlyDone() throws {
        let model = try AftercareModel(database: SampleData.makeDatabase(), dependencies: sample)
        #expect(model.today == Day(year: 2026, month: 11, day: 20))
        #expect(model.routine.value?.title == "Mei's aftercare" && model.routine.value?.pieceTitle == "Skull")
        #expect(model.routine.value?.coverFile == "skull-day8.png")
        #expect(model.dayNumber == 9 && model.dayText == "Day 9 of 28")
        #expect(model.steps.value.map(\.title) == ["Wash gently", "Thin layer of balm", "No sun, no swimming"])
        #expect(model.steps.value.map(\.doneToday) == [1, 1, 1])
        #expect(model.steps.value.map(\.frequencyText) == ["Twice a day", "3 times a day", "Once a day"])
        #expect(model.steps.value.map(\.isDone) == [false, false, true])
        #expect(model.progressText == "3 of 6 done today" && model.progress == 0.5 && !model.isAllDoneToday && !model.isDue)
    }

    /// Found by the fuzz suite: a step another tool wrote with a times-per-day past the schema's
    /// CHECK made the Aftercare screen trap (a negative count) or draw billions of buttons.
    @Test(arguments: [0, -3, 13, Int.max])
    func aStepWithTimesPerDayOutOfRangeIsANamedError(_ times: Int) throws {
        let db = try SampleData.makeDatabase()
        try db.write { c in
            try c.executeScript("PRAGMA ignore_check_constraints = ON")
            try c.execute("UPDATE aftercare_steps SET times_per_day = ?", [times])
        }
        #expect {
            _ = try AftercareModel(database: db, dependencies: sample)
        } throws: { error in
            guard case SQLiteError.decoding(_, let column, _, let found) = error else { return false }
            return column == "times_per_day" && found == "integer \(times)"
        }
    }

    @Test func checkingOffAndUndoing() async throws {
        let db = try SampleData.makeDatabase()
        let model = try AftercareModel(database: db, dependencies: sample)
        let wash = model.steps.value[0].id
        try model.checkOff(wash)
        await db.settled()
        #expect(model.steps.value.map(\.doneToday) == [2, 1, 1] && model.progressText == "4 of 6 done today")
        #expect(model.steps.value[0].isDone)
        try model.undoCheckOff(wash)
        await db.settled()
        #expect(model.steps.value.map(\.doneToday) == [1, 1, 1])
    }

    @Test func aStepDoneForTodayCannotBeCheckedAgain() throws {
        let db = try SampleData.makeDatabase()
        let model = try AftercareModel(database: db, dependencies: sample)
        let before = try db.dump()
        #expect(throws: InputError.stepAlreadyDone) { try model.checkOff(model.steps.value[2].id) }
        #expect(model.inputError?.message == "That's everything for this step today.")
        #expect(try db.dump() == before)
    }

    @Test func finishingTheRoutineMarksThePieceHealed() async throws {
        let db = try SampleData.makeDatabase()
        let model = try AftercareModel(database: db, dependencies: sample)
        let stats = try StatsModel(database: db, dependencies: sample)
        try model.finishRoutine()
        await db.settled()
        #expect(!model.hasRoutine && model.steps.value.isEmpty && model.dayText == nil)
        #expect(stats.piecesText == "9 pieces")
    }

    @Test func startingARoutineAfterASessionMakesItTheActiveOne() async throws {
        let db = try SampleData.makeDatabase()
        let model = try AftercareModel(database: db, dependencies: sample)
        let id = try model.startRoutine(pieceID: SampleID.piece(11))  // the Horseshoe, by Sasha
        await db.settled()
        #expect(model.routine.value?.id == id && model.routine.value?.title == "Sasha's aftercare")
        #expect(model.dayText == "Day 1 of 28")
        #expect(model.steps.value.map(\.title) == ["Wash gently", "Thin layer of balm", "No sun, no swimming"])
        #expect(model.steps.value.map(\.doneToday) == [0, 0, 0] && model.progressText == "0 of 6 done today")
    }

    @Test func emptyJournalHasNoRoutine() throws {
        let model = try AftercareModel(database: SampleData.makeEmptyDatabase(), dependencies: sample)
        #expect(!model.hasRoutine && model.steps.value.isEmpty && model.progress == 0 && model.dayText == nil)
    }
}
