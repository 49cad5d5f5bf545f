import Foundation
import LiveSQLite

/// One photo of a piece; position 0 is the cover.
///
/// ```swift
/// Image(.file(model.photos.path(for: photo.fileName)))
/// ```
public struct Photo: RowDecodable, Equatable, Identifiable, Sendable {
    public var id: UUID
    public var fileName: String
    public var position: Int
    public var takenAt: Date
    public var caption: String?

    public init(row: Row) throws {
        id = try row["id"]
        fileName = try row["file_name"]
        position = try row["position"]
        takenAt = try row["taken_at"]
        caption = try row["caption"]
    }
}
