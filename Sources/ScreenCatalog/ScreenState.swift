import Audits
import LiveSQLite
import ScreenLayout

/// One state of a screen worth snapshotting: how to build its model from a database and
/// return its body for an environment, which database it is shown with, and the audit
/// findings its review accepted (each with a reason).
///
/// A screen written in SwiftUI gives its view (``init(name:database:auditExceptions:window:view:)``);
/// one built with the layout description directly gives a node for each environment.
///
/// ```swift
/// ScreenState(name: "default") { db in SettingsScreen(model: try SettingsModel(database: db)) }
/// ScreenState(name: "empty", database: .firstLaunch) { db in … }
/// ScreenState(name: "legacy") { db in
///     let model = try SettingsModel(database: db)
///     return { env in LegacySettings.node(model, env) }
/// }
/// ```
public struct ScreenState: Sendable {
    public var name: String
    /// The state's own database; nil shows it with the catalog's (the sample data, or the
    /// file given to a command with `--database`).
    public var database: DatabaseFixture?
    public var auditExceptions: [AuditException]
    /// Builds the screen's model from the database and returns its body for an environment.
    public var make: @MainActor @Sendable (Database) throws -> @MainActor (LayoutEnvironment) -> Node

    public init(
        name: String, database: DatabaseFixture? = nil, auditExceptions: [AuditException] = [],
        make: @escaping @MainActor @Sendable (Database) throws -> @MainActor (LayoutEnvironment) -> Node
    ) {
        self.name = name
        self.database = database
        self.auditExceptions = auditExceptions
        self.make = make
    }

    /// A state that reads no database: its body depends on the environment only.
    ///
    /// ```swift
    /// ScreenState(name: "default", body: { env in AboutScreen.body(env) })
    /// ```
    public init(
        name: String, auditExceptions: [AuditException] = [], body: @escaping @MainActor @Sendable (LayoutEnvironment) -> Node
    ) {
        self.init(name: name, auditExceptions: auditExceptions) { _ in body }
    }
}
