import Foundation
import ScreenCatalog
import SecondSkin
import Snapshots
import Testing

/// The `secondskin` command as CI and people use it: exit codes, one-line errors, sharding.
@Suite struct CommandLineTests {
    var exe: URL { productsDirectory.appendingPathComponent("secondskin") }

    func env() -> [String: String] {
        var e = ProcessInfo.processInfo.environment
        e["SCREENKIT_ROOT"] = packageRoot.path
        return e
    }

    @Test func shardsCoverTheSuiteAndMerge() throws {
        let dir = try temporaryDirectory("shards")
        defer { try? FileManager.default.removeItem(at: dir) }
        let a = dir.appendingPathComponent("1.json").path
        let b = dir.appendingPathComponent("2.json").path
        let first = try run(exe, ["check", "--shard", "1/2", "--report", a], environment: env())
        let second = try run(exe, ["check", "--shard", "2/2", "--report", b], environment: env())
        #expect(first.status == 0, "\(first.output)")
        #expect(second.status == 0, "\(second.output)")
        let merged = dir.appendingPathComponent("all.json")
        let m = try run(exe, ["merge", a, b, "--out", merged.path], environment: env())
        #expect(m.status == 0, "\(m.output)")
        let report = try JSONDecoder().decode(SnapshotReport.self, from: Data(contentsOf: merged))
        #expect(report.shards == ["1/2", "2/2"])
        #expect(report.failures.isEmpty && report.total == report.passed && report.total > 0)
        let again = try run(exe, ["merge", a, a], environment: env())
        #expect(again.status != 0 && again.output.contains("appears in two reports"))
        // One page and one JUnit file for the run.
        let page = dir.appendingPathComponent("page")
        let junit = dir.appendingPathComponent("junit.xml")
        let both = try run(exe, ["merge", a, b, "--html", page.path, "--junit", junit.path], environment: env())
        #expect(both.status == 0, "\(both.output)")
        let html = try String(contentsOf: page.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("No snapshot failed") && html.contains("1/2") && html.contains("2/2") && html.contains("slowest first"))
        let xml = try String(contentsOf: junit, encoding: .utf8)
        #expect(xml.components(separatedBy: "<testcase ").count - 1 == report.total)
    }

    /// A missing report (66), a file that is not a report or another suite's, in merge or as
    /// check's costs (65): one line, and nothing written.
    @Test func badReportsAreRefusedWithNothingWritten() throws {
        let dir = try temporaryDirectory("bad-reports")
        defer { try? FileManager.default.removeItem(at: dir) }
        let other = dir.appendingPathComponent("pantry.json")
        try SnapshotReport(shards: ["1/2"], total: 1, passed: 1, failures: [], wallSeconds: 1, suite: "Pantry").encoded().write(to: other)
        let notReport = dir.appendingPathComponent("junit.xml")
        try Data("<testsuites/>".utf8).write(to: notReport)
        let out = dir.appendingPathComponent("out")
        let writes = ["--out", out.appendingPathComponent("m.json").path, "--html", out.path, "--junit", out.appendingPathComponent("j.xml").path]
        let cases: [([String], String, Int32)] = [
            (["merge", dir.appendingPathComponent("none.json").path] + writes, "no report at", 66),
            (["merge", notReport.path] + writes, "is not a snapshot report", 65),
            (["merge", other.path] + writes, "is a report of the suite Pantry", 65),
            (
                ["check", "--shard", "1/2", "--costs", other.path, "--report", out.appendingPathComponent("r.json").path],
                "is a report of the suite Pantry", 65
            ),
            (["check", "--shard", "0/2"], "a shard is K/N", 64),
        ]
        for (args, message, status) in cases {
            let r = try run(exe, args, environment: env())
            #expect(r.status == status, "\(args): \(r.output)")
            #expect(r.output.contains(message), "\(args): \(r.output)")
            #expect(r.output.split(separator: "\n").count == 1, "\(args): \(r.output)")
            #expect(!FileManager.default.fileExists(atPath: out.path), "\(args) wrote \(out.path)")
        }
    }

    @Test func badInputGivesOneLineAndANonZeroExit() throws {
        let cases: [([String], String, Int32)] = [
            (["render", "--device", "nokia"], "no device named 'nokia'. Valid devices:", 64),
            (["render", "--database", "/nonexistent/db.sqlite"], "no database at /nonexistent/db.sqlite", 66),
            (["render", "--out", "/proc/forbidden"], "cannot write to /proc/forbidden", 73),
            (["render", "--bogus"], "unknown option '--bogus'", 64),
            (["check", "--shard", "3/2"], "a shard is K/N", 64),
            (["watch", "--screen", "Nope"], "no screen named 'Nope'. Valid screens: Welcome,", 64),
            (["watch", "--database", "/nonexistent/journal.sqlite"], "no database at /nonexistent/journal.sqlite", 66),
            (["watch", "--updates", "0"], "--updates takes a positive number", 64),
            (["frobnicate"], "unknown subcommand 'frobnicate'", 64),
        ]
        for (args, message, status) in cases {
            let r = try run(exe, args, environment: env())
            #expect(r.status == status, "\(args): \(r.output)")
            #expect(r.output.contains(message), "\(args): \(r.output)")
            #expect(r.output.split(separator: "\n").count == 1, "\(args): \(r.output)")
        }
    }

