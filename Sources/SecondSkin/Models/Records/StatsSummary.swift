import LiveSQLite

/// The Stats dashboard's numbers, all computed by one SQL query (``StatsQueries/summary``).
///
/// ```swift
/// summary.hoursInChair   // 36.75
/// summary.skinCovered    // 0.0758 (of the body-surface model, capped at 1)
/// ```
public struct StatsSummary: RowDecodable, Equatable, Sendable {
    /// Sum of the reviews' hours in the chair.
    public var hoursInChair: Double
    /// Reviewed costs plus deposits paid for sessions not yet reviewed, in minor units.
    public var spentCents: Int
    /// The profile's currency (`EUR` before a profile exists).
    public var currency: String
    /// Share of the skin covered, 0…1: per region, the areas of healing and healed pieces,
    /// capped at the region's area, over the body model's surface.
    public var skinCovered: Double
    public var piecesOnSkin: Int
    public var healingCount: Int
    public var bookedCount: Int
    public var ideaCount: Int
    /// Reviewed sessions.
    public var sessionCount: Int
    /// Artists who did at least one piece on skin.
    public var artistCount: Int
    /// Mean pain over reviewed sessions, nil before the first review.
    public var averagePain: Double?

    public init(row: Row) throws {
        hoursInChair = try row["hours_in_chair"]
        spentCents = try row["spent_cents"]
        currency = try row["currency"]
        skinCovered = try row["skin_covered"]
        piecesOnSkin = try row["pieces_on_skin"]
        healingCount = try row["healing_count"]
        bookedCount = try row["booked_count"]
        ideaCount = try row["idea_count"]
        sessionCount = try row["session_count"]
        artistCount = try row["artist_count"]
        averagePain = try row["average_pain"]
    }
}
