import Foundation
import LiveSQLite

/// A session of one piece on its detail screen, with its review once there is one.
///
/// ```swift
/// for session in model.sessions.value { session.review?.pain }
/// ```
public struct PieceSession: RowDecodable, Equatable, Identifiable, Sendable {
    public var id: UUID
    public var startsAt: Date
    public var plannedMinutes: Int
    public var depositCents: Int
    public var review: Review?

    public init(row: Row) throws {
        id = try row["id"]
        startsAt = try row["starts_at"]
        plannedMinutes = try row["planned_minutes"]
        depositCents = try row["deposit_cents"]
        let reviewedAt: Date? = try row["reviewed_at"]
        review = reviewedAt == nil ? nil : try Review(row: row)
    }
}
