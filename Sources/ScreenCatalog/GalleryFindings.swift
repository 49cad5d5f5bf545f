import Foundation

/// Layout-audit findings per screen state (`Screen/state`), collected from worker threads
/// for the gallery page.
///
/// ```swift
/// findings.set("Collection/grid", device: "iphone17pro-portrait-light", ["…"])
/// GalleryPage(entries: entries, findings: findings.all)
/// ```
public final class GalleryFindings: @unchecked Sendable {
    private let lock = NSLock()
    private var byState: [String: [String: [String]]] = [:]

    public init() {}

    /// Records (or replaces) what the audits found in one image of a state.
    public func set(_ state: String, image: String, _ findings: [String]) {
        lock.lock()
        byState[state, default: [:]][image] = findings
        lock.unlock()
    }

    /// Records what the audits found in every image a pipeline run drew (failed ones are
    /// left as they were).
    public func record(_ results: [SnapshotPipeline.Result]) {
        for r in results where r.error == nil {
            set("\(r.name.screen)/\(r.name.state)", image: r.name.description, r.findings.map(\.description))
        }
    }

    /// Every state's findings, in image-name order.
    public var all: [String: [String]] {
        lock.lock()
        defer { lock.unlock() }
        return byState.mapValues { images in images.keys.sorted().flatMap { images[$0]! } }
    }
}
