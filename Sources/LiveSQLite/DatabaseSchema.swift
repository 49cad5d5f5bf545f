/// An app's identity in its database files: the `PRAGMA application_id` it stamps into the
/// header, and its migrations, in order. Given to ``Database/init(path:access:schema:busyTimeout:)``
/// it lets the open refuse, before anything is written, a file that is another app's, one
/// migrated by a newer version, or one that is empty when nobody asked to create; given to
/// ``Database/migrate(_:)-(DatabaseSchema)`` it applies the migrations and stamps the id.
///
/// A file is the app's when its `application_id` is the app's, or (files made before the id
/// was stamped) when it is 0 and its `schema_migrations` table records migrations the app knows.
///
/// ```swift
/// extension Schema {
///     static let database = DatabaseSchema(applicationID: 0x5353_4B4E, migrations: Schema.migrations)  // "SSKN"
/// }
/// let db = try Database(path: path, access: .readWrite, schema: Schema.database)
/// try db.migrate(Schema.database)
/// ```
public struct DatabaseSchema: Sendable, Equatable {
    /// The app's `PRAGMA application_id`; not 0, which means "no application".
    public let applicationID: Int32
    public let migrations: [Migration]

    public init(applicationID: Int32, migrations: [Migration]) {
        precondition(applicationID != 0, "application_id 0 means 'no application': choose another value")
        self.applicationID = applicationID
        self.migrations = migrations
    }

    /// The id as SQLite's documentation writes it, `0x5353_4B4E`-style without the separator.
    static func hex(_ id: Int32) -> String {
        "0x" + String(UInt32(bitPattern: id), radix: 16, uppercase: true).leftPadded(to: 8)
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
