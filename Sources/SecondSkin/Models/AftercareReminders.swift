import Foundation
import LiveSQLite
import ScreenDependencies

/// The reminders of aftercare routines: one per step per day of that step, from the routine's
/// first day to its end, at 19:00 in the injected calendar — a nudge for a step not yet done
/// that day. The identifiers are deterministic (`aftercare.<routine>.<step>.<day>`), so nothing
/// about reminders is stored: what to schedule and what to cancel is derived from the routine's
/// rows.
///
/// ```swift
/// AftercareReminders.id(routine: SampleData.Key.activeRoutine, step: SampleID.step(2), day: Day("2026-11-20")!)
/// // "aftercare.5A3E0007-0000-4000-8000-000000000001.5A3E0008-0000-4000-8000-000000000002.2026-11-20"
/// ```
public enum AftercareReminders {
    /// The hour of the day reminders fire at.
    public static let hour = 19

    /// The identifier of the reminder of `step` on `day`.
    public static func id(routine: UUID, step: UUID, day: Day) -> String {
        "aftercare.\(routine.uuidString).\(step.uuidString).\(day)"
    }

    /// When the reminders of `day` fire.
    public static func fireDate(of day: Day, in calendar: Calendar) -> Date {
        day.date(in: calendar).addingTimeInterval(TimeInterval(hour * 3600))
    }

    /// The reminders still ahead for the routines matching `condition` (SQL on `r`, the
    /// routine): those that fire after `now`, for days whose step is not done yet.
    static func ahead(
        where condition: String, _ arguments: [any SQLConvertible], after now: Date, calendar: Calendar, in c: Connection
    ) throws -> [NotificationRequest] {
        let done = Set(
            try c.query(
                """
                SELECT k.step_id, k.day FROM aftercare_checkins k
                JOIN aftercare_steps s ON s.id = k.step_id JOIN aftercare_routines r ON r.id = s.routine_id
                WHERE \(condition) GROUP BY k.step_id, k.day HAVING count(*) >= s.times_per_day
                """, arguments
            ).map { row in "\(try row["step_id"] as UUID)/\(try row["day"] as Day)" })
        var reminders: [NotificationRequest] = []
        for step in try steps(where: condition, arguments, in: c) {
            for (number, day) in step.days where !done.contains("\(step.id)/\(day)") {
                let fireDate = fireDate(of: day, in: calendar)
                guard fireDate > now else { continue }
                reminders.append(
                    NotificationRequest(
                        id: id(routine: step.routine, step: step.id, day: day), title: step.title,
                        body: "\(step.pieceTitle) · day \(number) of \(step.lengthDays) · \(step.frequency)", fireDate: fireDate))
            }
        }
        return reminders
    }

    /// Every identifier the routines matching `condition` may have scheduled, fired or not.
    static func identifiers(where condition: String, _ arguments: [any SQLConvertible], in c: Connection) throws -> [String] {
        try steps(where: condition, arguments, in: c).flatMap { step in
            step.days.map { id(routine: step.routine, step: step.id, day: $0.day) }
        }
    }

    /// A step of a routine, with the days it asks for.
    private struct PlannedStep {
        var routine: UUID
        var id: UUID
        var title: String
        var pieceTitle: String
        var lengthDays: Int
        var timesPerDay: Int
        /// Day numbers (1 is the start day) with their calendar day.
        var days: [(number: Int, day: Day)]

        var frequency: String {
            switch timesPerDay {
            case 1: return "once a day"
            case 2: return "twice a day"
            default: return "\(timesPerDay) times a day"
            }
        }
    }

    private static func steps(where condition: String, _ arguments: [any SQLConvertible], in c: Connection) throws -> [PlannedStep] {
        try c.query(
            """
            SELECT r.id AS routine_id, r.start_day, r.length_days, p.title AS piece_title,
                s.id, s.title, s.first_day, s.last_day, s.times_per_day
            FROM aftercare_steps s JOIN aftercare_routines r ON r.id = s.routine_id JOIN pieces p ON p.id = r.piece_id
            WHERE \(condition)
            ORDER BY r.start_day, r.id, s.position, s.id
            """, arguments
        ).map { row in
            let start: Day = try row["start_day"]
            let length: Int = try row["length_days"]
            let first: Int = try row["first_day"]
            let last = min(try row["last_day"] as Int, length)
            return PlannedStep(
                routine: try row["routine_id"], id: try row["id"], title: try row["title"], pieceTitle: try row["piece_title"],
                lengthDays: length, timesPerDay: try row["times_per_day"],
                days: first <= last ? (first...last).map { ($0, start.adding(days: $0 - 1)) } : [])
        }
    }
}

extension NotificationScheduling {
    /// Schedules each of `requests`, in order.
    func schedule(_ requests: [NotificationRequest]) throws {
        for request in requests { try schedule(request) }
    }
}
