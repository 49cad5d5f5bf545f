import Foundation
import LiveSQLite

/// Everything the piece detail screen says about one piece.
///
/// ```swift
/// model.piece.value?.title       // "Red rose"
/// model.piece.value?.regionName  // "Right forearm"
/// ```
public struct PieceDetail: RowDecodable, Equatable, Identifiable, Sendable {
    public var id: UUID
    public var title: String
    public var status: PieceStatus
    public var day: Day?
    public var style: String?
    public var notes: String?
    public var areaCm2: Double?
    public var artistID: UUID?
    public var artistName: String?
    public var artistStudio: String?
    public var artistCity: String?
    public var regionID: String?
    public var regionName: String?
    public var side: BodySide?
    /// The share of all skin this piece covers, 0…1 (nil without placement and area).
    public var skinShare: Double?

    public init(row: Row) throws {
        id = try row["id"]
        title = try row["title"]
        status = try row["status"]
        day = try row["day"]
        style = try row["style"]
        notes = try row["notes"]
        areaCm2 = try row["area_cm2"]
        artistID = try row["artist_id"]
        artistName = try row["artist_name"]
        artistStudio = try row["artist_studio"]
        artistCity = try row["artist_city"]
        regionID = try row["region_id"]
        regionName = try row["region_name"]
        side = try row["side"]
        skinShare = try row["skin_share"]
    }
}
