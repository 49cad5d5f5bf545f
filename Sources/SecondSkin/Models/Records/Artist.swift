import Foundation
import LiveSQLite

/// Someone who tattoos you.
///
/// ```swift
/// let artists: LiveQuery<[Artist]> = try .all(db, "SELECT id, name, studio, city, instagram FROM artists ORDER BY name")
/// ```
public struct Artist: RowDecodable, Equatable, Identifiable, Sendable {
    public var id: UUID
    public var name: String
    public var studio: String?
    public var city: String?
    public var instagram: String?

    public init(row: Row) throws {
        id = try row["id"]
        name = try row["name"]
        studio = try row["studio"]
        city = try row["city"]
        instagram = try row["instagram"]
    }

    /// "Old Anchor Tattoo, Lisbon", whichever parts are known.
    public var studioLine: String? {
        let parts = [studio, city].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}
