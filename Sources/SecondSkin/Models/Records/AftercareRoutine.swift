import Foundation
import LiveSQLite

/// The routine being followed: for which piece, whose it is, when it started and how long.
///
/// ```swift
/// routine.title       // "Mei's aftercare"
/// routine.lengthDays  // 28
/// ```
public struct AftercareRoutine: RowDecodable, Equatable, Identifiable, Sendable {
    public var id: UUID
    public var title: String
    public var pieceID: UUID
    public var pieceTitle: String
    public var artistName: String?
    public var startDay: Day
    public var lengthDays: Int
    public var coverFile: String?

    public init(row: Row) throws {
        id = try row["id"]
        title = try row["title"]
        pieceID = try row["piece_id"]
        pieceTitle = try row["piece_title"]
        artistName = try row["artist_name"]
        startDay = try row["start_day"]
        lengthDays = try row["length_days"]
        coverFile = try row["cover_file"]
    }

    /// Day 1 is the start day.
    public func dayNumber(on day: Day) -> Int { day.days(since: startDay) + 1 }
}
