import Foundation

/// Which references a run produced, so that references no test produces any more (orphans)
/// can be listed and deleted. Each process appends the names it checks to
/// `<artifacts>/produced/<pid>.txt`; the newest such file describes the last run.
///
/// ```swift
/// let orphans = try ProducedReferences.orphans(in: snapshots, produced: ProducedReferences.latest(in: artifacts))
/// ```
public enum ProducedReferences {
    private static let lock = NSLock()

    static func note(_ name: SnapshotName, layout: Bool, in artifacts: URL) {
        note(layout ? [name.relativePath, name.layoutRelativePath] : [name.relativePath], in: artifacts)
    }

    /// Notes references by their paths relative to `__Snapshots__` (a text snapshot's).
    static func note(_ paths: [String], in artifacts: URL) {
        let folder = artifacts.appendingPathComponent("produced")
        let file = folder.appendingPathComponent("\(ProcessInfo.processInfo.processIdentifier).txt")
        let lines = paths.map { $0 + "\n" }.joined()
        lock.lock()
        defer { lock.unlock() }
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        if let handle = FileHandle(forWritingAtPath: file.path) {
            handle.seekToEndOfFile()
            handle.write(Data(lines.utf8))
            try? handle.close()
        } else {
            try? Data(lines.utf8).write(to: file)
        }
    }

    /// The relative paths the newest run recorded, or an empty set when none ran.
    public static func latest(in artifacts: URL) -> Set<String> {
        let folder = artifacts.appendingPathComponent("produced")
        let files = ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.contentModificationDateKey])) ?? [])
        let newest = files.max { a, b in
            let da = (try? a.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate) ?? .distantPast
            let db = (try? b.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate) ?? .distantPast
            return da < db
        }
        guard let newest, let text = try? String(contentsOf: newest, encoding: .utf8) else { return [] }
        return Set(text.split(separator: "\n").map(String.init))
    }

    /// Reference files under `snapshots` that are not in `produced`: images (`.png`) and text
    /// (`.txt` — layout dumps, semantics, dumps — and `.json`); and layout dumps whose image is
    /// gone (``isStaleLayoutDump(_:in:produced:)``), produced or not.
    public static func orphans(in snapshots: URL, produced: Set<String>) throws -> [String] {
        guard let files = FileManager.default.enumerator(atPath: snapshots.path) else { return [] }
        var out: [String] = []
        for case let path as String in files where [".png", ".txt", ".json"].contains(where: path.hasSuffix) {
            if !produced.contains(path) || isStaleLayoutDump(path, in: snapshots, produced: produced) { out.append(path) }
        }
        return out.sorted()
    }

    /// Whether `path` (relative to `snapshots`) is the layout dump of an image reference that is
    /// no longer there: `….layout.txt` without its `….png` beside it. Deleting a reference
    /// leaves its dump behind, describing an image nobody has. A layout text snapshot of its own
    /// (`assertTextSnapshot(…, as: .layoutDump)`, which has no image) is kept when the last run
    /// produced it and no image of that name.
    ///
    /// ```swift
    /// ProducedReferences.isStaleLayoutDump("Welcome/default.iphone17pro-portrait-light.layout.txt", in: snapshots, produced: [])
    /// ```
    public static func isStaleLayoutDump(_ path: String, in snapshots: URL, produced: Set<String>) -> Bool {
        let suffix = ".layout.txt"
        guard path.hasSuffix(suffix) else { return false }
        let image = String(path.dropLast(suffix.count)) + ".png"
        if FileManager.default.fileExists(atPath: snapshots.appendingPathComponent(image).path) { return false }
        return !produced.contains(path) || produced.contains(image)
    }
}
