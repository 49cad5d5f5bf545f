import Foundation

/// One failed snapshot of this run, saved beside its artifacts so that the HTML report can
/// list every failure of the run (records of other processes are left out).
///
/// ```swift
/// try HTMLReport.write(from: artifacts)   // → artifacts/report.html
/// ```
public struct FailureRecord: Codable, Equatable, Sendable {
    public var name: String
    public var reference: String
    public var actual: String
    public var diff: String
    public var message: String
    public var changes: [String]
    /// What differs in the software that rendered the reference (renderer, font versions); nil
    /// when the environment is the same and the content changed.
    public var environment: [String]?
    public var process: Int32

    public init(
        name: SnapshotName, reference: URL, actual: URL, diff: URL, message: String, changes: [String], environment: [String]? = nil
    ) {
        self.name = name.description
        self.reference = reference.path
        self.actual = actual.path
        self.diff = diff.path
        self.message = message
        self.changes = changes
        self.environment = environment
        process = ProcessInfo.processInfo.processIdentifier
    }

    func write(into artifacts: URL) throws {
        let folder = artifacts.appendingPathComponent("failures")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent(name.replacingOccurrences(of: "/", with: "__") + ".json")
        try JSONEncoder().encode(self).write(to: file, options: .atomic)
        try HTMLReport.write(from: artifacts)
    }

    /// The failure records of this process in `artifacts`.
    public static func current(in artifacts: URL) -> [FailureRecord] {
        let folder = artifacts.appendingPathComponent("failures")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let me = ProcessInfo.processInfo.processIdentifier
        return files.sorted().compactMap { try? JSONDecoder().decode(FailureRecord.self, from: Data(contentsOf: folder.appendingPathComponent($0))) }
            .filter { $0.process == me }
    }
}
