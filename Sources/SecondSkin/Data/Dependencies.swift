import Foundation
import ScreenDependencies

/// What a model may not take from the machine, read from the kit's dependency values
/// (`ScreenDependencies`): "now" (`date`), the calendar and time zone, new IDs (`uuid`),
/// where reminders go (`notifications`), and the app's own key, where photo files live
/// (`photoFolder`). ``current`` reads the values in force, so a model made inside
/// `withDependencies` or a `ModelStore` gets that scope's; ``sample`` is the app's preview
/// values, with a fixed "now", for tests and snapshots.
///
/// ```swift
/// let model = WelcomeModel(database: db, dependencies: .sample)
/// let store = try ModelStore(database: db) { $0.useSecondSkinSample() } model: {
///     try AftercareModel(database: db, dependencies: .current)
/// }
/// ```
public struct Dependencies: Sendable {
    public var now: @Sendable () -> Date
    public var calendar: Calendar
    public var makeID: @Sendable () -> UUID
    public var photos: PhotoLibrary
    public var notifications: any NotificationScheduling

    public init(
        now: @escaping @Sendable () -> Date, calendar: Calendar, makeID: @escaping @Sendable () -> UUID, photos: PhotoLibrary = .sample,
        notifications: any NotificationScheduling = LocalNotifications()
    ) {
        self.now = now
        self.calendar = calendar
        self.makeID = makeID
        self.photos = photos
        self.notifications = notifications
    }

    /// Today in the injected calendar.
    public var today: Day { Day(now(), in: calendar) }

    /// The values in force in the current dependency scope.
    public static var current: Dependencies {
        let values = DependencyValues.current
        let (date, uuid) = (values.date, values.uuid)
        return Dependencies(
            now: { date.now }, calendar: values.calendar, makeID: { uuid() }, photos: values.photoFolder, notifications: values.notifications)
    }

    /// The preview values of a fresh scope with ``ScreenDependencies/DependencyValues/useSecondSkinSample()``:
    /// 2026-11-20 09:41 UTC (a Friday), a Gregorian calendar in UTC with en_US_POSIX, sequential
    /// UUIDs (`00000000-0000-0000-0000-000000000001`, …), the generated sample photos
    /// (``PhotoLibrary/sample``) and notifications kept in memory.
    public static var sample: Dependencies {
        withDependencies {
            $0.context = .preview
            $0.useFreshValues()
            $0.useSecondSkinSample()
        } operation: {
            current
        }
    }
}

extension DependencyValues {
    /// Where Second Skin's photo files live: ``PhotoLibrary/sample`` in every context (on
    /// Linux there is no other).
    public var photoFolder: PhotoLibrary {
        get { self[PhotoFolderKey.self] }
        set { self[PhotoFolderKey.self] = newValue }
    }

    /// Second Skin's sample values, those its sample data is dated for: "now" is
    /// 2026-11-20 09:41 UTC (a Friday), a Gregorian calendar in UTC with en_US_POSIX, UUIDs
    /// counting in decimal digits from `00000000-0000-0000-0000-000000000001`, the sample photos.
    ///
    /// ```swift
    /// let model = try withDependencies { $0.useSecondSkinSample() } operation: { try StatsModel(database: db, dependencies: .current) }
    /// ```
    public mutating func useSecondSkinSample() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!  // UTC is always known
        calendar.locale = Locale(identifier: "en_US_POSIX")
        self.calendar = calendar
        timeZone = calendar.timeZone
        locale = calendar.locale!
        date = .constant(Date(timeIntervalSince1970: 1_795_167_660))  // 2026-11-20T09:41:00Z (a Friday)
        uuid = .sequential
        photoFolder = .sample
    }
}

extension UUIDGenerator {
    /// `…000000000001`, `…000000000002`, counting in decimal digits (the tenth is
    /// `…000000000010`), a new counter for each generator: the IDs Second Skin's tests and
    /// snapshots have always had.
    static var sequential: UUIDGenerator {
        let counter = LockedValue(0)
        return UUIDGenerator {
            let n = counter.withLock { value -> Int in
                value += 1
                return value
            }
            return UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", n))!  // 12 decimal digits
        }
    }
}

enum PhotoFolderKey: DependencyKey {
    static var liveValue: PhotoLibrary { .sample }
    static var testValue: PhotoLibrary { .sample }
}
