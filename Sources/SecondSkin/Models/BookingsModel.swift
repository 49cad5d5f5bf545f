import Foundation
import LiveSQLite
import Observation

/// The Bookings tab: sessions still to come (the next one highlighted) and sessions that are
/// over but not reviewed yet ("How did it go?"). One live query of the unreviewed sessions;
/// which are upcoming is decided against the injected clock.
///
/// ```swift
/// let model = try BookingsModel(database: db, dependencies: .sample)
/// model.nextUp?.pieceTitle            // "Spider web"
/// model.countdownText(model.nextUp!)  // "in 7 days"
/// model.awaitingReview.map(\.pieceTitle)  // ["Horseshoe"]
/// ```
@MainActor
@Observable
public final class BookingsModel {
    @ObservationIgnored public let bookings: LiveQuery<[Booking]>
    @ObservationIgnored public let currency: LiveQuery<String>
    @ObservationIgnored let database: Database
    @ObservationIgnored let dependencies: Dependencies
    @ObservationIgnored public let photos: PhotoLibrary
    /// Why the last action was refused, for the screen to show; nil after success.
    public private(set) var inputError: InputError?

    public init(database: Database, dependencies: Dependencies) throws {
        self.database = database
        self.dependencies = dependencies
        photos = dependencies.photos
        bookings = try .all(
            database,
            Booking.select + """

                WHERE NOT EXISTS (SELECT 1 FROM session_reviews v WHERE v.session_id = s.id)
                ORDER BY s.starts_at, s.id
                """)
        currency = try .value(database, "SELECT currency FROM profile WHERE id = 1", default: "EUR")
    }

    /// Sessions that have not ended yet, soonest first.
    public var upcoming: [Booking] {
        let now = dependencies.now()
        return bookings.value.filter { $0.endsAt > now }
    }

    /// The next session: highlighted in the accent colour.
    public var nextUp: Booking? { upcoming.first }

    /// The upcoming sessions after ``nextUp``.
    public var later: [Booking] { Array(upcoming.dropFirst()) }

    /// Sessions that are over and wait for "How did it go?", most recent first.
    public var awaitingReview: [Booking] {
        let now = dependencies.now()
        return bookings.value.filter { $0.endsAt <= now }.reversed()
    }

    public var isEmpty: Bool { bookings.value.isEmpty }

    public static let emptyTitle = "Nothing booked"
    public static let emptyMessage = "Add a session when you book one, and Second Skin keeps the date, the deposit and what to bring."

    /// "Fri 27 Nov, 14:00".
    public func whenText(_ booking: Booking) -> String { DateText(calendar: dependencies.calendar).dayAndTime(booking.startsAt) }

    /// "in 7 days", "tomorrow", "today", "2 days ago".
    public func countdownText(_ booking: Booking) -> String {
        DateText(calendar: dependencies.calendar).relative(booking.startsAt, from: dependencies.now())
    }

    /// "2 h · €60 deposit", or just the length without a deposit.
    public func detailText(_ booking: Booking) -> String {
        let length = DateText.duration(minutes: booking.plannedMinutes)
        guard booking.depositCents > 0 else { return length }
        return "\(length) · \(Money(cents: booking.depositCents, currency: currency.value).text) deposit"
    }

    /// Books a session for a piece; an idea becomes booked. Throws ``InputError`` (writing
    /// nothing) for a length outside 1 minute…24 hours or a negative deposit.
    @discardableResult
    public func book(pieceID: UUID, startsAt: Date, plannedMinutes: Int, depositCents: Int = 0) throws -> UUID {
        guard (1...1440).contains(plannedMinutes) else { throw refuse(.plannedLengthOutOfRange) }
        guard depositCents >= 0 else { throw refuse(.negativeDeposit) }
        let id = dependencies.makeID()
        try database.write { c in
            guard try c.scalar("SELECT count(*) FROM pieces WHERE id = ?", [pieceID], as: Int.self) == 1 else { throw InputError.notFound }
            try c.execute(
                "INSERT INTO sessions (id, piece_id, starts_at, planned_minutes, deposit_cents) VALUES (?, ?, ?, ?, ?)",
                [id, pieceID, startsAt, plannedMinutes, depositCents])
            try c.execute("UPDATE pieces SET status = 'booked' WHERE id = ? AND status = 'idea'", [pieceID])
        }
        inputError = nil
        return id
    }

    /// Cancels a session that has no review.
    public func cancel(_ sessionID: UUID) throws {
        try database.write { c in
            try c.execute(
                "DELETE FROM sessions WHERE id = ? AND NOT EXISTS (SELECT 1 FROM session_reviews v WHERE v.session_id = sessions.id)",
                [sessionID])
        }
    }

    private func refuse(_ error: InputError) -> InputError {
        inputError = error
        return error
    }
}
