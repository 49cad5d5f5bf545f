/// A live query whose last re-fetch failed, and why.
///
/// ```swift
/// LiveQueryFailure(sql: "SELECT title FROM notes", error: error).description
/// ```
public struct LiveQueryFailure: Sendable, Equatable, CustomStringConvertible {
    public var sql: String
    public var error: SQLiteError

    public init(sql: String, error: SQLiteError) {
        self.sql = sql
        self.error = error
    }

    public var description: String {
        "A live query failed, so what it shows is out of date: \(error). Fix the data (or the query); the next commit that changes what it reads shows it again."
    }
}
