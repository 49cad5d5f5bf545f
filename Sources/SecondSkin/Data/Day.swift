import Foundation
import LiveSQLite

/// A calendar day without a time or time zone (`2026-11-20`): when a piece was done, which day
/// a check-in belongs to. Stored as ISO 8601 text, so `ORDER BY` and `date()` work in SQL.
///
/// ```swift
/// let today = Day(dependencies.now(), in: dependencies.calendar)  // 2026-11-20
/// today.adding(days: -8)                                           // 2026-11-12
/// ```
public struct Day: Hashable, Comparable, Sendable, CustomStringConvertible, SQLConvertible {
    public var year: Int
    public var month: Int
    public var day: Int

    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day `date` falls on in `calendar`'s time zone.
    public init(_ date: Date, in calendar: Calendar) {
        let c = calendar.dateComponents([.year, .month, .day], from: date)
        self.init(year: c.year!, month: c.month!, day: c.day!)
    }

    /// Parses `YYYY-MM-DD`; nil for anything else, including days that do not exist.
    public init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard text.count == 10, parts.count == 3, let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2]),
            (1...12).contains(m), (1...Day.daysIn(month: m, year: y)).contains(d)
        else { return nil }
        self.init(year: y, month: m, day: d)
    }

    /// `2026-11-20`.
    public var description: String {
        String(format: "%04d-%02d-%02d", year, month, day)
    }

    /// Midnight at the start of the day in `calendar`'s time zone.
    public func date(in calendar: Calendar) -> Date {
        calendar.date(from: DateComponents(year: year, month: month, day: day))!
    }

    /// The day `count` days later (or earlier, when negative).
    public func adding(days count: Int) -> Day {
        Day(julianDay: julianDay + count)
    }

    /// Whole days from `other` to this day: `Day("2026-11-20")!.days(since: Day("2026-11-12")!) == 8`.
    public func days(since other: Day) -> Int { julianDay - other.julianDay }

    public static func < (a: Day, b: Day) -> Bool { a.julianDay < b.julianDay }

    public var sqlValue: SQLValue { .text(description) }
    public init?(sqlValue: SQLValue) {
        guard case .text(let s) = sqlValue else { return nil }
        self.init(s)
    }

    // MARK: - Proleptic Gregorian day numbers (no Calendar, so no time zone can leak in)

    var julianDay: Int {
        let a = (14 - month) / 12
        let y = year + 4800 - a
        let m = month + 12 * a - 3
        return day + (153 * m + 2) / 5 + 365 * y + y / 4 - y / 100 + y / 400 - 32045
    }

    init(julianDay jd: Int) {
        let a = jd + 32044
        let b = (4 * a + 3) / 146097
        let c = a - 146097 * b / 4
        let d = (4 * c + 3) / 1461
        let e = c - 1461 * d / 4
        let m = (5 * e + 2) / 153
        self.init(year: 100 * b + d - 4800 + m / 10, month: m + 3 - 12 * (m / 10), day: e - (153 * m + 2) / 5 + 1)
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}
