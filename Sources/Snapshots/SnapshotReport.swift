import Foundation

/// The outcome of checking a set of snapshots (a whole run or one shard), as JSON that CI can
/// keep as an artifact and the `merge` command can combine.
///
/// ```swift
/// let merged = try SnapshotReport.merge([a, b])
/// ```
public struct SnapshotReport: Codable, Equatable, Sendable {
    public struct Failure: Codable, Equatable, Sendable {
        public var name: String
        public var message: String
        public init(name: String, message: String) {
            self.name = name
            self.message = message
        }
    }

    /// `1/2`, `2/2`, … — the shards this report covers.
    public var shards: [String]
    public var total: Int
    public var passed: Int
    public var failures: [Failure]
    public var wallSeconds: Double
    /// Milliseconds each snapshot took (render, audits, compare), by relative path: what
    /// balanced shards split by next time, and the per-test time of the JUnit report.
    public var milliseconds: [String: Double]
    /// The catalog the snapshots belong to (`check` writes it); nil in reports from before.
    public var suite: String?
    /// Each shard's wall time, by shard (`1/4` → seconds).
    public var shardSeconds: [String: Double]
    /// The failures that have images, with every path relative to the report's folder.
    public var images: [FailureRecord]
    /// The audit findings no exception accepted, image paths relative to the report's folder.
    public var audits: [AuditRecord]
    /// The snapshots this run left out because nothing they draw with changed
    /// (`check --changed-since`), by relative path: not in ``total``, never passed.
    public var skipped: [String] = []

    public init(
        shards: [String], total: Int, passed: Int, failures: [Failure], wallSeconds: Double, milliseconds: [String: Double] = [:],
        suite: String? = nil, shardSeconds: [String: Double]? = nil, images: [FailureRecord] = [], audits: [AuditRecord] = []
    ) {
        self.shards = shards
        self.total = total
        self.passed = passed
        self.failures = failures
        self.wallSeconds = wallSeconds
        self.milliseconds = milliseconds
        self.suite = suite
        self.shardSeconds = shardSeconds ?? (shards.count == 1 ? [shards[0]: wallSeconds] : [:])
        self.images = images
        self.audits = audits
    }

    enum CodingKeys: String, CodingKey {
        case shards, total, passed, failures, wallSeconds, milliseconds, suite, shardSeconds, images, audits, skipped
    }

    /// Reports written before timings, suites or images existed decode with none.
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        shards = try c.decode([String].self, forKey: .shards)
        total = try c.decode(Int.self, forKey: .total)
        passed = try c.decode(Int.self, forKey: .passed)
        failures = try c.decode([Failure].self, forKey: .failures)
        wallSeconds = try c.decode(Double.self, forKey: .wallSeconds)
        milliseconds = try c.decodeIfPresent([String: Double].self, forKey: .milliseconds) ?? [:]
        suite = try c.decodeIfPresent(String.self, forKey: .suite)
        shardSeconds = try c.decodeIfPresent([String: Double].self, forKey: .shardSeconds) ?? [:]
        images = try c.decodeIfPresent([FailureRecord].self, forKey: .images) ?? []
        audits = try c.decodeIfPresent([AuditRecord].self, forKey: .audits) ?? []
        skipped = try c.decodeIfPresent([String].self, forKey: .skipped) ?? []
    }

    public var snapshotsPerSecond: Double { wallSeconds > 0 ? Double(total) / wallSeconds : 0 }

    /// Sums shard reports; the wall time is the slowest shard's (shards run side by side).
    /// Reports that cover the same shard twice, or shards of different splits (`1/2` and
    /// `1/3`), or two suites, are refused. Image paths stay relative to each report's folder:
    /// ``MergedReportPage`` resolves them before merging.
    public static func merge(_ reports: [SnapshotReport]) throws -> SnapshotReport {
        var seen = Set<String>()
        for shard in reports.flatMap(\.shards) where !seen.insert(shard).inserted {
            throw SnapshotReportError.duplicateShard(shard)
        }
        let counts = Set(reports.flatMap(\.shards).compactMap { try? Shard(parsing: $0).count })
        if counts.count > 1 { throw SnapshotReportError.mixedSplits(counts.sorted().map { "\($0)" }) }
        let suites = Set(reports.compactMap(\.suite))
        if suites.count > 1 { throw SnapshotReportError.mixedSuites(suites.sorted()) }
        var merged = SnapshotReport(
            shards: reports.flatMap(\.shards).sorted(), total: reports.reduce(0) { $0 + $1.total }, passed: reports.reduce(0) { $0 + $1.passed },
            failures: reports.flatMap(\.failures).sorted { $0.name < $1.name }, wallSeconds: reports.map(\.wallSeconds).max() ?? 0,
            milliseconds: reports.reduce(into: [:]) { all, r in all.merge(r.milliseconds) { _, new in new } }, suite: suites.first,
            shardSeconds: reports.reduce(into: [:]) { all, r in all.merge(r.shardSeconds) { _, new in new } },
            images: reports.flatMap(\.images).sorted { $0.name < $1.name }, audits: reports.flatMap(\.audits).sorted { $0.name < $1.name })
        merged.skipped = reports.flatMap(\.skipped).sorted()
        return merged
    }

    /// Reads a report written by `check` or `merge`; with `missingIsEmpty`, a file that does
    /// not exist yet is an empty report (the first CI run has no costs to split by). With
    /// `suite`, a report of another catalog is refused. Throws ``SnapshotReportError``:
    /// ``SnapshotReportError/missing(path:)``, ``SnapshotReportError/notAReport(path:reason:)``,
    /// ``SnapshotReportError/otherSuite(path:suite:expected:)``.
    public static func read(at path: String, missingIsEmpty: Bool = false, suite: String? = nil) throws -> SnapshotReport {
        let exists = FileManager.default.fileExists(atPath: path)
        if missingIsEmpty && !exists {
            return SnapshotReport(shards: [], total: 0, passed: 0, failures: [], wallSeconds: 0)
        }
        guard exists else { throw SnapshotReportError.missing(path: path) }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw SnapshotReportError.unreadable(path: path, reason: error.localizedDescription)
        }
        let report: SnapshotReport
        do {
            report = try JSONDecoder().decode(SnapshotReport.self, from: data)
        } catch {
            throw SnapshotReportError.notAReport(path: path, reason: Self.decodingReason(error))
        }
        if let suite, let found = report.suite, found != suite { throw SnapshotReportError.otherSuite(path: path, suite: found, expected: suite) }
        return report
    }

    /// What a decoding error means, in one short phrase.
    static func decodingReason(_ error: Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, _): return "it has no \"\(key.stringValue)\" field"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            return "the field \"\(context.codingPath.map(\.stringValue).joined(separator: "."))\" has the wrong type"
        default: return "it is not JSON"
        }
    }

    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(self)
    }
}

