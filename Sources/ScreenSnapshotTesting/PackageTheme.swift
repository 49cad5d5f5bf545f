import Foundation

/// The theme of the package a test belongs to, loaded once per package root: its
/// `DesignTokens/` over the kit's iOS defaults, or ``Theme/system`` when it has none.
enum PackageTheme {
    private static let cache = ThemeCache()

    static func load(root: URL) throws -> Theme {
        try cache.theme(for: root) { try PackageTokens.theme(root: root) }
    }
}

/// Loaded themes by package root, shared by parallel tests.
private final class ThemeCache: @unchecked Sendable {
    private let lock = NSLock()
    private var themes: [URL: Theme] = [:]

    func theme(for root: URL, load: () throws -> Theme) throws -> Theme {
        lock.lock()
        defer { lock.unlock() }
        if let theme = themes[root] { return theme }
        let theme = try load()
        themes[root] = theme
        return theme
    }
}
