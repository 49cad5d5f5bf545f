import Foundation
import Pantry
import ScreenKitCommands
import ScreenSnapshotTesting
import Testing

/// Every command-line job on Pantry's own screens: in this process through the kit's
/// library, and `watch` through the few-line `pantry-screens` executable.
@MainActor
@Suite(.serialized) struct CommandLineJobsTests {
    let tool = ScreenKitCommandLine(catalog: .pantry, toolName: "pantry-screens")

    func folder() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("pantry-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    @Test func renderGalleryCheckMergeCompareAndOrphans() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("screens")
        #expect(tool.run(["render", "--out", out.path]) == 0)
        let light = out.appendingPathComponent("Shelves/default.iphone17pro-portrait-light.png")
        #expect(FileManager.default.fileExists(atPath: light.path))
        #expect(tool.run(["gallery", "--out", dir.appendingPathComponent("gallery").path]) == 0)
        let page = try String(contentsOf: dir.appendingPathComponent("gallery/index.html"), encoding: .utf8)
        #expect(page.contains("<h1>Pantry</h1>"))

        let artifacts = dir.appendingPathComponent("artifacts").path
        let (one, two) = (dir.appendingPathComponent("1.json").path, dir.appendingPathComponent("2.json").path)
        #expect(tool.run(["check", "--shard", "1/2", "--report", one, "--artifacts", artifacts]) == 0)
        #expect(tool.run(["check", "--shard", "2/2", "--report", two, "--artifacts", artifacts]) == 0)
        let merged = dir.appendingPathComponent("merged.json")
        #expect(tool.run(["merge", one, two, "--out", merged.path]) == 0)
        let report = try JSONDecoder().decode(SnapshotReport.self, from: Data(contentsOf: merged))
        #expect(report.total == 15 && report.passed == 15)
        #expect(report.milliseconds.count == 15, "every snapshot's cost is recorded")

        // Next run: shards split by those costs, each with a JUnit report.
        let junit = dir.appendingPathComponent("junit-1.xml")
        let (three, four) = (dir.appendingPathComponent("3.json").path, dir.appendingPathComponent("4.json").path)
        #expect(
            tool.run(["check", "--shard", "1/2", "--costs", merged.path, "--report", three, "--junit", junit.path, "--artifacts", artifacts]) == 0)
        #expect(tool.run(["check", "--shard", "2/2", "--costs", merged.path, "--report", four, "--artifacts", artifacts]) == 0)
        let byCost = try [three, four].map { try SnapshotReport.read(at: $0) }
        #expect(byCost.reduce(0) { $0 + $1.total } == 15)
        let xml = try String(contentsOf: junit, encoding: .utf8)
        #expect(xml.components(separatedBy: "<testcase ").count - 1 == byCost[0].total)

        let dark = out.appendingPathComponent("Shelves/default.iphone17pro-portrait-dark.png")
        #expect(tool.run(["compare", light.path, light.path]) == 0)
        #expect(tool.run(["compare", light.path, dark.path, "--diff", dir.appendingPathComponent("diff.png").path]) == 1)
        // Item/usedOne comes from a test, not from the catalog: to these artifacts (no test run
        // noted it) it is an orphan, listed and kept. After `swift test`, the default
        // artifacts know it, and `pantry-screens orphans` finds none.
        #expect(tool.run(["orphans", "--artifacts", artifacts]) == 1)
        #expect(
            FileManager.default.fileExists(
                atPath: tool.catalog.snapshotsDirectory.appendingPathComponent("Item/usedOne.iphone17pro-portrait-light.png").path))
    }

    /// Another process commits to the watched file; the watcher re-renders the shelves.
    @Test func watchReRendersWhatSqlite3Committed() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let exe = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("pantry-screens")
        try #require(FileManager.default.isExecutableFile(atPath: exe.path), "build pantry-screens first: \(exe.path)")
        let log = dir.appendingPathComponent("watch.log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let watch = Process()
        watch.executableURL = exe
        watch.arguments = [
            "watch", "--out", dir.path, "--screen", "Shelves", "--device", "iphone17pro-portrait", "--appearance", "light", "--type-size", "L",
            "--updates", "1",
        ]
        let handle = try FileHandle(forWritingTo: log)
        watch.standardOutput = handle
        watch.standardError = handle
        try watch.run()
        defer { if watch.isRunning { watch.terminate() } }
        func logged(_ text: String, within seconds: Double) -> Bool {
            let deadline = Date().addingTimeInterval(seconds)
            while Date() < deadline {
                if let s = try? String(contentsOf: log, encoding: .utf8), s.contains(text) { return true }
                Thread.sleep(forTimeInterval: 0.05)
            }
            return false
        }
        #expect(logged("Watching", within: 120))
        let sqlite = Process()
        sqlite.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        sqlite.arguments = [dir.appendingPathComponent("sample.sqlite").path, "UPDATE items SET quantity = 9 WHERE name = 'Milk'"]
        try sqlite.run()
        sqlite.waitUntilExit()
        #expect(logged("commit → PNG", within: 60), "\((try? String(contentsOf: log, encoding: .utf8)) ?? "")")
        watch.waitUntilExit()
        #expect(watch.terminationStatus == 0)
    }
}
