import Foundation
import Testing

@testable import ImageCodec
@testable import Rendering
@testable import ScreenLayout
@testable import Snapshots

/// Recording never leaves a layout dump beside an image it does not describe.
@Suite struct LayoutDumpRecordingTests {
    static func laidOut(_ text: String) throws -> LayoutResult {
        let snapshotter = try ScreenSnapshotter(theme: .system)
        return try snapshotter.layout({ _ in Text(text, style: .body) }, configuration: config)
    }

    @Test func rerecordingWithoutALayoutRemovesTheOldDump() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let checker = SnapshotChecker(snapshotsDirectory: root, artifactsDirectory: root.appendingPathComponent("artifacts"), recordMode: .all)
        let name = try SnapshotName(screen: "S", state: "x", configuration: config)
        let first = try Self.laidOut("First")
        _ = try? checker.verify(bitmap(0xFF00_FF00), layout: first, as: name)
        #expect(try String(contentsOf: checker.layoutURL(for: name), encoding: .utf8) == first.dump())
        // The same pixels recorded without a layout: the dump still describes them.
        _ = try? checker.verify(bitmap(0xFF00_FF00), as: name)
        #expect(FileManager.default.fileExists(atPath: checker.layoutURL(for: name).path))
        // Other pixels without a layout: the old dump described the old image, so it goes.
        _ = try? checker.verify(bitmap(0xFF00_00FF), as: name)
        #expect(try Bitmap.readPNG(at: checker.referenceURL(for: name).path).pixels == bitmap(0xFF00_00FF).pixels)
        #expect(!FileManager.default.fileExists(atPath: checker.layoutURL(for: name).path))
        // With a layout again, image and dump are recorded together.
        let second = try Self.laidOut("Second")
        _ = try? checker.verify(bitmap(0xFF12_3456), layout: second, as: name)
        #expect(try String(contentsOf: checker.layoutURL(for: name), encoding: .utf8) == second.dump())
        #expect(try checker.verify(bitmap(0xFF12_3456), layout: second, as: name) == .matched)
    }
}
