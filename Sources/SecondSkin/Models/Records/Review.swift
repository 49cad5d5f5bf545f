import Foundation
import LiveSQLite

/// The answers to "How did it go?" for one session.
///
/// ```swift
/// review.pain        // 7
/// review.costCents   // 34_000 (deposit included)
/// ```
public struct Review: RowDecodable, Equatable, Sendable {
    public var hours: Double
    public var costCents: Int
    public var pain: Int
    public var notes: String?
    public var reviewedAt: Date

    public init(row: Row) throws {
        hours = try row["hours"]
        costCents = try row["cost_cents"]
        pain = try row["pain"]
        notes = try row["notes"]
        reviewedAt = try row["reviewed_at"]
    }
}
