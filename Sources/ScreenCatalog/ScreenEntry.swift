/// A screen of an app: its name (the folder of its references in `__Snapshots__`), the
/// states worth snapshotting, and the source files only this screen's pixels depend on.
///
/// ```swift
/// ScreenEntry(name: "Settings", states: [ScreenState(name: "default") { db in … }],
///             sources: ["Sources/MyApp/Screens/SettingsScreen.swift", "Sources/MyApp/Models/Settings/"])
/// ```
public struct ScreenEntry: Sendable {
    public var name: String
    public var states: [ScreenState]
    /// Files and folders (ending in `/`), relative to the package root, whose code and data
    /// only this screen (and other screens that list them too) draws with: a change there
    /// makes `check --changed-since` check just these screens. A changed file no screen lists
    /// is checked against every snapshot; ``ScreenSources`` finds a listed file whose names
    /// another file uses.
    public var sources: [String]
    public init(name: String, states: [ScreenState], sources: [String] = []) {
        self.name = name
        self.states = states
        self.sources = sources
    }
}
