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

    public init(
        shards: [String], total: Int, passed: Int, failures: [Failure], wallSeconds: Double, milliseconds: [String: Double] = [:]
    ) {
        self.shards = shards
        self.total = total
        self.passed = passed
        self.failures = failures
        self.wallSeconds = wallSeconds
        self.milliseconds = milliseconds
    }

    enum CodingKeys: String, CodingKey { case shards, total, passed, failures, wallSeconds, milliseconds }

    /// Reports written before timings existed decode with none.
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        shards = try c.decode([String].self, forKey: .shards)
        total = try c.decode(Int.self, forKey: .total)
        passed = try c.decode(Int.self, forKey: .passed)
        failures = try c.decode([Failure].self, forKey: .failures)
        wallSeconds = try c.decode(Double.self, forKey: .wallSeconds)
        milliseconds = try c.decodeIfPresent([String: Double].self, forKey: .milliseconds) ?? [:]
    }

    public var snapshotsPerSecond: Double { wallSeconds > 0 ? Double(total) / wallSeconds : 0 }

    /// Sums shard reports; the wall time is the slowest shard's (shards run side by side).
    /// Reports that cover the same shard twice are refused.
    public static func merge(_ reports: [SnapshotReport]) throws -> SnapshotReport {
        var seen = Set<String>()
        for shard in reports.flatMap(\.shards) where !seen.insert(shard).inserted {
            throw SnapshotReportError.duplicateShard(shard)
        }
        return SnapshotReport(
            shards: reports.flatMap(\.shards).sorted(), total: reports.reduce(0) { $0 + $1.total }, passed: reports.reduce(0) { $0 + $1.passed },
            failures: reports.flatMap(\.failures).sorted { $0.name < $1.name }, wallSeconds: reports.map(\.wallSeconds).max() ?? 0,
            milliseconds: reports.reduce(into: [:]) { all, r in all.merge(r.milliseconds) { _, new in new } })
    }

    /// Reads a report written by `check` or `merge`; with `missingIsEmpty`, a file that does
    /// not exist yet is an empty report (the first CI run has no costs to split by).
    public static func read(at path: String, missingIsEmpty: Bool = false) throws -> SnapshotReport {
        if missingIsEmpty && !FileManager.default.fileExists(atPath: path) {
            return SnapshotReport(shards: [], total: 0, passed: 0, failures: [], wallSeconds: 0)
        }
        do {
            return try JSONDecoder().decode(SnapshotReport.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            throw SnapshotReportError.unreadable(path: path, reason: "\(error)")
        }
    }

    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(self)
    }
}

/// Why reports cannot be merged.
public enum SnapshotReportError: Error, Equatable, CustomStringConvertible {
    case duplicateShard(String)
    case unreadable(path: String, reason: String)
    public var description: String {
        switch self {
        case .duplicateShard(let s): return "shard \(s) appears in two reports; pass each shard's report once."
        case .unreadable(let path, let reason): return "cannot read the report \(path): \(reason)."
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
