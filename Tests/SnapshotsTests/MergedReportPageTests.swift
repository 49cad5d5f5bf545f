import Foundation
import Testing

@testable import ImageCodec
@testable import Rendering
@testable import ScreenLayout
@testable import Snapshots

/// The merged page of a sharded run: two shards check on "two machines" (folders), each writes
/// its report beside its artifacts; the merge copies every image into one folder that still
/// loads in Chromium after the shards' folders and the project are deleted.
@Suite struct MergedReportPageTests {
    /// Shard 1: a content change and a missing reference. Shard 2: an environment change and an
    /// audit finding. Returns the merged report, read from the shards' folders.
    func shardedRun(in root: URL) throws -> SnapshotReport {
        let snapshots = root.appendingPathComponent("project/__Snapshots__")
        var reports: [URL] = []
        for shard in 1...2 {
            let folder = root.appendingPathComponent("machine-\(shard)")
            let artifacts = folder.appendingPathComponent("artifacts-\(shard)")
            let checker = SnapshotChecker(snapshotsDirectory: snapshots, artifactsDirectory: artifacts, recordMode: .never)
            var failures: [SnapshotReport.Failure] = []
            var changed = bitmap(0xFFFF_FFFF, width: 120, height: 80)
            for i in 0..<(120 * 40) { changed.pixels[i] = 0xFFFF_0000 }
            if shard == 1 {
                let content = try SnapshotName(screen: "Shop", state: "content", configuration: config)
                try bitmap(0xFFFF_FFFF, width: 120, height: 80).writePNG(
                    to: checker.referenceURL(for: content), metadata: [PNGMetadata.rendererKey: Renderer.versions])
                failures.append(try failure(content) { try checker.verify(changed, as: content) })
                let missing = try SnapshotName(screen: "Shop", state: "missing", configuration: config)
                failures.append(try failure(missing) { try checker.verify(changed, as: missing) })
            } else {
                let environment = try SnapshotName(screen: "Shop", state: "environment", configuration: config)
                try bitmap(0xFFFF_FFFF, width: 120, height: 80).writePNG(
                    to: checker.referenceURL(for: environment), metadata: [PNGMetadata.rendererKey: "renderer 0; cairo 1.14"])
                failures.append(try failure(environment) { try checker.verify(changed, as: environment) })
                let audited = try SnapshotName(screen: "Shop", state: "audited", configuration: config)
                let finding = AuditRecord.Item(
                    check: "tap-target", element: "shop.buy", frame: Rect(x: 4, y: 4, width: 20, height: 10), problem: "too small", fix: "grow it")
                try checker.reportAudit([finding], of: audited, image: changed)
                failures.append(.init(name: audited.relativePath, message: "1 audit finding"))
            }
            var report = SnapshotReport(
                shards: ["\(shard)/2"], total: 3, passed: 3 - failures.count, failures: failures, wallSeconds: Double(shard),
                milliseconds: ["Shop/a\(shard).png": Double(10 * shard), "Shop/b\(shard).png": Double(100 * shard)], suite: "Shop")
            try report.attachEvidence(from: artifacts, reportFolder: folder)
            let url = folder.appendingPathComponent("shard-\(shard).json")
            try report.encoded().write(to: url)
            reports.append(url)
        }
        // The merge runs where neither the project nor the absolute paths of the shards exist.
        try FileManager.default.removeItem(at: root.appendingPathComponent("project"))
        let downloaded = root.appendingPathComponent("download")
        try FileManager.default.createDirectory(at: downloaded, withIntermediateDirectories: true)
        for shard in 1...2 {
            for item in try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("machine-\(shard)").path) {
                try FileManager.default.moveItem(
                    at: root.appendingPathComponent("machine-\(shard)/\(item)"), to: downloaded.appendingPathComponent(item))
            }
        }
        let shards = try (1...2).map { shard in
            try SnapshotReport.read(at: downloaded.appendingPathComponent("shard-\(shard).json").path, suite: "Shop")
                .resolvingEvidence(against: downloaded)
        }
        return try SnapshotReport.merge(shards)
    }

    func failure(_ name: SnapshotName, _ body: () throws -> Void) throws -> SnapshotReport.Failure {
        do {
            try body()
        } catch {
            return .init(name: name.relativePath, message: "\(error)")
        }
        Issue.record("\(name) did not fail")
        return .init(name: name.relativePath, message: "")
    }

    @Test func pageShowsFailuresFirstThenAuditsAndTimesAndLoadsAfterTheSourcesAreGone() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let merged = try shardedRun(in: root)
        #expect(merged.shardSeconds == ["1/2": 1, "2/2": 2] && merged.suite == "Shop")
        let page = try MergedReportPage.write(merged, into: root.appendingPathComponent("out/merged report"))
        try FileManager.default.removeItem(at: root.appendingPathComponent("download"))

        let html = try String(contentsOf: page, encoding: .utf8)
        let order = [
            "Content changed: 1", "Shop/content", "Failed without images: 1", "Shop/missing", "Environment changed: 1", "cairo 1.14",
            "Layout audits: 1", "shop.buy", "Shards", "Snapshots, slowest first", "Shop/b2.png", "Shop/b1.png", "Shop/a2.png", "Shop/a1.png",
        ]
        let positions = order.map { html.range(of: $0)?.lowerBound }
        #expect(!positions.contains(nil), "\(zip(order, positions).filter { $0.1 == nil }.map(\.0))")
        #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted(), "sections out of order")
        for link in HTMLReportTests.links(in: html) {
            #expect(!link.hasPrefix("/") && !link.contains(":") && !link.contains(".."), "\(link) is not a relative link inside the folder")
        }
        // expected, actual, diff and the slider's two for each of two image failures, and the audit's screen.
        let (status, dom) = try chromium(["--virtual-time-budget=2000", "--dump-dom", page.absoluteString])
        #expect(status == 0)
        #expect(dom.contains("11 of 11 images loaded"), "\(dom.prefix(600))")
    }

    @Test func reportsOfAnotherSuiteOrSplitAreRefused() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let other = root.appendingPathComponent("other.json")
        try SnapshotReport(shards: ["1/2"], total: 1, passed: 1, failures: [], wallSeconds: 1, suite: "Pantry").encoded().write(to: other)
        #expect(throws: SnapshotReportError.otherSuite(path: other.path, suite: "Pantry", expected: "Shop")) {
            try SnapshotReport.read(at: other.path, suite: "Shop")
        }
        let notReport = root.appendingPathComponent("junit.xml")
        try Data("<testsuites/>".utf8).write(to: notReport)
        #expect { try SnapshotReport.read(at: notReport.path) } throws: { error in
            guard case SnapshotReportError.notAReport = error else { return false }
            return "\(error)".split(separator: "\n").count == 1
        }
        let missing = root.appendingPathComponent("none.json").path
        #expect(throws: SnapshotReportError.missing(path: missing)) { try SnapshotReport.read(at: missing) }
        let a = SnapshotReport(shards: ["1/2"], total: 1, passed: 1, failures: [], wallSeconds: 1)
        let b = SnapshotReport(shards: ["1/3"], total: 1, passed: 1, failures: [], wallSeconds: 1)
        #expect(throws: SnapshotReportError.mixedSplits(["2", "3"])) { try SnapshotReport.merge([a, b]) }
    }
}
