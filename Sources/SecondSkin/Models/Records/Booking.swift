import Foundation
import LiveSQLite

/// A session as Bookings and "How did it go?" show it: when, how long, the deposit, and the
/// piece and artist it is for. Reviewed sessions are not bookings any more.
///
/// ```swift
/// model.nextUp?.pieceTitle  // "Spider web"
/// model.nextUp?.startsAt    // 2026-11-27 14:00 UTC
/// ```
public struct Booking: RowDecodable, Equatable, Identifiable, Sendable {
    public var id: UUID
    public var pieceID: UUID
    public var pieceTitle: String
    public var artistName: String?
    public var studio: String?
    public var city: String?
    public var regionName: String?
    public var startsAt: Date
    public var plannedMinutes: Int
    public var depositCents: Int
    public var coverFile: String?

    public init(row: Row) throws {
        id = try row["id"]
        pieceID = try row["piece_id"]
        pieceTitle = try row["piece_title"]
        artistName = try row["artist_name"]
        studio = try row["studio"]
        city = try row["city"]
        regionName = try row["region_name"]
        startsAt = try row["starts_at"]
        plannedMinutes = try row["planned_minutes"]
        depositCents = try row["deposit_cents"]
        coverFile = try row["cover_file"]
    }

    /// When the session is planned to end.
    public var endsAt: Date { startsAt.addingTimeInterval(Double(plannedMinutes) * 60) }

    /// The columns Bookings and the review screen read, joined from sessions, pieces, artists.
    static let select = """
        SELECT s.id, s.piece_id, p.title AS piece_title, a.name AS artist_name, a.studio, a.city, r.name AS region_name,
            s.starts_at, s.planned_minutes, s.deposit_cents,
            (SELECT f.file_name FROM photos f WHERE f.piece_id = p.id ORDER BY f.position LIMIT 1) AS cover_file
        FROM sessions s
        JOIN pieces p ON p.id = s.piece_id
        LEFT JOIN artists a ON a.id = p.artist_id
        LEFT JOIN body_regions r ON r.id = p.region_id
        """
}
