import Foundation
import LiveSQLite

/// The most painful reviewed session (highest pain; the latest one on a tie).
///
/// ```swift
/// model.mostPainful.value?.pieceTitle  // "Moth"
/// model.mostPainful.value?.pain        // 9
/// ```
public struct PainfulSession: RowDecodable, Equatable, Identifiable, Sendable {
    public var id: UUID
    public var pieceTitle: String
    public var artistName: String?
    public var regionName: String?
    public var startsAt: Date
    public var pain: Int
    public var hours: Double

    public init(row: Row) throws {
        id = try row["id"]
        pieceTitle = try row["piece_title"]
        artistName = try row["artist_name"]
        regionName = try row["region_name"]
        startsAt = try row["starts_at"]
        pain = try row["pain"]
        hours = try row["hours"]
    }
}
