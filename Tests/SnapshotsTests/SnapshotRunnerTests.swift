import Foundation
import Testing

@testable import ScreenLayout
@testable import Snapshots
@testable import Theme

/// The runner hands neighbours that differ only in appearance to one worker: they draw the same
/// photos at the same sizes, which that worker's image cache then scales once.
@Suite struct SnapshotRunnerTests {
    static func name(_ screen: String, _ state: String, _ device: DeviceConfiguration, _ scheme: ColorScheme, _ size: ContentSizeCategory = .large)
        throws -> SnapshotName
    {
        try SnapshotName(screen: screen, state: state, configuration: SnapshotConfiguration(device: device, colorScheme: scheme, contentSize: size))
    }

    @Test func neighboursThatDifferOnlyInAppearanceAreOneBatch() throws {
        let names = [
            try Self.name("Home", "default", .iPhone17Pro, .light), try Self.name("Home", "default", .iPhone17Pro, .dark),
            try Self.name("Home", "default", .iPadPro13, .light), try Self.name("Home", "default", .iPadPro13, .dark),
            try Self.name("Home", "default", .iPadPro13, .dark, .accessibility3),  // another type size
            try Self.name("Home", "empty", .iPadPro13, .dark, .accessibility3),  // another state
            try Self.name("Stats", "empty", .iPadPro13, .light, .accessibility3),  // another screen
            try Self.name("Home", "default", .iPhone17Pro, .dark),  // same as the first, but not its neighbour
        ]
        #expect(SnapshotRunner.groups(names) == [0..<2, 2..<4, 4..<5, 5..<6, 6..<7, 7..<8])
        #expect(SnapshotRunner.groups([]) == [])
        #expect(SnapshotRunner.groups(Array(names.prefix(1))) == [0..<1])
    }

    @Test func aBatchRunsOnOneWorkerInOrderAndResultsKeepJobOrder() throws {
        var names: [SnapshotName] = []
        for state in ["a", "b", "c", "d", "e", "f"] {
            for scheme in [ColorScheme.light, .dark] { names.append(try Self.name("Home", state, .iPhone17Pro, scheme)) }
        }
        let jobs = names.map { SnapshotJob(name: $0, body: Rectangle()) }
        let ran = RanOn()
        let results = SnapshotRunner(theme: .system, workers: 2).run(jobs) { snapshotter, job in
            ran.note(job.name.description, ObjectIdentifier(snapshotter))
        }
        #expect(results.map(\.name) == names)
        #expect(results.allSatisfy { $0.error == nil })
        for pair in stride(from: 0, to: names.count, by: 2) {
            let (light, dark) = (names[pair].description, names[pair + 1].description)
            #expect(ran.worker[light] == ran.worker[dark], "\(light) and \(dark) ran on different workers")
            #expect(try #require(ran.order.firstIndex(of: light)) < (try #require(ran.order.firstIndex(of: dark))))
        }
    }
}

/// Which worker ran each job, and in what order they started.
private final class RanOn: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var worker: [String: ObjectIdentifier] = [:]
    private(set) var order: [String] = []

    func note(_ name: String, _ id: ObjectIdentifier) {
        lock.lock()
        defer { lock.unlock() }
        worker[name] = id
        order.append(name)
    }
}
