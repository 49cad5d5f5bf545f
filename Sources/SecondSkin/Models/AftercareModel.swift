import Foundation
import LiveSQLite
import Observation
import ScreenDependencies

/// The Aftercare tab: the active routine and today's steps, each with how many of its times
/// are checked off today. "Today" is fixed when the model is made (from the injected clock
/// and calendar); make a new model on a new day. Starting, checking off, finishing and
/// deleting keep the routine's reminders (``AftercareReminders``) in step through the
/// notifications dependency. Reminders only, never medical advice.
///
/// ```swift
/// let model = try AftercareModel(database: db, dependencies: .sample)
/// model.dayText                      // "Day 9 of 28"
/// try model.checkOff(model.steps.value[0].id)
/// ```
@MainActor
@Observable
public final class AftercareModel {
    /// The day the check-ins are for.
    public let today: Day
    @ObservationIgnored public let routine: LiveQuery<AftercareRoutine?>
    @ObservationIgnored public let steps: LiveQuery<[AftercareStep]>
    @ObservationIgnored let database: Database
    @ObservationIgnored let dependencies: Dependencies
    @ObservationIgnored public let photos: PhotoLibrary
    /// Why the last action was refused, for the screen to show; nil after success.
    public private(set) var inputError: InputError?

    /// The active routine: the latest started one that has not ended.
    static let activeRoutine = """
        SELECT id FROM aftercare_routines WHERE ended_day IS NULL AND start_day <= ?1 ORDER BY start_day DESC, id LIMIT 1
        """

    public init(database: Database, dependencies: Dependencies) throws {
        self.database = database
        self.dependencies = dependencies
        photos = dependencies.photos
        let today = dependencies.today
        self.today = today
        routine = try .one(
            database,
            """
            SELECT r.id, r.title, r.piece_id, p.title AS piece_title, a.name AS artist_name, r.start_day, r.length_days,
                (SELECT f.file_name FROM photos f WHERE f.piece_id = p.id ORDER BY f.position LIMIT 1) AS cover_file
            FROM aftercare_routines r
            JOIN pieces p ON p.id = r.piece_id
            LEFT JOIN artists a ON a.id = r.artist_id
            WHERE r.id = (\(Self.activeRoutine))
            """, [today])
        steps = try .all(
            database,
            """
            SELECT s.id, s.title, s.detail, s.times_per_day, s.first_day, s.last_day,
                (SELECT count(*) FROM aftercare_checkins c WHERE c.step_id = s.id AND c.day = ?1) AS done_today
            FROM aftercare_steps s
            JOIN aftercare_routines r ON r.id = s.routine_id
            WHERE r.id = (\(Self.activeRoutine))
                AND CAST(julianday(?1) - julianday(r.start_day) AS INTEGER) + 1 BETWEEN s.first_day AND s.last_day
            ORDER BY s.position, s.id
            """, [today])
    }

    public var hasRoutine: Bool { routine.value != nil }

    /// Day 1 is the session's day.
    public var dayNumber: Int? { routine.value?.dayNumber(on: today) }

    /// "Day 9 of 28".
    public var dayText: String? {
        guard let r = routine.value, let n = dayNumber else { return nil }
        return "Day \(n) of \(r.lengthDays)"
    }

    /// Check-ins done today, counting each step at most its times a day.
    public var doneCount: Int { steps.value.reduce(0) { $0 + min($1.doneToday, $1.timesPerDay) } }
    /// Check-ins today asks for.
    public var totalCount: Int { steps.value.reduce(0) { $0 + $1.timesPerDay } }
    /// 0…1 for today's progress ring.
    public var progress: Double { totalCount == 0 ? 0 : Double(doneCount) / Double(totalCount) }
    public var isAllDoneToday: Bool { totalCount > 0 && doneCount == totalCount }
    /// "3 of 6 done today".
    public var progressText: String { "\(doneCount) of \(totalCount) done today" }

    /// The routine has run its length: offer to mark the piece healed.
    public var isDue: Bool {
        guard let r = routine.value, let n = dayNumber else { return false }
        return n > r.lengthDays
    }

    public static let emptyTitle = "No aftercare running"
    public static let emptyMessage = "After a session, start a routine and Second Skin reminds you of each step until it has healed."
    public static let disclaimer = "Reminders only, not medical advice. If something worries you, ask your artist or a doctor."

    /// Checks off one more time of `stepID` today; the last of today's times cancels today's
    /// reminder of the step. Throws ``InputError/stepAlreadyDone`` (writing nothing) when
    /// today's times are all done.
    public func checkOff(_ stepID: UUID) throws {
        let today = self.today
        let now = dependencies.now()
        let finished: String?
        do {
            finished = try database.write { c in
                guard
                    let step = try c.query("SELECT routine_id, times_per_day FROM aftercare_steps WHERE id = ?", [stepID]).first
                else { throw InputError.notFound }
                let times: Int = try step["times_per_day"]
                let done = try c.scalar("SELECT count(*) FROM aftercare_checkins WHERE step_id = ? AND day = ?", [stepID, today], as: Int.self) ?? 0
                guard done < times else { throw InputError.stepAlreadyDone }
                try c.execute(
                    "INSERT INTO aftercare_checkins (step_id, day, occurrence, done_at) VALUES (?, ?, ?, ?)", [stepID, today, done + 1, now])
                return done + 1 == times ? AftercareReminders.id(routine: try step["routine_id"], step: stepID, day: today) : nil
            }
        } catch let error as InputError {
            throw refuse(error)
        }
        if let finished { dependencies.notifications.cancel(ids: [finished]) }
        inputError = nil
    }

