import Foundation
import LiveSQLite

/// One saved reference on a moodboard.
///
/// ```swift
/// ref.source.title  // "Pinterest"
/// ref.imageFile     // "flash-swallow.png", or nil for a bare link
/// ```
public struct BoardReference: RowDecodable, Equatable, Identifiable, Sendable {
    public var id: UUID
    public var source: ReferenceSource
    public var link: String?
    public var imageFile: String?
    public var note: String?
    public var position: Int

    public init(row: Row) throws {
        id = try row["id"]
        source = try row["source"]
        link = try row["link"]
        imageFile = try row["image_file"]
        note = try row["note"]
        position = try row["position"]
    }

    /// The link's host without `www.` ("instagram.com"), for a caption.
    public var linkHost: String? {
        guard let link, let host = URL(string: link)?.host else { return nil }
        return host.hasPrefix("www.") ? String(host.dropFirst(4)) : host
    }
}
