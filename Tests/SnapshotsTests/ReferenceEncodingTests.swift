import Foundation
import Testing

@testable import ImageCodec
@testable import Rendering
@testable import Snapshots

/// References are written at libdeflate's smallest level, but a reference is judged by its
/// pixels: one encoded otherwise (by an older writer, another level) is neither stale nor
/// rewritten while its pixels and provenance are the same.
@Suite struct ReferenceEncodingTests {
    /// A flat top half over a pseudo-random bottom half (xorshift), so the levels differ.
    func screen() -> Bitmap {
        var b = Bitmap(width: 160, height: 120, fill: 0xFFF2_F2F7)
        var state: UInt64 = 0x9E37_79B9
        for i in (160 * 60)..<(160 * 120) {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            b.pixels[i] = 0xFF00_0000 | UInt32(truncatingIfNeeded: state) & 0x00FF_FFFF
        }
        return b
    }

    @Test func recordedReferencesUseTheSmallestLevel() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let checker = SnapshotChecker(snapshotsDirectory: root.appendingPathComponent("__Snapshots__"), recordMode: .missing)
        let name = try SnapshotName(screen: "Encoding", state: "new", configuration: config)
        #expect(throws: SnapshotError.self) { try checker.verify(screen(), as: name) }
        let written = try Data(contentsOf: checker.referenceURL(for: name))
        #expect(written == (try screen().pngData(metadata: config.provenance(fonts: nil), compression: .smallest)))
    }

    @Test(arguments: [RecordMode.never, .missing, .failed, .all])
    func aReferenceEncodedOtherwiseIsNotStale(_ mode: RecordMode) throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let checker = SnapshotChecker(snapshotsDirectory: root.appendingPathComponent("__Snapshots__"), recordMode: mode)
        let name = try SnapshotName(screen: "Encoding", state: "old", configuration: config)
        let url = checker.referenceURL(for: name)
        try screen().writePNG(to: url, metadata: config.provenance(fonts: nil), compression: .fast)
        let before = try Data(contentsOf: url)
        #expect(before != (try screen().pngData(metadata: config.provenance(fonts: nil), compression: .smallest)))
        // Its stored pixel hash vouches for it in every mode, recording everything included.
        #expect(try checker.verify(screen(), as: name) == .matched)
        #expect(try Data(contentsOf: url) == before, "the reference was rewritten for its encoding alone")
    }
}
