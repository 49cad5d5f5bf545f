import ScreenLayout

/// One snapshot to produce: its name (which carries the configuration) and the body, already
/// built on the main actor from the screen's model — a Sendable value any thread can lay out.
///
/// ```swift
/// SnapshotJob(name: name, body: ViewResolver.node(for: WelcomeScreen(model: model), in: name.configuration.environment(theme: theme), window: false))
/// ```
public struct SnapshotJob: Sendable {
    public var name: SnapshotName
    public var body: Node
    public init(name: SnapshotName, body: Node) {
        self.name = name
        self.body = body
    }
}

/// What happened to one job.
public struct SnapshotJobResult: Sendable {
    public var name: SnapshotName
    /// nil when the job succeeded.
    public var error: String?
    /// Milliseconds spent on layout, drawing and the job's own work (encode, compare).
    public var milliseconds: Double
}
