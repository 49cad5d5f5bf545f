import Snapshots

extension SnapshotReport {
    /// The report of a pipeline run: its failures and each snapshot's milliseconds.
    ///
    /// ```swift
    /// let report = SnapshotReport(results: pipeline.run(jobs, runner: runner), shard: "1/1", wallSeconds: 4.7)
    /// ```
    public init(results: [SnapshotPipeline.Result], shard: String, wallSeconds: Double) {
        let failures = results.compactMap { r in r.error.map { Failure(name: r.name.relativePath, message: $0) } }
        self.init(
            shards: [shard], total: results.count, passed: results.count - failures.count, failures: failures, wallSeconds: wallSeconds,
            milliseconds: Dictionary(uniqueKeysWithValues: results.map { ($0.name.relativePath, $0.milliseconds) }))
    }
}
