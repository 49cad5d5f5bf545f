import Foundation
import LiveSQLite

/// A piece as the Collection grid and body map show it: cover photo, title, artist,
/// placement and where its dot goes.
///
/// ```swift
/// for piece in model.pieces.value { Image(.file(model.photos.path(for: piece.coverFile!))) }
/// ```
public struct PieceCard: RowDecodable, Equatable, Identifiable, Sendable {
    public var id: UUID
    public var title: String
    public var status: PieceStatus
    public var day: Day?
    public var style: String?
    public var artistName: String?
    public var regionID: String?
    public var regionName: String?
    public var side: BodySide?
    public var mapX: Double?
    public var mapY: Double?
    public var areaCm2: Double?
    /// The first photo's file name, if the piece has photos.
    public var coverFile: String?

    public init(row: Row) throws {
        id = try row["id"]
        title = try row["title"]
        status = try row["status"]
        day = try row["day"]
        style = try row["style"]
        artistName = try row["artist_name"]
        regionID = try row["region_id"]
        regionName = try row["region_name"]
        side = try row["side"]
        mapX = try row["map_x"]
        mapY = try row["map_y"]
        areaCm2 = try row["area_cm2"]
        coverFile = try row["cover_file"]
    }
}

extension PieceCard {
    /// Pieces with their artist, region and cover photo; add a `WHERE` and `ORDER BY`.
    static let select = """
        SELECT p.id, p.title, p.status, p.day, p.style, a.name AS artist_name, p.region_id, r.name AS region_name, r.side,
            r.map_x, r.map_y, p.area_cm2,
            (SELECT f.file_name FROM photos f WHERE f.piece_id = p.id ORDER BY f.position LIMIT 1) AS cover_file
        FROM pieces p
        LEFT JOIN artists a ON a.id = p.artist_id
        LEFT JOIN body_regions r ON r.id = p.region_id
        """
}
