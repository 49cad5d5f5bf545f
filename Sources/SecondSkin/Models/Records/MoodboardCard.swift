import Foundation
import LiveSQLite

/// A board in the Ideas list: title, how many references, a cover image and the idea it is for.
///
/// ```swift
/// board.referenceCount  // 4
/// board.coverFile       // "flash-koi.png"
/// ```
public struct MoodboardCard: RowDecodable, Equatable, Identifiable, Sendable {
    public var id: UUID
    public var title: String
    public var pieceID: UUID?
    public var pieceTitle: String?
    public var referenceCount: Int
    /// The first reference with an image.
    public var coverFile: String?
    public var createdAt: Date

    public init(row: Row) throws {
        id = try row["id"]
        title = try row["title"]
        pieceID = try row["piece_id"]
        pieceTitle = try row["piece_title"]
        referenceCount = try row["reference_count"]
        coverFile = try row["cover_file"]
        createdAt = try row["created_at"]
    }
}
