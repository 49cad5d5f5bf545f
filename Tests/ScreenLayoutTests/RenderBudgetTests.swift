import Foundation
import Testing

@testable import ScreenLayout
@testable import Theme

/// A clock that moves one second each time it is read: a budget of n seconds runs out at the
/// n + 1st check, whatever the machine's speed.
final class TickingClock: @unchecked Sendable {
    private let lock = NSLock()
    private var now = 0.0

    func read() -> Double {
        lock.lock()
        defer { lock.unlock() }
        now += 1
        return now
    }

    func budget(_ seconds: Double) -> RenderBudget { RenderBudget(seconds: seconds) { self.read() } }
}

/// A layout stops with a typed error once its render budget is spent.
@Suite struct RenderBudgetTests {
    func env() throws -> LayoutEnvironment { LayoutEnvironment(device: testDevice, theme: try testTheme.get()) }

    static func rows(_ count: Int) -> Node {
        VStack(spacing: 0) { for _ in 0..<count { Color(.accent).frame(height: 1) } }
    }

    @Test func aLayoutBeyondItsBudgetIsAbandoned() throws {
        let engine = LayoutEngine(measurer: MonospacedTextMeasurer())
        let deadline = TickingClock().budget(5).start()
        #expect(throws: RenderBudgetExceeded(budget: 5, elapsed: 6, phase: "laying out")) {
            try engine.layout(Self.rows(2000), in: try env(), deadline: deadline)
        }
        #expect(deadline.exceeded != nil)
        // A generous budget lays the same tree out as no budget does.
        let timed = try engine.layout(Self.rows(2000), in: try env(), deadline: TickingClock().budget(1e9).start())
        #expect(timed.dump() == (try engine.layout(Self.rows(2000), in: try env())).dump())
    }

    /// Text measurement (Pango, in the renderer) is checked at every text node.
    @Test func textMeasurementChecksTheBudget() throws {
        let engine = LayoutEngine(measurer: MonospacedTextMeasurer())
        let texts = VStack { for i in 0..<40 { Text("Row \(i)", style: .body) } }
        #expect(throws: RenderBudgetExceeded(budget: 3, elapsed: 4, phase: "measuring text")) {
            try engine.layout(texts, in: try env(), deadline: TickingClock().budget(3).start())
        }
    }

    /// The message names the snapshot, the budget and both ways out.
    @Test func theErrorSaysWhatToDo() {
        let e = RenderBudgetExceeded(snapshot: "Feed/huge.iphone17pro-portrait-light", budget: 10, elapsed: 10.04, phase: "drawing")
        #expect(
            e.description.hasPrefix(
                "The render of Feed/huge.iphone17pro-portrait-light was abandoned after 10 s while drawing: it exceeds its budget of 10 s an image."))
        #expect(e.description.contains("shorten that state's content") && e.description.contains("--render-budget <seconds>"))
        #expect(RenderBudgetExceeded(budget: 0.25, elapsed: 1.5, phase: "laying out").description.hasPrefix("A render was abandoned after 1.5 s"))
    }
}
