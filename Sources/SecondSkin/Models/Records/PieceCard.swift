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
