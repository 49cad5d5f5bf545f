import Foundation
import Observation
import ScreenDependencies
import Testing

@testable import Snapshots

/// A model's `@Dependency` storage is not state: its dump leaves it out.
@MainActor
@Suite struct TextDumpDependencyTests {
    @Observable final class Timer {
        @ObservationIgnored @Dependency(\.clock) var clock
        @ObservationIgnored @Dependency(\.uuid) var uuid
        var seconds = 3
    }

    @Test func dependenciesDoNotShowInADump() {
        #expect(TextDump.text(of: Timer()) == "Timer(\n  seconds: 3\n)\n")
    }
}
