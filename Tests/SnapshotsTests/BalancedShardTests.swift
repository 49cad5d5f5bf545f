import Foundation
import Testing

@testable import ScreenLayout
@testable import Snapshots

/// Shards split by recorded cost finish together; without costs they split by name.
@Suite struct BalancedShardTests {
    /// 288 jobs whose costs vary 20–400 ms, from a fixed seed (like a real matrix: iPads cost
    /// more than phones).
    static func jobs() throws -> ([SnapshotJob], [String: Double]) {
        var state: UInt64 = 0x5EED
        func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 33) / Double(1 << 31)
        }
        var jobs: [SnapshotJob] = []
        var costs: [String: Double] = [:]
        for i in 0..<288 {
            let name = try SnapshotName(screen: "S\(i % 11)", state: "s\(i)", configuration: SnapshotConfiguration(device: .iPhone17Pro))
            jobs.append(SnapshotJob(name: name, body: Text("x")))
            costs[name.relativePath] = 20 + 380 * next() * next()
        }
        return (jobs, costs)
    }

    @Test(arguments: [2, 3, 4, 8])
    func shardsByCostFinishWithinTenPercent(_ n: Int) throws {
        let (jobs, costs) = try Self.jobs()
        let shards = (1...n).map { Shard(index: $0, count: n).select(jobs, costs: costs) }
        let totals = shards.map { $0.reduce(0) { $0 + costs[$1.name.relativePath]! } }
        #expect(totals.max()! <= totals.min()! * 1.10, "\(totals)")
        // Every job in exactly one shard.
        let all = shards.flatMap { $0.map(\.name.relativePath) }
        #expect(all.count == jobs.count && Set(all).count == jobs.count)
        // Deterministic: the same inputs in another order give the same shards.
        #expect(Shard(index: 1, count: n).select(jobs.reversed(), costs: costs).map(\.name) == shards[0].map(\.name))
    }

    @Test func byNameTheSplitIsUnevenAndCostsFixIt() throws {
        let (jobs, costs) = try Self.jobs()
        let byName = (1...4).map { Shard(index: $0, count: 4).select(jobs) }
        #expect(byName.map(\.count) == [72, 72, 72, 72])
        #expect((1...4).map { Shard(index: $0, count: 4).select(jobs, costs: [:]).map(\.name) } == byName.map { $0.map(\.name) })
        // Jobs the costs do not know count as the median.
        var partial = costs
        for job in jobs.prefix(100) { partial[job.name.relativePath] = nil }
        let shards = (1...4).map { Shard(index: $0, count: 4).select(jobs, costs: partial) }
        #expect(Set(shards.flatMap { $0.map(\.name) }).count == jobs.count)
    }

    @Test func reportsCarryTimingsThroughMergeAndOldReportsStillDecode() throws {
        let a = SnapshotReport(shards: ["1/2"], total: 1, passed: 1, failures: [], wallSeconds: 1, milliseconds: ["A/x.png": 12])
        let b = SnapshotReport(shards: ["2/2"], total: 1, passed: 1, failures: [], wallSeconds: 2, milliseconds: ["B/y.png": 30])
        #expect(try SnapshotReport.merge([a, b]).milliseconds == ["A/x.png": 12, "B/y.png": 30])
        let old = #"{"shards":["1/1"],"total":1,"passed":1,"failures":[],"wallSeconds":1.5}"#
        #expect(try JSONDecoder().decode(SnapshotReport.self, from: Data(old.utf8)).milliseconds.isEmpty)
    }
}
