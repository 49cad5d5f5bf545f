import Foundation

extension SnapshotReport {
    /// Adds the failure images and audit findings this process wrote to `artifacts`: every file
    /// is inside `artifacts` (a reference is copied in, named after its snapshot) and every path
    /// is relative to `reportFolder`, so a shard's report and its artifacts folder can be
    /// uploaded together and merged on another machine (``resolvingEvidence(against:)``).
    ///
    /// ```swift
    /// try report.attachEvidence(from: artifacts, reportFolder: reportURL.deletingLastPathComponent())
    /// ```
    public mutating func attachEvidence(from artifacts: URL, reportFolder: URL) throws {
        let files = ReportFiles(folder: artifacts)
        func relative(_ path: String, _ name: String, _ role: String) throws -> String {
            guard let parts = try files.include(path, as: name, role: role) else { return "" }
            return ReportFiles.relativePath(of: parts.reduce(artifacts) { $0.appendingPathComponent($1) }.path, from: reportFolder)
        }
        images = try FailureRecord.current(in: artifacts).map { record in
            var r = record
            r.reference = try relative(r.reference, r.name, "expected")
            r.actual = try relative(r.actual, r.name, "actual")
            r.diff = try relative(r.diff, r.name, "diff")
            return r
        }
        audits = try AuditRecord.current(in: artifacts).map { record in
            var a = record
            a.image = try relative(a.image, a.name, "audit")
            return a
        }
    }

    /// The report with every image path made absolute against `folder`, the folder it was read
    /// from; a path that was not written (empty) stays empty.
    ///
    /// ```swift
    /// let shard = try SnapshotReport.read(at: path).resolvingEvidence(against: URL(fileURLWithPath: path).deletingLastPathComponent())
    /// ```
    public func resolvingEvidence(against folder: URL) -> SnapshotReport {
        func absolute(_ path: String) -> String {
            path.isEmpty || path.hasPrefix("/") ? path : folder.appendingPathComponent(path).standardizedFileURL.path
        }
        var copy = self
        copy.images = images.map { record in
            var r = record
            (r.reference, r.actual, r.diff) = (absolute(r.reference), absolute(r.actual), absolute(r.diff))
            return r
        }
        copy.audits = audits.map { record in
            var a = record
            a.image = absolute(a.image)
            return a
        }
        return copy
    }
}
