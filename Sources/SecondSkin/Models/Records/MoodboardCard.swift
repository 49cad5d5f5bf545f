import Foundation
import LiveSQLite

/// A board in the Ideas list: title, how many references, a cover image and the idea it is for.
///
/// ```swift
/// board.referenceCount  // 4
/// board.imageFiles      // ["flash-koi.png", "flash-koi-gold.png", "snake.png"]
/// ```
public struct MoodboardCard: RowDecodable, Equatable, Identifiable, Sendable {
    public var id: UUID
    public var title: String
    public var pieceID: UUID?
    public var pieceTitle: String?
    public var referenceCount: Int
    /// Up to four reference images, in board order, for the card's collage.
    public var imageFiles: [String]
    public var createdAt: Date

    public init(row: Row) throws {
        id = try row["id"]
        title = try row["title"]
        pieceID = try row["piece_id"]
        pieceTitle = try row["piece_title"]
        referenceCount = try row["reference_count"]
        let files: String? = try row["image_files"]
        imageFiles = files.map { $0.split(separator: "/").map(String.init) } ?? []
        createdAt = try row["created_at"]
    }

    /// The first reference image: the card's cover.
    public var coverFile: String? { imageFiles.first }
}
