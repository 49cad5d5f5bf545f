import Foundation

/// What a model may not take from the machine: the clock, the calendar and time zone, new IDs,
/// and where photo files live. Tests and snapshots use ``sample``, with a fixed "now".
///
/// ```swift
/// let model = WelcomeModel(database: db, dependencies: .sample)
/// ```
public struct Dependencies: Sendable {
    public var now: @Sendable () -> Date
    public var calendar: Calendar
    public var makeID: @Sendable () -> UUID
    public var photos: PhotoLibrary

    public init(
        now: @escaping @Sendable () -> Date, calendar: Calendar, makeID: @escaping @Sendable () -> UUID, photos: PhotoLibrary = .sample
    ) {
        self.now = now
        self.calendar = calendar
        self.makeID = makeID
        self.photos = photos
    }

    /// Today in the injected calendar.
    public var today: Day { Day(now(), in: calendar) }

    /// Fixed values: 2026-11-20 09:41 UTC (a Friday), a Gregorian calendar in UTC with
    /// en_US_POSIX, sequential UUIDs (`00000000-0000-0000-0000-000000000001`, …) and the
    /// generated sample photos (``PhotoLibrary/sample``).
    public static var sample: Dependencies {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        calendar.locale = Locale(identifier: "en_US_POSIX")
        let counter = Counter()
        return Dependencies(
            now: { Date(timeIntervalSince1970: 1_795_167_660) },  // 2026-11-20T09:41:00Z (a Friday)
            calendar: calendar,
            makeID: { UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", counter.next()))! })
    }
}

/// A thread-safe increasing counter for deterministic IDs.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}
