import Foundation

/// Writes files whole or not at all — a temporary file beside the target, then `rename(2)` —
/// and names its temporaries after the writing process, so that what a killed process left
/// behind can be recognised and swept: `.<name>.screenkit-tmp-<pid>-<n>`. (Foundation's own
/// atomic writes leave `.dat.nosync…` files that nothing can tell from a live writer's.)
///
/// ```swift
/// try AtomicFile.write(data, to: url)
/// let removed = AtomicFile.sweep(out)   // temporaries of processes that are gone
/// ```
public enum AtomicFile {
    static let marker = ".screenkit-tmp-"
    private static let counter = Counter()

    public static func write(_ data: Data, to url: URL) throws {
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent)\(marker)\(getpid())-\(counter.next())")
        guard FileManager.default.createFile(atPath: temporary.path, contents: data) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path, NSLocalizedDescriptionKey: reason])
        }
    }

    /// Removes, anywhere under `folder`, the temporaries of writers that no longer run, and
    /// Foundation's `.dat.nosync` leftovers older than a minute. Returns what it removed.
    @discardableResult
    public static func sweep(_ folder: URL, now: Date = Date()) -> [String] {
        guard let files = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        var removed: [String] = []
        for case let path as String in files {
            let name = (path as NSString).lastPathComponent
            guard name.hasPrefix(".") else { continue }
            let file = folder.appendingPathComponent(path)
            var stale = false
            if let range = name.range(of: marker) {
                let pid = name[range.upperBound...].prefix { $0.isNumber }
                if let pid = Int32(pid), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH { stale = true }
            } else if name.contains(".dat.nosync") {
                let modified = (try? FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date) ?? now
                stale = now.timeIntervalSince(modified) > 60
            }
            if stale, (try? FileManager.default.removeItem(at: file)) != nil { removed.append(path) }
        }
        return removed.sorted()
    }
}

/// A process-wide sequence number for temporary names.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}
