import LiveSQLite

/// The one profile row.
///
/// ```swift
/// let profile: LiveQuery<Profile?> = try .one(db, Profile.select)
/// ```
public struct Profile: RowDecodable, Equatable {
    public var name: String
    public var currency: String
    public var onboarded: Bool
    /// The profile photo's file name in the photo library, if one was picked.
    public var photoFile: String?

    public init(row: Row) throws {
        name = try row["name"]
        currency = try row["currency"]
        onboarded = try row["onboarded"]
        photoFile = try row["photo_path"]
    }

    static let select = "SELECT name, currency, onboarded, photo_path FROM profile WHERE id = 1"
}
