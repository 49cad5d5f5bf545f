import LiveSQLite

/// A database a screen state is shown with, built fresh on the main actor each time the
/// catalog needs one: the app's sample data, a first-launch database, or any fixture a test
/// writes. The kit's own default is ``blank``, an empty in-memory database, so a screen that
/// reads no data needs no fixture at all.
///
/// ```swift
/// extension DatabaseFixture {
///     static let firstLaunch = DatabaseFixture(name: "first launch") { try JournalData.makeEmptyDatabase() }
/// }
/// ```
public struct DatabaseFixture: Sendable {
    /// What the fixture holds, for messages ("sample data", "first launch").
    public var name: String
    /// Makes a new database with the fixture's contents.
    public var make: @MainActor @Sendable () throws -> Database

    public init(name: String, make: @escaping @MainActor @Sendable () throws -> Database) {
        self.name = name
        self.make = make
    }

    /// An empty in-memory database with no tables.
    public static let blank = DatabaseFixture(name: "blank") { try Database.inMemory() }
}
