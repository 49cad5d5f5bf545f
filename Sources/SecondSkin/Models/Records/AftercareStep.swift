import Foundation
import LiveSQLite

/// One step of today's routine and how many of its times are done today.
///
/// ```swift
/// step.title         // "Wash gently"
/// step.doneToday     // 1
/// step.timesPerDay   // 2
/// ```
public struct AftercareStep: RowDecodable, Equatable, Identifiable, Sendable {
    public var id: UUID
    public var title: String
    public var detail: String?
    public var timesPerDay: Int
    public var firstDay: Int
    public var lastDay: Int
    public var doneToday: Int

    public init(row: Row) throws {
        id = try row["id"]
        title = try row["title"]
        detail = try row["detail"]
        timesPerDay = try row["times_per_day"]
        // The schema's own range: a row written past its CHECK (by another tool) would draw a
        // button per time — none for a negative count, billions for a huge one.
        guard Self.timesPerDayRange.contains(timesPerDay) else {
            throw SQLiteError.decoding(sql: row.sql, column: "times_per_day", expected: "an integer from 1 to 12", found: "integer \(timesPerDay)")
        }
        firstDay = try row["first_day"]
        lastDay = try row["last_day"]
        doneToday = try row["done_today"]
    }

    /// What `aftercare_steps.times_per_day` may hold (its CHECK constraint).
    public static let timesPerDayRange = 1...12

    public var isDone: Bool { doneToday >= timesPerDay }
    public var remainingToday: Int { max(0, timesPerDay - doneToday) }
    /// "Once a day", "Twice a day", "3 times a day".
    public var frequencyText: String {
        switch timesPerDay {
        case 1: return "Once a day"
        case 2: return "Twice a day"
        default: return "\(timesPerDay) times a day"
        }
    }
}
