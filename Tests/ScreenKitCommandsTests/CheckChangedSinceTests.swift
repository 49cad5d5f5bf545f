import Foundation
import ScreenCatalog
import ScreenKitCommands
import ScreenLayout
import Snapshots
import Testing
import Theme

/// `check --changed-since REF` through the command line: what it skips, how the reports mark
/// it, shards, and the errors of a bad revision.
@MainActor
@Suite(.serialized) struct CheckChangedSinceTests {
    static func catalog(root: URL) -> ScreenCatalog {
        func screen(_ name: String) -> ScreenEntry {
            ScreenEntry(
                name: name,
                states: [
                    ScreenState(
                        name: "default",
                        body: { _ in
                            ZStack {
                                Color(.background).ignoresSafeArea()
                                Text(name, style: .headline)
                            }
                        })
                ], sources: ["Sources/\(name).swift"])
        }
        return ScreenCatalog(
            name: "Pair", screens: [screen("Hello"), screen("Bye")], matrix: .product(devices: [Greeting.device]), root: root, audits: [])
    }

    static func git(_ arguments: String..., in folder: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.name=Test", "-c", "user.email=test@example.com", "-c", "commit.gpgsign=false"] + arguments
        process.currentDirectoryURL = folder
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "git \(arguments)")
    }

    /// A repository on `main` with both screens' references recorded and committed.
    static func repository() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("changed-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("out"), withIntermediateDirectories: true)
        try git("init", "--quiet", "--initial-branch=main", in: root)
        for name in ["Hello", "Bye"] { try Data("// \(name)".utf8).write(to: root.appendingPathComponent("Sources/\(name).swift")) }
        try Data(".build/\nout/\n".utf8).write(to: root.appendingPathComponent(".gitignore"))
        let catalog = catalog(root: root)
        let recorder = SnapshotChecker(
            snapshotsDirectory: catalog.snapshotsDirectory, artifactsDirectory: root.appendingPathComponent(".build/a"), recordMode: .missing)
        _ = SnapshotPipeline(catalog: catalog, theme: .system, destination: .verify(recorder))
            .run(try catalog.jobs(theme: .system), runner: SnapshotRunner(theme: .system, workers: 1))
        try git("add", "--all", in: root)
        try git("commit", "--quiet", "-m", "base", in: root)
        return root
    }

    @Test func checksWhatChangedAndMarksTheRestSkipped() throws {
        let root = try Self.repository()
        defer { try? FileManager.default.removeItem(at: root) }
        let tool = ScreenKitCommandLine(catalog: Self.catalog(root: root), toolName: "pair")
        let out = root.appendingPathComponent("out")
        func path(_ name: String) -> String { out.appendingPathComponent(name).path }

        // Nothing changed: every snapshot skipped, none passed.
        #expect(tool.run(["check", "--changed-since", "main", "--report", path("none.json"), "--jobs", "1"]) == 0)
        let none = try SnapshotReport.read(at: path("none.json"))
        #expect(none.total == 0 && none.passed == 0 && none.skipped.count == 4)

        try Data("// Hello, edited".utf8).write(to: root.appendingPathComponent("Sources/Hello.swift"))
        #expect(
            tool.run(["check", "--changed-since=main", "--report", path("hello.json"), "--junit", path("hello.xml"), "--jobs", "1"]) == 0)
        let hello = try SnapshotReport.read(at: path("hello.json"))
        #expect(hello.total == 2 && hello.passed == 2 && Set(hello.milliseconds.keys).allSatisfy { $0.hasPrefix("Hello/") })
        #expect(hello.skipped == ["Bye/default.card-portrait-dark.png", "Bye/default.card-portrait-light.png"])
        let junit = try String(contentsOfFile: path("hello.xml"), encoding: .utf8)
        #expect(junit.contains("tests=\"4\" failures=\"0\" errors=\"0\" skipped=\"2\""))
        #expect(junit.components(separatedBy: "<skipped ").count == 3)
        #expect(junit.contains("<testcase classname=\"Bye\" name=\"default.card-portrait-dark\""))

        // References outside the repository: git cannot see them change, so everything is checked.
        let elsewhere = FileManager.default.temporaryDirectory.appendingPathComponent("changed-refs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        try FileManager.default.copyItem(at: root.appendingPathComponent("__Snapshots__"), to: elsewhere)
        #expect(
            tool.run(["check", "--changed-since", "main", "--snapshots", elsewhere.path, "--report", path("elsewhere.json"), "--jobs", "1"]) == 0)
        let outside = try SnapshotReport.read(at: path("elsewhere.json"))
        #expect(outside.total == 4 && outside.skipped.isEmpty)

        // A change nobody owns (the manifest) checks everything.
        try Data("// manifest".utf8).write(to: root.appendingPathComponent("Package.swift"))
        #expect(tool.run(["check", "--changed-since", "main", "--report", path("all.json"), "--jobs", "1"]) == 0)
        let all = try SnapshotReport.read(at: path("all.json"))
        #expect(all.total == 4 && all.skipped.isEmpty)
    }

    @Test func shardsAreChosenFirstSoTheyStayDeterministicAndMerge() throws {
        let root = try Self.repository()
        defer { try? FileManager.default.removeItem(at: root) }
        let tool = ScreenKitCommandLine(catalog: Self.catalog(root: root), toolName: "pair")
        let out = root.appendingPathComponent("out")
        func path(_ name: String) -> String { out.appendingPathComponent(name).path }
        try Data("// Bye, edited".utf8).write(to: root.appendingPathComponent("Sources/Bye.swift"))
        var reports: [SnapshotReport] = []
        for k in 1...2 {
            #expect(tool.run(["check", "--shard", "\(k)/2", "--changed-since", "main", "--report", path("\(k).json"), "--jobs", "1"]) == 0)
            #expect(tool.run(["check", "--shard", "\(k)/2", "--changed-since", "main", "--report", path("\(k)-again.json"), "--jobs", "1"]) == 0)
            let report = try SnapshotReport.read(at: path("\(k).json"))
            let again = try SnapshotReport.read(at: path("\(k)-again.json"))
            #expect(Set(report.milliseconds.keys) == Set(again.milliseconds.keys) && report.skipped == again.skipped)
            // The shard without changes is the same shard as without --changed-since.
            #expect(tool.run(["check", "--shard", "\(k)/2", "--report", path("\(k)-full.json"), "--jobs", "1"]) == 0)
            let full = try SnapshotReport.read(at: path("\(k)-full.json"))
            #expect(Set(full.milliseconds.keys) == Set(report.milliseconds.keys).union(report.skipped))
            reports.append(report)
        }
        let checked = reports.flatMap { Array($0.milliseconds.keys) }
        let skipped = reports.flatMap(\.skipped)
        #expect(Set(checked) == ["Bye/default.card-portrait-dark.png", "Bye/default.card-portrait-light.png"] && checked.count == 2)
        #expect(Set(skipped) == ["Hello/default.card-portrait-dark.png", "Hello/default.card-portrait-light.png"] && skipped.count == 2)
        #expect(tool.run(["merge", path("1.json"), path("2.json"), "--out", path("merged.json"), "--junit", path("merged.xml")]) == 0)
        let merged = try SnapshotReport.read(at: path("merged.json"))
        #expect(merged.total == 2 && merged.skipped.count == 2)
        #expect(try String(contentsOfFile: path("merged.xml"), encoding: .utf8).contains("tests=\"4\" failures=\"0\" errors=\"0\" skipped=\"2\""))
    }

    @Test func aBadRevisionOrNoRepositoryIsOneLineAndWritesNothing() throws {
        let root = try Self.repository()
        defer { try? FileManager.default.removeItem(at: root) }
        let tool = ScreenKitCommandLine(catalog: Self.catalog(root: root), toolName: "pair")
        let report = root.appendingPathComponent("out/r.json")
        #expect(tool.run(["check", "--changed-since", "mian", "--report", report.path]) == 64)
        #expect(tool.run(["check", "--changed-since", "main", "--changed-since", "HEAD", "--report", report.path]) == 64)
        #expect(tool.run(["check", "--changed-since", "--report", report.path]) == 64)
        #expect(!FileManager.default.fileExists(atPath: report.path))

        let plain = FileManager.default.temporaryDirectory.appendingPathComponent("changed-plain-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: plain) }
        try FileManager.default.copyItem(at: root.appendingPathComponent("__Snapshots__"), to: plain.appendingPathComponent("__Snapshots__"))
        let outside = ScreenKitCommandLine(catalog: Self.catalog(root: plain), toolName: "pair")
        #expect(outside.run(["check", "--changed-since", "main", "--report", plain.appendingPathComponent("r.json").path]) == 66)
        #expect(try FileManager.default.contentsOfDirectory(atPath: plain.path) == ["__Snapshots__"])
        // Without --changed-since the same folder checks as before.
        #expect(outside.run(["check", "--jobs", "1", "--artifacts", plain.appendingPathComponent(".build/a").path]) == 0)
    }
}
