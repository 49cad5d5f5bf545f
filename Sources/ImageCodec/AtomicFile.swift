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
        var removed: [String] = []
        for path in hiddenFiles(under: folder.path) {
            let name = (path as NSString).lastPathComponent
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

    /// The paths (relative to `root`) of every file whose name starts with a dot, in any
    /// folder below `root`: a plain directory walk, some ten times quicker than Foundation's
    /// enumerator over a folder of references.
    static func hiddenFiles(under root: String) -> [String] {
        var found: [String] = []
        var pending = [""]
        while let relative = pending.popLast() {
            let path = relative.isEmpty ? root : root + "/" + relative
            guard let dir = opendir(path) else { continue }
            defer { closedir(dir) }
            while let entry = readdir(dir) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                if name == "." || name == ".." { continue }
                let child = relative.isEmpty ? name : relative + "/" + name
                var isDirectory = entry.pointee.d_type == UInt8(DT_DIR)
                if entry.pointee.d_type == UInt8(DT_UNKNOWN) {
                    var info = stat()
                    isDirectory = lstat(root + "/" + child, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
                }
                if isDirectory {
                    pending.append(child)
                } else if name.hasPrefix(".") {
                    found.append(child)
                }
            }
        }
        return found
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
