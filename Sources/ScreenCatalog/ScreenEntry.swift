/// A screen of an app: its name (the folder of its references in `__Snapshots__`) and the
/// states worth snapshotting.
///
/// ```swift
/// ScreenEntry(name: "Settings", states: [ScreenState(name: "default") { db in … }])
/// ```
public struct ScreenEntry: Sendable {
    public var name: String
    public var states: [ScreenState]
    public init(name: String, states: [ScreenState]) {
        self.name = name
        self.states = states
    }
}
