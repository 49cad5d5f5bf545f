import Foundation
import LiveSQLite
import ScreenLayout
import Theme

/// One state of a screen worth snapshotting: how to prepare the database and build the body.
public struct ScreenState: Sendable {
    public var name: String
    /// Builds the screen's model from the database and returns its body for an environment.
    public var make: @MainActor @Sendable (Database) throws -> @MainActor (LayoutEnvironment) -> Node

    public init(name: String, make: @escaping @MainActor @Sendable (Database) throws -> @MainActor (LayoutEnvironment) -> Node) {
        self.name = name
        self.make = make
    }
}

/// A screen of the app: its name and the states worth snapshotting.
public struct ScreenEntry: Sendable {
    public var name: String
    public var states: [ScreenState]
}

/// The one list of screens that the tests, the `secondskin` command and the benchmarks share.
///
/// ```swift
/// for screen in ScreenRegistry.all { for state in screen.states { … } }
/// ```
public enum ScreenRegistry {
    public static let all: [ScreenEntry] = [
        ScreenEntry(
            name: "Welcome",
            states: [
                ScreenState(name: "default") { db in
                    let model = try WelcomeModel(database: db)
                    return { env in WelcomeScreen.body(model, env) }
                }
            ])
    ]

    public static func screen(named name: String) -> ScreenEntry? { all.first { $0.name == name } }
}
