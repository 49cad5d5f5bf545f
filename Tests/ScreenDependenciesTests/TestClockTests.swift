import Foundation
import ScreenDependencies
import Testing

@Suite struct TestClockTests {
    @Test func sleepsWaitUntilTheClockIsAdvancedPastThem() async {
        let clock = TestClock()
        let woke = LockedValue<[Int]>([])
        let short = Task {
            try await clock.sleep(for: .milliseconds(100))
            woke.withLock { $0.append(100) }
        }
        let long = Task {
            try await clock.sleep(for: .seconds(1))
            woke.withLock { $0.append(1000) }
        }
        while clock.sleeperCount < 2 { await Task.yield() }
        await clock.advance(by: .milliseconds(99))
        #expect(woke.withLock { $0 } == [])
        await clock.advance(by: .milliseconds(1))
        _ = try? await short.value
        #expect(woke.withLock { $0 } == [100])
        #expect(clock.sleeperCount == 1)
        await clock.run()
        _ = try? await long.value
        #expect(woke.withLock { $0 } == [100, 1000])
        #expect(clock.now.offset == .seconds(1))
    }

    @Test func aCancelledSleepThrowsAndLeavesTheClock() async {
        let clock = TestClock()
        let task = Task { try await clock.sleep(for: .seconds(5)) }
        while clock.sleeperCount < 1 { await Task.yield() }
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(clock.sleeperCount == 0)
    }

    @Test func aDebouncedTimerFiresOnceAfterTheLastChange() async {
        let clock = TestClock()
        let fired = LockedValue(0)
        var pending: Task<Void, Never>?
        for _ in 0..<3 {
            pending?.cancel()
            pending = Task {
                guard (try? await clock.sleep(for: .milliseconds(300))) != nil else { return }
                fired.withLock { $0 += 1 }
            }
            await clock.advance(by: .milliseconds(100))
        }
        #expect(fired.withLock { $0 } == 0)
        await clock.advance(by: .milliseconds(300))
        await pending?.value
        #expect(fired.withLock { $0 } == 1)
    }

    @Test func anImmediateClockNeverWaits() async throws {
        let clock = ImmediateClock()
        try await clock.sleep(for: .seconds(3600))
        #expect(clock.now.offset == .seconds(3600))
    }
}