    /// Takes back today's last check-in of `stepID` (a no-op when there is none); a step that
    /// is no longer done today gets today's reminder back if its time is still ahead.
    public func undoCheckOff(_ stepID: UUID) throws {
        let today = self.today
        let (now, calendar) = (dependencies.now(), dependencies.calendar)
        let reminders = try database.write { c -> [NotificationRequest] in
            let removed = try c.execute(
                """
                DELETE FROM aftercare_checkins WHERE step_id = ?1 AND day = ?2
                    AND occurrence = (SELECT max(occurrence) FROM aftercare_checkins WHERE step_id = ?1 AND day = ?2)
                """, [stepID, today])
            guard removed > 0, let routine = try c.scalar("SELECT routine_id FROM aftercare_steps WHERE id = ?", [stepID], as: UUID.self)
            else { return [] }
            let todays = AftercareReminders.id(routine: routine, step: stepID, day: today)
            return try AftercareReminders.ahead(where: "s.id = ?", [stepID], after: now, calendar: calendar, in: c).filter { $0.id == todays }
        }
        try dependencies.notifications.schedule(reminders)
    }

    /// Starts a routine for a piece from `template` (today is day 1), titled after the artist,
    /// and schedules its reminders: one per step per day until its end (those still ahead).
    /// Throws ``InputError/routineAlreadyRunning`` (writing nothing) when the piece has one.
    @discardableResult
    public func startRoutine(pieceID: UUID, template: AftercareTemplate = .standard) throws -> UUID {
        let id = dependencies.makeID()
        let stepIDs = template.steps.map { _ in dependencies.makeID() }
        let today = self.today
        let (now, calendar) = (dependencies.now(), dependencies.calendar)
        let reminders: [NotificationRequest]
        do {
            reminders = try database.write { c in
                guard
                    let artist = try c.query(
                        "SELECT p.artist_id, a.name FROM pieces p LEFT JOIN artists a ON a.id = p.artist_id WHERE p.id = ?", [pieceID]
                    ).first
                else { throw InputError.notFound }
                let running = try c.scalar(
                    "SELECT count(*) FROM aftercare_routines WHERE piece_id = ? AND ended_day IS NULL", [pieceID], as: Int.self)
                guard running == 0 else { throw InputError.routineAlreadyRunning }
                let artistID: UUID? = try artist["artist_id"]
                let artistName: String? = try artist["name"]
                let title = artistName.map { "\($0.split(separator: " ").first.map(String.init) ?? $0)'s aftercare" } ?? "Aftercare"
                try c.execute(
                    "INSERT INTO aftercare_routines (id, piece_id, title, artist_id, start_day, length_days) VALUES (?, ?, ?, ?, ?, ?)",
                    [id, pieceID, title, artistID, today, template.lengthDays])
                for (position, (step, stepID)) in zip(template.steps, stepIDs).enumerated() {
                    try c.execute(
                        """
                        INSERT INTO aftercare_steps (id, routine_id, title, detail, first_day, last_day, times_per_day, position)
                        VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                        """, [stepID, id, step.title, step.detail, step.firstDay, step.lastDay, step.timesPerDay, position])
                }
                return try AftercareReminders.ahead(where: "r.id = ?", [id], after: now, calendar: calendar, in: c)
            }
        } catch let error as InputError {
            throw refuse(error)
        }
        try dependencies.notifications.schedule(reminders)
        inputError = nil
        return id
    }

    /// Ends the active routine today, marks its piece healed and cancels its reminders.
    public func finishRoutine() throws {
        guard let r = routine.value else { throw refuse(.notFound) }
        let ids = try database.write { c in
            try c.execute("UPDATE aftercare_routines SET ended_day = ? WHERE id = ?", [today, r.id])
            try c.execute("UPDATE pieces SET status = 'healed' WHERE id = ? AND status = 'healing'", [r.pieceID])
            return try AftercareReminders.identifiers(where: "r.id = ?", [r.id], in: c)
        }
        dependencies.notifications.cancel(ids: ids)
        inputError = nil
    }

    /// Deletes the active routine with its steps and check-ins (the piece stays as it is) and
    /// cancels its reminders.
    public func deleteRoutine() throws {
        guard let r = routine.value else { throw refuse(.notFound) }
        let ids = try database.write { c in
            let ids = try AftercareReminders.identifiers(where: "r.id = ?", [r.id], in: c)
            try c.execute("DELETE FROM aftercare_routines WHERE id = ?", [r.id])
            return ids
        }
        dependencies.notifications.cancel(ids: ids)
        inputError = nil
    }

    private func refuse(_ error: InputError) -> InputError {
        inputError = error
        return error
    }
}
