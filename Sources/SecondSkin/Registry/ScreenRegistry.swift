import Foundation
import LiveSQLite
import ScreenLayout
import Theme

/// Which sample database a state is shown with.
public enum SampleDatabase: String, Sendable, CaseIterable {
    /// Maya's journal: artists, pieces, boards, sessions, a routine (``SampleData``).
    case sample
    /// First launch: migrated, empty.
    case empty
}

/// One state of a screen worth snapshotting: which database it needs, how to build its body
/// from that database, and the audit findings its review accepted (each with a reason).
public struct ScreenState: Sendable {
    public var name: String
    public var database: SampleDatabase
    public var auditExceptions: [AuditException]
    /// Builds the screen's model from the database and returns its body for an environment.
    public var make: @MainActor @Sendable (Database) throws -> @MainActor (LayoutEnvironment) -> Node

    public init(
        name: String, database: SampleDatabase = .sample, auditExceptions: [AuditException] = [],
        make: @escaping @MainActor @Sendable (Database) throws -> @MainActor (LayoutEnvironment) -> Node
    ) {
        self.name = name
        self.database = database
        self.auditExceptions = auditExceptions
        self.make = make
    }
}

/// A screen of the app: its name and the states worth snapshotting.
public struct ScreenEntry: Sendable {
    public var name: String
    public var states: [ScreenState]
    public init(name: String, states: [ScreenState]) {
        self.name = name
        self.states = states
    }
}

/// The one list of screens that the tests, the `secondskin` command, the gallery and the
/// audits share. Adding a screen here adds its snapshots in every configuration; a screen
/// type in Sources/SecondSkin/Screens that is missing here fails a test.
///
/// ```swift
/// for screen in ScreenRegistry.all { for state in screen.states { … } }
/// ```
public enum ScreenRegistry {
    public static let all: [ScreenEntry] = [
        WelcomeScreen.entry,
        AboutYouScreen.entry,
        CollectionScreen.entry,
        PieceDetailScreen.entry,
        AddPieceScreen.entry,
        IdeasScreen.entry,
        BoardDetailScreen.entry,
        BookingsScreen.entry,
        SessionReviewScreen.entry,
        StatsScreen.entry,
        AftercareScreen.entry,
    ]

    public static func screen(named name: String) -> ScreenEntry? { all.first { $0.name == name } }
}