    @Test func corruptDatabaseIsRefusedAndNothingIsLost() throws {
        let dir = try temporaryDirectory("corrupt")
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("out")
        #expect(try run(exe, ["render", "--out", out.path, "--screen", "Welcome"], environment: env()).status == 0)
        let rendered = try FileManager.default.subpathsOfDirectory(atPath: out.path).filter { $0.hasSuffix(".png") }.sorted()
        #expect(!rendered.isEmpty)
        let bad = dir.appendingPathComponent("bad.sqlite")
        try Data(repeating: 7, count: 8192).write(to: bad)
        let r = try run(exe, ["render", "--out", out.path, "--database", bad.path], environment: env())
        #expect(r.status == 65)
        #expect(r.output.contains("is not an SQLite database"))
        #expect(try FileManager.default.subpathsOfDirectory(atPath: out.path).filter { $0.hasSuffix(".png") }.sorted() == rendered)
    }

    /// Starts `secondskin watch` with these arguments, its output collected.
    func startWatch(_ arguments: [String]) throws -> (Process, PipeText) {
        let watch = Process()
        watch.executableURL = exe
        watch.arguments = ["watch"] + arguments
        watch.environment = env()
        let output = PipeText()
        watch.standardOutput = output.pipe
        watch.standardError = output.pipe
        try watch.run()
        return (watch, output)
    }

    /// The watch job end to end: another process (the sqlite3 tool) commits, and the watcher
    /// re-renders the screen that shows the change and prints the commit-to-PNG time.
    @Test func watchReRendersWhatAnotherProcessCommitted() throws {
        let dir = try temporaryDirectory("watch-cli")
        defer { try? FileManager.default.removeItem(at: dir) }
        let (watch, output) = try startWatch([
            "--out", dir.path, "--screen", "Collection", "--device", "iphone17pro-portrait", "--appearance", "light", "--type-size", "L",
            "--updates", "1",
        ])
        defer { if watch.isRunning { watch.terminate() } }
        #expect(output.wait(for: "Watching", timeout: 120), "\(output.text)")
        let database = dir.appendingPathComponent("sample.sqlite")
        let grid = dir.appendingPathComponent("screens/Collection/grid.iphone17pro-portrait-light.png")
        let before = try Data(contentsOf: grid)
        let sqlite = try run(
            URL(fileURLWithPath: "/usr/bin/sqlite3"), [database.path, "UPDATE pieces SET title = 'Skull & rose' WHERE title = 'Skull'"])
        #expect(sqlite.status == 0, "\(sqlite.output)")
        #expect(output.wait(for: "commit → PNG", timeout: 60), "\(output.text)")
        watch.waitUntilExit()
        #expect(watch.terminationStatus == 0, "\(output.text)")
        #expect(output.text.contains("Collection/grid, Collection/bodyMap: 2 images re-rendered"), "\(output.text)")
        #expect(try Data(contentsOf: grid) != before)
    }

    /// Ctrl-C stops watch at once, even in the middle of a round of renders (signals were
    /// served on the main queue, which a round keeps busy).
    @Test func watchStopsAtOnceOnSIGINTWhileRendering() throws {
        let dir = try temporaryDirectory("watch-signal")
        defer { try? FileManager.default.removeItem(at: dir) }
        // Big images on one worker: a round takes seconds, long enough to interrupt.
        let (watch, output) = try startWatch([
            "--out", dir.path, "--screen", "Collection", "--device", "ipadpro11-portrait", "--device", "ipadpro11-landscape", "--scale", "3",
            "--jobs", "1",
        ])
        defer { if watch.isRunning { watch.terminate() } }
        #expect(output.wait(for: "Watching", timeout: 180), "\(output.text)")
        // A title every Collection state shows: one round re-renders all of them, one by one.
        let sqlite = try run(
            URL(fileURLWithPath: "/usr/bin/sqlite3"),
            [dir.appendingPathComponent("sample.sqlite").path, "UPDATE pieces SET title = 'Skull & rose' WHERE title = 'Skull'"])
        #expect(sqlite.status == 0, "\(sqlite.output)")
        Thread.sleep(forTimeInterval: 0.3)
        let sent = Date()
        kill(watch.processIdentifier, SIGINT)
        watch.waitUntilExit()
        let took = Date().timeIntervalSince(sent)
        #expect(took < 1.5, "stopping took \(took) s: \(output.text)")
        #expect(output.text.contains("Stopped after"), "\(output.text)")
        #expect(watch.terminationStatus == 0)
    }

