import Foundation
import LiveSQLite

/// A board's own fields on the board detail screen.
///
/// ```swift
/// model.board.value?.title  // "Koi & waves"
/// ```
public struct Moodboard: RowDecodable, Equatable, Identifiable, Sendable {
    public var id: UUID
    public var title: String
    public var pieceID: UUID?
    public var pieceTitle: String?
    public var createdAt: Date

    public init(row: Row) throws {
        id = try row["id"]
        title = try row["title"]
        pieceID = try row["piece_id"]
        pieceTitle = try row["piece_title"]
        createdAt = try row["created_at"]
    }
}
