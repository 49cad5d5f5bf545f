import Foundation

/// The calendar, time zone and locale a model computes days and formats with: the user's live;
/// in tests and previews a Gregorian calendar in UTC with `en_US_POSIX`, the same on every
/// machine.
///
/// ```swift
/// @ObservationIgnored @Dependency(\.calendar) var calendar
/// let start = calendar.startOfDay(for: date.now)
/// ```
enum CalendarKey: DependencyKey {
    static var liveValue: Calendar { .autoupdatingCurrent }
    static var testValue: Calendar { fixed }
    static var previewValue: Calendar { fixed }
    static var fixed: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZoneKey.fixed
        calendar.locale = LocaleKey.fixed
        return calendar
    }
}

enum TimeZoneKey: DependencyKey {
    static var liveValue: TimeZone { .autoupdatingCurrent }
    static var testValue: TimeZone { fixed }
    static var previewValue: TimeZone { fixed }
    static let fixed = TimeZone(identifier: "UTC")!  // UTC is always known
}

enum LocaleKey: DependencyKey {
    static var liveValue: Locale { .autoupdatingCurrent }
    static var testValue: Locale { fixed }
    static var previewValue: Locale { fixed }
    static let fixed = Locale(identifier: "en_US_POSIX")
}

extension DependencyValues {
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }
}
