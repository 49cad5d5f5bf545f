import Foundation

/// The assertion's snapshotters: one per thread, since tests run in parallel.
enum SnapshotDefaults {
    /// Renderers are not thread-safe and tests run in parallel: one per thread.
    static func snapshotter(theme: Theme) throws -> ScreenSnapshotter {
        let key = "screenkit.snapshotter"
        if let existing = Thread.current.threadDictionary[key] as? ScreenSnapshotter, existing.theme.colors == theme.colors {
            return existing
        }
        let snapshotter = try ScreenSnapshotter(theme: theme)
        Thread.current.threadDictionary[key] = snapshotter
        return snapshotter
    }
}