/// Why a report cannot be read or reports cannot be merged.
public enum SnapshotReportError: Error, Equatable, CustomStringConvertible {
    case duplicateShard(String)
    /// Reports of splits into different numbers of shards.
    case mixedSplits([String])
    /// Reports of different catalogs.
    case mixedSuites([String])
    case missing(path: String)
    case unreadable(path: String, reason: String)
    /// The file is not a report of `check` or `merge`.
    case notAReport(path: String, reason: String)
    /// A report of another catalog.
    case otherSuite(path: String, suite: String, expected: String)
    public var description: String {
        switch self {
        case .duplicateShard(let s): return "shard \(s) appears in two reports; pass each shard's report once."
        case .mixedSplits(let counts):
            return "the reports come from splits into \(counts.joined(separator: " and ")) shards; merge the reports of one run."
        case .mixedSuites(let suites): return "the reports are of different suites (\(suites.joined(separator: ", "))); merge one suite's reports."
        case .missing(let path): return "no report at \(path). Pass the files 'check --report' wrote."
        case .unreadable(let path, let reason): return "cannot read the report \(path): \(reason)."
        case .notAReport(let path, let reason):
            return "\(path) is not a snapshot report (\(reason)); pass a file 'check --report' or 'merge --out' wrote."
        case .otherSuite(let path, let suite, let expected):
            return "\(path) is a report of the suite \(suite), not \(expected); pass this suite's reports."
        }
    }
}

/// A deterministic split of a job list across CI machines: shard K of N takes every N-th job
/// of the list sorted by name, starting at the K-th, so every machine agrees without talking.
///
/// ```swift
/// let mine = try Shard(parsing: "2/4").select(jobs)
/// ```
public struct Shard: Equatable, Sendable, CustomStringConvertible {
    public var index: Int
    public var count: Int

    public init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// Parses `K/N` with 1 ≤ K ≤ N.
    public init(parsing text: String) throws {
        let parts = text.split(separator: "/")
        guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]), n >= 1, k >= 1, k <= n else {
            throw SnapshotReportError.unreadable(path: "--shard \(text)", reason: "a shard is K/N with 1 ≤ K ≤ N, e.g. 1/2")
        }
        self.init(index: k, count: n)
    }

    public func select(_ jobs: [SnapshotJob]) -> [SnapshotJob] {
        jobs.sorted { $0.name.relativePath < $1.name.relativePath }.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }

    /// Shard K of N by cost: with the milliseconds a previous run recorded, the jobs are dealt,
    /// most expensive first (ties by name), each to the shard with the least total so far
    /// (ties to the lowest shard) — so shards finish close together. A job without a recorded
    /// cost counts as the median of the known ones; with no costs at all this is ``select(_:)``.
    /// Every machine computes the same split from the same inputs.
    ///
    /// ```swift
    /// let mine = try Shard(parsing: "2/4").select(jobs, costs: lastReport.milliseconds)
    /// ```
    public func select(_ jobs: [SnapshotJob], costs: [String: Double]) -> [SnapshotJob] {
        let known = jobs.compactMap { costs[$0.name.relativePath] }.sorted()
        guard !known.isEmpty else { return select(jobs) }
        let median = known[known.count / 2]
        let weighted = jobs.map { (job: $0, cost: costs[$0.name.relativePath] ?? median) }
            .sorted { $0.cost != $1.cost ? $0.cost > $1.cost : $0.job.name.relativePath < $1.job.name.relativePath }
        var totals = Array(repeating: 0.0, count: count)
        var mine: [SnapshotJob] = []
        for (job, cost) in weighted {
            var target = 0
            for i in 1..<count where totals[i] < totals[target] { target = i }
            totals[target] += cost
            if target == index - 1 { mine.append(job) }
        }
        return mine.sorted { $0.name.relativePath < $1.name.relativePath }
    }

    public var description: String { "\(index)/\(count)" }
}
