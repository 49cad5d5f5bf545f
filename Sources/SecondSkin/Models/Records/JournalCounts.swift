import LiveSQLite

/// How much the journal holds, for the debug menu.
///
/// ```swift
/// counts.pieces  // 12
/// ```
public struct JournalCounts: RowDecodable, Equatable, Sendable {
    public var pieces: Int
    public var boards: Int
    public var sessions: Int
    /// Routines that have not ended.
    public var runningRoutines: Int

    public init(row: Row) throws {
        pieces = try row["pieces"]
        boards = try row["boards"]
        sessions = try row["sessions"]
        runningRoutines = try row["running_routines"]
    }

    static let select = """
        SELECT (SELECT count(*) FROM pieces) AS pieces, (SELECT count(*) FROM moodboards) AS boards,
            (SELECT count(*) FROM sessions) AS sessions,
            (SELECT count(*) FROM aftercare_routines WHERE ended_day IS NULL) AS running_routines
        """
}
