import Foundation

/// Dates and durations as the screens print them, in English, in the injected calendar's time
/// zone, without consulting the machine's locale.
///
/// ```swift
/// let text = DateText(calendar: dependencies.calendar)
/// text.dayAndTime(start)       // "Fri 27 Nov, 14:00"
/// text.day(Day("2024-03-16")!) // "16 Mar 2024"
/// DateText.duration(minutes: 150)  // "2 h 30 min"
/// ```
public struct DateText: Sendable {
    public var calendar: Calendar

    public init(calendar: Calendar) {
        self.calendar = calendar
    }

    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]

    /// "Fri 27 Nov, 14:00".
    public func dayAndTime(_ date: Date) -> String {
        let c = calendar.dateComponents([.weekday, .day, .month, .hour, .minute], from: date)
        return "\(Self.weekdays[c.weekday! - 1]) \(c.day!) \(Self.months[c.month! - 1]), \(time(date))"
    }

    /// "14:00".
    public func time(_ date: Date) -> String {
        let c = calendar.dateComponents([.hour, .minute], from: date)
        return String(format: "%02d:%02d", c.hour!, c.minute!)
    }

    /// "16 Mar 2024".
    public func day(_ day: Day) -> String { "\(day.day) \(Self.months[day.month - 1]) \(day.year)" }

    /// "Mar 2024".
    public func month(_ day: Day) -> String { "\(Self.months[day.month - 1]) \(day.year)" }

    /// "today", "tomorrow", "in 7 days", "yesterday", "3 days ago", counted in calendar days.
    public func relative(_ date: Date, from now: Date) -> String {
        let days = Day(date, in: calendar).days(since: Day(now, in: calendar))
        switch days {
        case 0: return "today"
        case 1: return "tomorrow"
        case -1: return "yesterday"
        case 2...: return "in \(days) days"
        default: return "\(-days) days ago"
        }
    }

    /// "45 min", "3 h", "2 h 30 min".
    public static func duration(minutes: Int) -> String {
        let h = minutes / 60
        let m = minutes % 60
        if h == 0 { return "\(m) min" }
        return m == 0 ? "\(h) h" : "\(h) h \(m) min"
    }

    /// "36.8 h" (one decimal, none when whole: "4 h").
    public static func hours(_ value: Double) -> String { NumberText.oneDecimal(value) + " h" }

    /// "7.6 %" for 0.0758; "< 0.1 %" for tiny non-zero shares.
    public static func percent(_ share: Double) -> String {
        if (share * 1000).rounded() == 0 && share > 0 { return "< 0.1 %" }
        return NumberText.oneDecimal(tenths: share * 1000) + " %"
    }
}
