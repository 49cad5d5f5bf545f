/// One render's running clock against its ``RenderBudget``: layout and drawing ask it between
/// steps, and stop with ``RenderBudgetExceeded`` once the budget is spent. Cheap steps
/// (sizing or placing a node, drawing a display item) read the clock every 32nd time; costly
/// ones (measuring text with Pango) every time. Used by one thread.
///
/// ```swift
/// let deadline = RenderBudget(seconds: 10).start()
/// try deadline.check(while: "laying out")
/// ```
public final class RenderDeadline {
    public let budget: RenderBudget
    let started: Double
    private var steps = 0
    /// Set once the budget is spent: every later check throws it again.
    public private(set) var exceeded: RenderBudgetExceeded?

    init(_ budget: RenderBudget) {
        self.budget = budget
        started = budget.clock()
    }

    /// Throws once the budget is spent.
    public func check(while phase: String) throws {
        if let exceeded { throw exceeded }
        let elapsed = budget.clock() - started
        guard elapsed > budget.seconds else { return }
        let error = RenderBudgetExceeded(budget: budget.seconds, elapsed: elapsed, phase: phase)
        exceeded = error
        throw error
    }

    /// A cheap step: checks every 32nd call.
    @inline(__always)
    public func step(while phase: String) throws {
        steps &+= 1
        if steps & 31 == 0 || exceeded != nil { try check(while: phase) }
    }
}
