/// A render took longer than its ``RenderBudget`` and was abandoned, so that a screen with
/// runaway content fails on its own instead of holding a worker. The pipeline names the
/// snapshot (`Screen/state configuration`).
///
/// ```swift
/// do { try pipeline.process(job, with: snapshotter) } catch let e as RenderBudgetExceeded { print(e) }
/// ```
public struct RenderBudgetExceeded: Error, Equatable, CustomStringConvertible {
    /// `Screen/state configuration`, when known.
    public var snapshot: String?
    /// Seconds allowed, and spent when the render stopped.
    public var budget: Double
    public var elapsed: Double
    /// What the render was doing: "laying out", "measuring text", "drawing".
    public var phase: String

    public init(snapshot: String? = nil, budget: Double, elapsed: Double, phase: String) {
        self.snapshot = snapshot
        self.budget = budget
        self.elapsed = elapsed
        self.phase = phase
    }

    public var description: String {
        let what = snapshot.map { "The render of \($0)" } ?? "A render"
        return
            "\(what) was abandoned after \(Self.seconds(elapsed)) while \(phase): it exceeds its budget of \(Self.seconds(budget)) an image. "
            + "Its content is likely far larger than a screen shows (a list of thousands of rows, a book of text): shorten that state's content. "
            + "If the screen really needs longer, raise the budget with --render-budget <seconds> (render, check, gallery, watch), "
            + "or ScreenCatalog.renderBudget / SnapshotPipeline.renderBudget in code."
    }

    static func seconds(_ s: Double) -> String {
        guard s.isFinite, abs(s) < 1e9 else { return "\(s) s" }
        let tenths = (s * 10).rounded() / 10
        return tenths == tenths.rounded() ? "\(Int(tenths)) s" : "\(tenths) s"
    }
}
