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

    /// Every state's findings, in image-name order.
    public var all: [String: [String]] {
        lock.lock()
        defer { lock.unlock() }
        return byState.mapValues { images in images.keys.sorted().flatMap { images[$0]! } }
    }
}
