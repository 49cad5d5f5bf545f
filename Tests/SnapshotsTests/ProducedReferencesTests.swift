import Foundation
import Testing

@testable import Snapshots

@Suite struct ProducedReferencesTests {
    /// A layout dump whose image is gone is an orphan even while its snapshot is still
    /// produced; a dump beside its image, and a layout text snapshot of its own, are not.
    @Test func aLayoutDumpWithoutItsImageIsAnOrphan() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let files = [
            "A/kept.phone-light.png", "A/kept.phone-light.layout.txt",  // a pair
            "A/deleted.phone-light.layout.txt",  // its image was deleted
            "B/screen.layout.txt",  // a layout text snapshot, no image
        ]
        for file in files {
            let url = root.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("x".utf8).write(to: url)
        }
        var produced = Set(files)
        produced.insert("A/deleted.phone-light.png")
        #expect(try ProducedReferences.orphans(in: root, produced: produced) == ["A/deleted.phone-light.layout.txt"])
        #expect(ProducedReferences.isStaleLayoutDump("A/deleted.phone-light.layout.txt", in: root, produced: produced))
        #expect(!ProducedReferences.isStaleLayoutDump("B/screen.layout.txt", in: root, produced: produced))
        // Nothing produced any more: everything is an orphan, the stale dump included once.
        #expect(try ProducedReferences.orphans(in: root, produced: []) == files.sorted())
    }
}
