import Foundation
import ScreenDependencies
import Testing

@Suite struct EffectsTests {
    @Test func trackedEffectsAreRecordedAndAwaited() async {
        let tracker = EffectTracker()
        let effects = Effects(tracker: tracker)
        let gate = TestClock()
        effects.run("quick") {}
        effects.run("sleeper") { try? await gate.sleep(for: .seconds(1)) }
        #expect(tracker.records.map(\.name) == ["quick", "sleeper"])
        #expect(await tracker.wait(for: 1, timeout: .seconds(5)))
        // The sleeper waits for the test clock: not finished within a short timeout.
        #expect(await tracker.wait(for: 2, timeout: .milliseconds(50)) == false)
        #expect(await tracker.waitForAll(timeout: .milliseconds(50)).map(\.name) == ["sleeper"])
        await gate.advance(by: .seconds(1))
        #expect(await tracker.waitForAll(timeout: .seconds(5)) == [])
    }

    @Test func cancellingEndsAnEffect() async {
        let tracker = EffectTracker()
        let clock = TestClock()
        let handle = Effects(tracker: tracker).run("forever") { try? await clock.sleep(for: .seconds(100)) }
        handle.cancel()
        await handle.finished()
        #expect(await tracker.waitForAll(timeout: .seconds(5)) == [])
    }
}
