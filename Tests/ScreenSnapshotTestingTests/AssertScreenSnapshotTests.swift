import Foundation
import ScreenLayout
import ScreenSnapshotTesting
import Snapshots
import Testing
import Theme
import XCTest

let designTokens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("DesignTokens")
let theme = Result { try Theme.load(from: designTokens) }

func badge(_ text: String) -> (LayoutEnvironment) -> Node {
    { _ in
        ZStack {
            Color(.background)
            Text(text, style: .headline).padding(.all, .m).background { Capsule().fill(.accentSoft) }
        }
    }
}

let small = DeviceConfiguration(
    name: "badge", displayName: "Badge", size: Size(width: 160, height: 80), scale: 2, orientation: .portrait, safeArea: .zero,
    horizontalSizeClass: .compact, verticalSizeClass: .regular, layoutMargin: 16, displayCornerRadius: 0)

func freshSnapshots() throws -> URL {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("assert-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    return dir
}

@Suite struct AssertSnapshotSwiftTestingTests {
    /// A matrix in one call: the first run records (and fails, as recording must), the second passes.
    @Test func recordsThenPassesAcrossAMatrix() throws {
        let dir = try freshSnapshots()
        defer { try? FileManager.default.removeItem(at: dir) }
        let configs = [SnapshotConfiguration(device: small, colorScheme: .light), SnapshotConfiguration(device: small, colorScheme: .dark)]
        withKnownIssue("recording fails the test that recorded") {
            assertScreenSnapshot(of: badge("Healed"), screen: "Badge", on: configs, theme: try theme.get(), snapshotsDirectory: dir, record: .missing)
        }
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("Badge/default.badge-portrait-dark.png").path))
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("Badge/default.badge-portrait-light.layout.txt").path))
        assertScreenSnapshot(of: badge("Healed"), screen: "Badge", on: configs, theme: try theme.get(), snapshotsDirectory: dir, record: .never)
    }

    /// A changed body fails with the message and the node that changed.
    @Test func changedBodyRecordsAnIssue() throws {
        let dir = try freshSnapshots()
        defer { try? FileManager.default.removeItem(at: dir) }
        let config = [SnapshotConfiguration(device: small)]
        withKnownIssue {
            assertScreenSnapshot(of: badge("Healed"), screen: "Badge", on: config, theme: try theme.get(), snapshotsDirectory: dir, record: .missing)
        }
        try withKnownIssue {
            assertScreenSnapshot(of: badge("Healing"), screen: "Badge", on: config, theme: try theme.get(), snapshotsDirectory: dir, record: .never)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("differs from its reference") && text.contains("Text \"Healed\"") && text.contains("Text \"Healing\"")
        }
    }
}

/// The same assertion from XCTest.
final class AssertSnapshotXCTests: XCTestCase {
    func testPassesFromXCTest() throws {
        let dir = try freshSnapshots()
        defer { try? FileManager.default.removeItem(at: dir) }
        let config = SnapshotConfiguration(device: small, colorScheme: .dark)
        let checker = SnapshotChecker(snapshotsDirectory: dir, recordMode: .missing)
        let snapshotter = try ScreenSnapshotter(theme: try theme.get())
        let (layout, bitmap) = try snapshotter.render(badge("Healed")(config.environment(theme: try theme.get())), configuration: config)
        XCTAssertThrowsError(
            try checker.verify(bitmap, layout: layout, as: try SnapshotName(screen: "Badge", state: "default", configuration: config)))
        assertScreenSnapshot(of: badge("Healed"), screen: "Badge", on: [config], theme: try theme.get(), snapshotsDirectory: dir, record: .never)
    }
}
