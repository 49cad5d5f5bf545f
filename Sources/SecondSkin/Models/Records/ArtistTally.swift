import Foundation
import LiveSQLite

/// The go-to artist: most pieces on your skin, then most hours in their chair, then by name.
///
/// ```swift
/// model.goToArtist.value?.name        // "Sasha Reyes"
/// model.goToArtist.value?.pieceCount  // 4
/// ```
public struct ArtistTally: RowDecodable, Equatable, Identifiable, Sendable {
    public var id: UUID
    public var name: String
    public var pieceCount: Int
    public var hours: Double

    public init(row: Row) throws {
        id = try row["id"]
        name = try row["name"]
        pieceCount = try row["piece_count"]
        hours = try row["hours"]
    }
}
