import LiveSQLite

/// A region of the body-surface model: where a piece can be placed, its share of the skin,
/// and where its dot sits on the body map.
///
/// ```swift
/// region.name       // "Right forearm"
/// region.areaCm2    // 540 (3 % of 18,000 cm²)
/// ```
public struct BodyRegion: RowDecodable, Equatable, Identifiable, Sendable {
    public var id: String
    public var name: String
    public var side: BodySide
    public var sharePercent: Double
    public var areaCm2: Double
    /// Position of the region's dot on ``BodySilhouette`` (unit coordinates).
    public var mapX: Double
    public var mapY: Double

    public init(row: Row) throws {
        id = try row["id"]
        name = try row["name"]
        side = try row["side"]
        sharePercent = try row["share_percent"]
        areaCm2 = try row["area_cm2"]
        mapX = try row["map_x"]
        mapY = try row["map_y"]
    }

    /// The query every picker uses: all regions in display order, with their area.
    static let selectAll = """
        SELECT r.id, r.name, r.side, r.share_percent, r.share_percent * m.surface_cm2 / 100.0 AS area_cm2, r.map_x, r.map_y
        FROM body_regions r CROSS JOIN body_model m
        ORDER BY r.position
        """
}
