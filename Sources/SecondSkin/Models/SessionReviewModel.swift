import Foundation
import LiveSQLite
import Observation

/// "How did it go?": after a session, hours in the chair, what it cost (deposit included),
/// pain out of 10 and notes. The fields are drafts (from the saved review, or sensible
/// defaults); ``save()`` validates them and writes the review, and a booked piece becomes
/// healing, so Bookings, the Collection and Stats all follow.
///
/// ```swift
/// let model = try SessionReviewModel(sessionID: SampleData.Key.sessionAwaitingReview, database: db, dependencies: .sample)
/// model.hours = 1.5; model.cost = 180; model.pain = 6
/// try model.save()
/// ```
@MainActor
@Observable
public final class SessionReviewModel {
    public let sessionID: UUID
    @ObservationIgnored public let session: LiveQuery<Booking?>
    @ObservationIgnored public let review: LiveQuery<Review?>
    @ObservationIgnored public let currency: LiveQuery<String>
    @ObservationIgnored let database: Database
    @ObservationIgnored let dependencies: Dependencies
    @ObservationIgnored public let photos: PhotoLibrary

    /// Hours in the chair; starts at the planned length.
    public var hours: Double
    /// What it cost in major units of ``currency`` (e.g. 180.50), deposit included.
    public var cost: Double?
    /// Pain 0…10; nil until picked.
    public var pain: Int?
    public var notes: String
    /// Why the last ``save()`` was refused, for the screen to show; nil after success.
    public private(set) var inputError: InputError?

    public static let painScale = Array(0...10)

    public init(sessionID: UUID, database: Database, dependencies: Dependencies) throws {
        self.sessionID = sessionID
        self.database = database
        self.dependencies = dependencies
        photos = dependencies.photos
        session = try .one(database, Booking.select + " WHERE s.id = ?", [sessionID])
        review = try .one(database, "SELECT hours, cost_cents, pain, notes, reviewed_at FROM session_reviews WHERE session_id = ?", [sessionID])
        currency = try .value(database, "SELECT currency FROM profile WHERE id = 1", default: "EUR")
        let saved = review.value
        hours = saved?.hours ?? Double(session.value?.plannedMinutes ?? 0) / 60
        cost = saved.map { Double($0.costCents) / 100 }
        pain = saved?.pain
        notes = saved?.notes ?? ""
    }

    public var isMissing: Bool { session.value == nil }
    public var isReviewed: Bool { review.value != nil }

    /// "Horseshoe with Sasha Reyes".
    public var title: String {
        guard let s = session.value else { return "How did it go?" }
        return s.artistName.map { "\(s.pieceTitle) with \($0)" } ?? s.pieceTitle
    }

    /// "Wed 18 Nov, 15:00".
    public var whenText: String? { session.value.map { DateText(calendar: dependencies.calendar).dayAndTime($0.startsAt) } }

    /// The deposit already paid, as a reminder next to the cost field.
    public var depositText: String? {
        guard let s = session.value, s.depositCents > 0 else { return nil }
        return "Includes the \(Money(cents: s.depositCents, currency: currency.value).text) deposit"
    }

    /// A word for a pain score: "Nothing", "Mild", "Sharp", "Intense", "Worst ever".
    public static func painLabel(_ pain: Int) -> String {
        switch pain {
        case ...0: return "Nothing"
        case 1...3: return "Mild"
        case 4...6: return "Sharp"
        case 7...8: return "Intense"
        default: return "Worst ever"
        }
    }

    /// Validates and writes the review (replacing an earlier one). Throws ``InputError`` and
    /// writes nothing for pain outside 0…10 or not picked, a negative or missing cost, hours
    /// outside 0…24, or a session that has not started yet.
    public func save() throws {
        if let start = session.value?.startsAt, start > dependencies.now() { throw refuse(.sessionNotStarted) }
        guard let pain else { throw refuse(.missingPain) }
        guard (0...10).contains(pain) else { throw refuse(.painOutOfRange(pain)) }
        guard hours.isFinite, (0...24).contains(hours) else { throw refuse(.hoursOutOfRange) }
        guard let cost else { throw refuse(.missingCost) }
        guard cost.isFinite, cost >= 0 else { throw refuse(.negativeCost) }
        let notes = self.notes.trimmingCharacters(in: .whitespacesAndNewlines)
        let values: [any SQLConvertible] = [sessionID, hours, Money.cents(fromMajor: cost), pain, notes.isEmpty ? nil : notes, dependencies.now()]
        let calendar = dependencies.calendar
        try database.write { c in
            guard let start = try c.scalar("SELECT starts_at FROM sessions WHERE id = ?", [sessionID], as: Date.self) else {
                throw InputError.notFound
            }
            try c.execute(
                """
                INSERT INTO session_reviews (session_id, hours, cost_cents, pain, notes, reviewed_at) VALUES (?, ?, ?, ?, ?, ?)
                ON CONFLICT (session_id) DO UPDATE SET hours = excluded.hours, cost_cents = excluded.cost_cents, pain = excluded.pain,
                    notes = excluded.notes, reviewed_at = excluded.reviewed_at
                """, values)
            try c.execute(
                """
                UPDATE pieces SET status = 'healing', day = coalesce(day, ?)
                WHERE id = (SELECT piece_id FROM sessions WHERE id = ?) AND status IN ('idea', 'booked')
                """, [Day(start, in: calendar), sessionID])
        }
        inputError = nil
    }

    private func refuse(_ error: InputError) -> InputError {
        inputError = error
        return error
    }
}
