import Foundation
import Testing

@testable import ImageCodec
@testable import Rendering
@testable import ScreenLayout
@testable import Theme

/// Drawing stops between display items once the render budget is spent.
@Suite struct RenderBudgetDrawingTests {
    /// Reads one second further each time.
    final class TickingClock: @unchecked Sendable {
        private let lock = NSLock()
        private var now = 0.0
        func read() -> Double {
            lock.lock()
            defer { lock.unlock() }
            now += 1
            return now
        }
    }

    @Test func drawingBeyondItsBudgetIsAbandoned() throws {
        let renderer = try Renderer()
        let device = DeviceConfiguration(
            name: "strip", displayName: "Strip", size: Size(width: 60, height: 600), scale: 1, orientation: .portrait, safeArea: .zero,
            horizontalSizeClass: .compact, verticalSizeClass: .regular, layoutMargin: 0, displayCornerRadius: 0)
        let env = LayoutEnvironment(device: device, theme: .system)
        let body = VStack(spacing: 0) { for i in 0..<600 { Color(i % 2 == 0 ? .background : .label).frame(height: 1) } }
        let layout = try LayoutEngine(measurer: renderer.textSystem, images: renderer.images).layout(body, in: env)
        #expect(layout.displayList.count >= 600)
        let clock = TickingClock()
        #expect(throws: RenderBudgetExceeded(budget: 4, elapsed: 5, phase: "drawing")) {
            try renderer.render(layout, scale: 1, deadline: RenderBudget(seconds: 4) { clock.read() }.start())
        }
        // Within its budget the render is the same as without one.
        let unlimited = try renderer.render(layout, scale: 1)
        let timed = try renderer.render(layout, scale: 1, deadline: RenderBudget(seconds: 1e9) { clock.read() }.start())
        #expect(timed.pixels == unlimited.pixels)
    }

    /// Text is laid out by Pango again for drawing: every text item asks the clock.
    @Test func drawingTextChecksTheBudgetAtEveryRun() throws {
        let renderer = try Renderer()
        let env = LayoutEnvironment(device: .iPhone17Pro, theme: .system)
        let body = VStack { for i in 0..<10 { Text("Row \(i)", style: .body) } }
        let layout = try LayoutEngine(measurer: renderer.textSystem, images: renderer.images).layout(body, in: env)
        let clock = TickingClock()
        #expect(throws: RenderBudgetExceeded(budget: 3, elapsed: 4, phase: "drawing text")) {
            try renderer.render(layout, scale: 1, deadline: RenderBudget(seconds: 3) { clock.read() }.start())
        }
    }
}
