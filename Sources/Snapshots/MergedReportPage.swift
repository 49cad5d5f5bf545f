import Foundation

/// One HTML page for a sharded run, written from the merged report into a folder that holds
/// everything it shows (images copied in, relative links), so the folder can be uploaded as one
/// CI artifact: the failures first — content changed, then failures without images (a missing
/// reference, a render error), then "environment changed" (the reference was rendered by other
/// software) apart —, then the audit findings, each shard's wall time and every snapshot's
/// time, slowest first.
///
/// ```swift
/// let merged = try SnapshotReport.merge(shards.map { $0.resolvingEvidence(against: $1) })
/// try MergedReportPage.write(merged, into: URL(fileURLWithPath: "report"))   // report/index.html
/// ```
public enum MergedReportPage {
    @discardableResult
    public static func write(_ report: SnapshotReport, into folder: URL) throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("index.html")
        try Data(html(report, files: ReportFiles(folder: folder)).utf8).write(to: url, options: .atomic)
        return url
    }

    static func html(_ report: SnapshotReport, files: ReportFiles) throws -> String {
        let esc = HTMLReport.escape
        let content = report.images.filter { $0.environment == nil }
        let environment = report.images.filter { $0.environment != nil }
        // A failure with neither a failure image nor audit findings (a missing reference, a render error).
        let withImages = Set(report.images.map(\.name) + report.audits.map(\.name))
        let bare = report.failures.filter { !withImages.contains(Self.stem($0.name)) }
        var body = "<p>\(report.passed) of \(report.total) snapshots match; \(report.failures.count) failed.</p>\n"
        if !report.skipped.isEmpty {
            body += "<p>\(report.skipped.count) skipped: nothing they draw with changed (check --changed-since).</p>\n"
        }
        var index = 0
        if !content.isEmpty {
            body += "<h1 id=content>Content changed: \(content.count)</h1>\n"
            for r in content {
                body += try HTMLReport.failureSection(r, index: index, files: files, accept: try accept(r, files))
                index += 1
            }
        }
        if !bare.isEmpty {
            body += "<h1 id=bare>Failed without images: \(bare.count)</h1>\n"
            for f in bare { body += "<section><h2>\(esc(f.name))</h2><pre class=message>\(esc(f.message))</pre></section>\n" }
        }
        if !environment.isEmpty {
            body += "<h1 id=environment>Environment changed: \(environment.count)</h1>\n"
            body +=
                "<p>These references were rendered by other software (renderer or font versions); re-record them if the new output is right.</p>\n"
            for r in environment {
                body += "<pre class=changes>\((r.environment ?? []).map(esc).joined(separator: "\n"))</pre>\n"
                body += try HTMLReport.failureSection(r, index: index, files: files, accept: try accept(r, files))
                index += 1
            }
        }
        if report.failures.isEmpty { body += "<p>No snapshot failed.</p>\n" }
        let findings = report.audits.reduce(0) { $0 + $1.items.count }
        if findings > 0 {
            body += "<h1 id=audits>Layout audits: \(findings) finding\(findings == 1 ? "" : "s") not accepted</h1>\n"
            body += try HTMLReport.auditSections(report.audits, files: files)
        }
        body += "<h1 id=shards>Shards</h1>\n<table class=times><tr><th>shard</th><th>wall</th></tr>\n"
        for shard in report.shardSeconds.keys.sorted(by: Self.shardOrder) {
            body += "<tr><td>\(esc(shard))</td><td class=ms>\(String(format: "%.2f s", report.shardSeconds[shard]!))</td></tr>\n"
        }
        body += "</table>\n<h1 id=times>Snapshots, slowest first</h1>\n<table class=times><tr><th>snapshot</th><th>time</th></tr>\n"
        let slowest = report.milliseconds.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
        for (name, ms) in slowest { body += "<tr><td>\(esc(name))</td><td class=ms>\(String(format: "%.1f ms", ms))</td></tr>\n" }
        body += "</table>\n"
        let suite = report.suite.map { "\($0): " } ?? ""
        let heading = "\(suite)snapshot report, shards \(report.shards.joined(separator: ", ")): \(report.failures.count) failed"
        return HTMLReport.page(heading: heading, body: body)
    }

    /// The accept command for a downloaded page: the actual image in the page's folder over the
    /// reference in the package's `__Snapshots__`.
    static func accept(_ r: FailureRecord, _ files: ReportFiles) throws -> String? {
        guard let actual = try files.include(r.actual, as: r.name, role: "actual") else { return nil }
        return "cp '<this folder>/\(actual.joined(separator: "/"))' '<package>/__Snapshots__/\(r.name).png'"
    }

    /// `Screen/state.config` of a report failure's `Screen/state.config.png`, the name of its records.
    static func stem(_ name: String) -> String { name.hasSuffix(".png") ? String(name.dropLast(4)) : name }

    /// `2/10` before `10/10`.
    static func shardOrder(_ a: String, _ b: String) -> Bool {
        let (x, y) = (try? Shard(parsing: a), try? Shard(parsing: b))
        if let x, let y, x.index != y.index { return x.index < y.index }
        return a < b
    }
}