    @Test func everyCommandHasHelp() throws {
        for command in ["render", "check", "merge", "compare", "gallery", "watch", "orphans"] {
            let r = try run(exe, [command, "--help"], environment: env())
            #expect(r.status == 0)
            #expect(r.output.contains("OVERVIEW:") && r.output.contains("USAGE: secondskin \(command)") && r.output.contains("-h, --help"))
        }
    }
}

@Suite struct OrphansCommandTests {
    @Test func listsAndDeletesReferencesNothingProduces() throws {
        let dir = try temporaryDirectory("orphans")
        defer { try? FileManager.default.removeItem(at: dir) }
        let snapshots = dir.appendingPathComponent("__Snapshots__")
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("__Snapshots__"), to: snapshots)
        let stale = snapshots.appendingPathComponent("Welcome/old-state.iphone17pro-portrait-light.png")
        try Data([1, 2, 3]).write(to: stale)
        var env = ProcessInfo.processInfo.environment
        env["SCREENKIT_ROOT"] = packageRoot.path
        let artifacts = dir.appendingPathComponent("artifacts")
        // The @3x reference and the world references are produced by tests, not by the matrix:
        // note them as the last run would.
        try FileManager.default.createDirectory(at: artifacts.appendingPathComponent("produced"), withIntermediateDirectories: true)
        var produced = ["Welcome/default.iphone17pro-portrait-light@3x"]
        for (screen, entry) in WorldReferenceTests.cases {
            let state = ScreenRegistry.screen(named: screen)?.states.first?.name ?? "default"
            produced.append("\(screen)/\(state).\(entry.configuration(scale: SnapshotConfiguration.suiteScale).fileStem)")
        }
        try Data(produced.map { "\($0).png\n\($0).layout.txt\n" }.joined().utf8).write(to: artifacts.appendingPathComponent("produced/1.txt"))
        let exe = productsDirectory.appendingPathComponent("secondskin")
        let list = try run(exe, ["orphans", "--snapshots", snapshots.path, "--artifacts", artifacts.path], environment: env)
        #expect(list.status == 1)
        #expect(list.output.contains("orphan Welcome/old-state.iphone17pro-portrait-light.png"))
        #expect(list.output.contains("1 orphaned reference"), "\(list.output)")
        let delete = try run(exe, ["orphans", "--delete", "--snapshots", snapshots.path, "--artifacts", artifacts.path], environment: env)
        #expect(delete.status == 0)
        #expect(!FileManager.default.fileExists(atPath: stale.path))
        #expect(FileManager.default.fileExists(atPath: snapshots.appendingPathComponent("Welcome/default.iphone17pro-portrait-light@3x.png").path))
    }
}

/// The gallery, moved to another folder, opens in headless Chromium and every image loads.
@Suite struct GalleryCommandTests {
    @Test func galleryOpensInChromiumWithItsImages() throws {
        let dir = try temporaryDirectory("gallery")
        defer { try? FileManager.default.removeItem(at: dir) }
        var env = ProcessInfo.processInfo.environment
        env["SCREENKIT_ROOT"] = packageRoot.path
        let out = dir.appendingPathComponent("gallery")
        let exe = productsDirectory.appendingPathComponent("secondskin")
        let r = try run(
            exe, ["gallery", "--out", out.path, "--screen", "Welcome", "--device", "iphone17pro-portrait", "--device", "ipadpro11-landscape"],
            environment: env)
        #expect(r.status == 0, "\(r.output)")
        // Relocatable: moved elsewhere (as CI uploads it), the page still finds every image.
        let moved = dir.appendingPathComponent("uploaded/gallery")
        try FileManager.default.createDirectory(at: moved.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: out, to: moved)
        let page = moved.appendingPathComponent("index.html")
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.contains("Welcome/default") && html.contains("All layout audits pass."))
        let chromium = URL(fileURLWithPath: "/usr/bin/env")
        let dom = try run(
            chromium, ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=3000", "--dump-dom", page.absoluteString])
        #expect(dom.output.contains("6 of 6 images loaded"), "\(dom.output.suffix(300))")
        let shot = dir.appendingPathComponent("shot.png")
        _ = try run(
            chromium,
            [
                "chromium", "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--window-size=1200,800",
                "--virtual-time-budget=3000", "--screenshot=\(shot.path)", page.absoluteString,
            ])
        #expect(FileManager.default.fileExists(atPath: shot.path))
    }
}
