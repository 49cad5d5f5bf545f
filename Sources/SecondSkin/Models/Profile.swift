import LiveSQLite

/// The one profile row.
public struct Profile: RowDecodable, Equatable {
    public var name: String
    public var currency: String
    public var onboarded: Bool

    public init(row: Row) throws {
        name = try row["name"]
        currency = try row["currency"]
        onboarded = try row["onboarded"]
    }
}
