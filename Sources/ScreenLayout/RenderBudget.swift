/// How long one snapshot's layout and drawing may take before it is abandoned with
/// ``RenderBudgetExceeded`` instead of holding a worker: 10 seconds unless the catalog, the
/// pipeline or the command line (`--render-budget <seconds>`) says otherwise. The clock is
/// injectable (seconds from any fixed origin, never going back), so tests can run out of time
/// deterministically.
///
/// ```swift
/// let budget = RenderBudget(seconds: 30)
/// let (layout, bitmap) = try snapshotter.render(body, configuration: config, budget: budget)
/// ```
public struct RenderBudget: Sendable {
    /// The time allowed for one image, layout and drawing together.
    public var seconds: Double
    /// The time now, in seconds from a fixed origin.
    public var clock: @Sendable () -> Double

    /// The default: 10 seconds an image, generous for any real screen (they take milliseconds).
    public static let standardSeconds = 10.0
    public static let standard = RenderBudget(seconds: standardSeconds)

    public init(seconds: Double, clock: @escaping @Sendable () -> Double = RenderBudget.monotonicSeconds) {
        self.seconds = seconds
        self.clock = clock
    }

    /// Starts the clock for one render.
    public func start() -> RenderDeadline { RenderDeadline(self) }

    /// Seconds on the process's monotonic clock.
    public static let monotonicSeconds: @Sendable () -> Double = {
        let (s, atto) = origin.duration(to: .now).components
        return Double(s) + Double(atto) / 1e18
    }
    private static let origin = ContinuousClock.now
}
