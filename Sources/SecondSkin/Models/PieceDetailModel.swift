import Foundation
import LiveSQLite
import Observation

/// One piece: photos, artist, placement, its share of your skin, its sessions with their
/// reviews, and what it took in total.
///
/// ```swift
/// let model = try PieceDetailModel(pieceID: SampleData.Key.rose, database: db, dependencies: .sample)
/// model.piece.value?.title  // "Red rose"
/// model.totalCost?.text     // "€380"
/// try model.setStatus(.healed)
/// ```
@MainActor
@Observable
public final class PieceDetailModel {
    public let pieceID: UUID
    @ObservationIgnored public let piece: LiveQuery<PieceDetail?>
    @ObservationIgnored public let gallery: LiveQuery<[Photo]>
    @ObservationIgnored public let sessions: LiveQuery<[PieceSession]>
    @ObservationIgnored public let currency: LiveQuery<String>
    @ObservationIgnored let database: Database
    @ObservationIgnored let dependencies: Dependencies
    @ObservationIgnored public let photos: PhotoLibrary

    public init(pieceID: UUID, database: Database, dependencies: Dependencies) throws {
        self.pieceID = pieceID
        self.database = database
        self.dependencies = dependencies
        photos = dependencies.photos
        piece = try .one(
            database,
            """
            SELECT p.id, p.title, p.status, p.day, p.style, p.notes, p.area_cm2, p.artist_id, a.name AS artist_name,
                a.studio AS artist_studio, a.city AS artist_city, p.region_id, r.name AS region_name, r.side,
                CASE WHEN p.area_cm2 IS NULL OR r.id IS NULL THEN NULL
                    ELSE min(p.area_cm2, r.share_percent * m.surface_cm2 / 100.0) / m.surface_cm2 END AS skin_share
            FROM pieces p
            LEFT JOIN artists a ON a.id = p.artist_id
            LEFT JOIN body_regions r ON r.id = p.region_id
            CROSS JOIN body_model m
            WHERE p.id = ?
            """, [pieceID])
        gallery = try .all(
            database, "SELECT id, file_name, position, taken_at, caption FROM photos WHERE piece_id = ? ORDER BY position", [pieceID])
        sessions = try .all(
            database,
            """
            SELECT s.id, s.starts_at, s.planned_minutes, s.deposit_cents, v.hours, v.cost_cents, v.pain, v.notes, v.reviewed_at
            FROM sessions s LEFT JOIN session_reviews v ON v.session_id = s.id
            WHERE s.piece_id = ?
            ORDER BY s.starts_at
            """, [pieceID])
        currency = try .value(database, "SELECT currency FROM profile WHERE id = 1", default: "EUR")
    }

    /// The piece was deleted (or never existed): the screen should close.
    public var isMissing: Bool { piece.value == nil }

    public var cover: Photo? { gallery.value.first }

    /// "Right forearm · 90 cm² · 0.5 % of your skin".
    public var placementText: String? {
        guard let piece = piece.value else { return nil }
        var parts: [String] = []
        if let region = piece.regionName { parts.append(region) }
        if let area = piece.areaCm2 { parts.append("\(NumberText.whole(area)) cm²") }
        if let share = piece.skinShare { parts.append("\(DateText.percent(share)) of your skin") }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }

    /// "16 Mar 2024", when the piece has a day.
    public var dayText: String? { piece.value?.day.map(DateText(calendar: dependencies.calendar).day) }

    public var reviewedSessions: [PieceSession] { sessions.value.filter { $0.review != nil } }

    /// Hours in the chair over the piece's reviewed sessions (nil before any review).
    public var totalHours: Double? {
        reviewedSessions.isEmpty ? nil : reviewedSessions.reduce(0) { $0 + $1.review!.hours }
    }

    /// What the piece cost over its reviewed sessions (nil before any review).
    public var totalCost: Money? {
        reviewedSessions.isEmpty ? nil : Money(cents: reviewedSessions.reduce(0) { $0 + $1.review!.costCents }, currency: currency.value)
    }

    /// The highest pain score of its sessions.
    public var maxPain: Int? { reviewedSessions.map { $0.review!.pain }.max() }

    /// The next session still to come.
    public var nextSession: PieceSession? {
        let now = dependencies.now()
        return sessions.value.first { $0.review == nil && $0.startsAt > now }
    }

    /// Moves the piece along: idea → booked → healing → healed.
    public func setStatus(_ status: PieceStatus) throws {
        try database.write { try $0.execute("UPDATE pieces SET status = ? WHERE id = ?", [status, pieceID]) }
    }

    /// Adds a photo (a file already in ``photos``) after the existing ones.
    @discardableResult
    public func addPhoto(fileName: String, caption: String? = nil) throws -> UUID {
        guard !fileName.isEmpty, !fileName.contains("/") else { throw InputError.invalidPhoto(fileName) }
        let id = dependencies.makeID()
        try database.write { c in
            try c.execute(
                """
                INSERT INTO photos (id, piece_id, file_name, position, taken_at, caption)
                SELECT ?, ?, ?, coalesce(max(position) + 1, 0), ?, ? FROM photos WHERE piece_id = ?
                """, [id, pieceID, fileName, dependencies.now(), caption, pieceID])
        }
        return id
    }

    /// Deletes the piece with its photos, sessions and aftercare, and cancels the reminders of
    /// its routines.
    public func delete() throws {
        let ids = try database.write { c in
            let ids = try AftercareReminders.identifiers(where: "r.piece_id = ?", [pieceID], in: c)
            try c.execute("DELETE FROM pieces WHERE id = ?", [pieceID])
            return ids
        }
        if !ids.isEmpty { dependencies.notifications.cancel(ids: ids) }
    }
}
