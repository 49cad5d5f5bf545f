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

    public init(shards: [String], total: Int, passed: Int, failures: [Failure], wallSeconds: Double) {
        self.shards = shards
        self.total = total
        self.passed = passed
        self.failures = failures
        self.wallSeconds = wallSeconds
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
            failures: reports.flatMap(\.failures).sorted { $0.name < $1.name }, wallSeconds: reports.map(\.wallSeconds).max() ?? 0)
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

    public var description: String { "\(index)/\(count)" }
}
