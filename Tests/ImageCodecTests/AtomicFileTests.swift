import Foundation
import Testing

@testable import ImageCodec

/// Whole files or none, and the leftovers of killed writers swept.
@Suite struct AtomicFileTests {
    func folder() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("Screen"), withIntermediateDirectories: true)
        return dir
    }

    /// The pid of a process that has exited.
    func deadPID() throws -> Int32 {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/true")
        try p.run()
        p.waitUntilExit()
        return p.processIdentifier
    }

    @Test func writesWholeFilesAndLeavesNoTemporary() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("Screen/a.png")
        try AtomicFile.write(Data([1, 2, 3]), to: url)
        try AtomicFile.write(Data([4, 5]), to: url)
        #expect(try Data(contentsOf: url) == Data([4, 5]))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("Screen").path) == ["a.png"])
    }

    @Test func sweepsWhatKilledWritersLeftAndNothingElse() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let screen = dir.appendingPathComponent("Screen")
        let dead = ".a.png\(AtomicFile.marker)\(try deadPID())-1"
        let live = ".b.png\(AtomicFile.marker)1-1"  // pid 1 runs
        let mine = ".c.png\(AtomicFile.marker)\(getpid())-7"
        let foundation = ".dat.nosyncab12.Zx81"
        for name in [dead, live, mine, foundation, "kept.png", ".hidden"] {
            #expect(FileManager.default.createFile(atPath: screen.appendingPathComponent(name).path, contents: Data([0])))
        }
        // Foundation's leftovers count once they are a minute old.
        #expect(AtomicFile.sweep(dir) == ["Screen/\(dead)"])
        #expect(AtomicFile.sweep(dir, now: Date().addingTimeInterval(120)) == ["Screen/\(foundation)"])
        let left = try FileManager.default.contentsOfDirectory(atPath: screen.path).sorted()
        #expect(left == [live, mine, ".hidden", "kept.png"].sorted())
    }
}
