import Audits
import LiveSQLite
import ScreenCatalog

extension ScreenCatalog {
    /// Pantry as the kit sees it: its screens, a small matrix (iPhone and iPad in light and
    /// dark, plus the largest type on the iPhone), the sample pantry, its tokens, checked
    /// against the names it was compiled with, the kit's audits and one of its own, and its file
    /// identity and migrations for files given with `--database`; each screen lists the
    /// files only it draws with, for `check --changed-since`.
    ///
    /// ```swift
    /// ScreenKitCommandLine(catalog: .pantry).main()
    /// ```
    public static let pantry: ScreenCatalog = {
        var catalog = ScreenCatalog(
            name: "Pantry", screens: [ShelfScreen.entry, ItemScreen.entry],
            matrix: .product(devices: [.iPhone17Pro, .iPadPro11])
                + .product(devices: [.iPhone17Pro], appearances: [.light], typeSizes: [.accessibility3]),
            database: .pantry, requiredTokens: PantryTokenNames.required, audits: LayoutAudit.all + [.minimumTextSize],
            schema: PantrySchema.database,
            createDatabase: { path in try PantrySample.makeDatabase(at: path) })
        // What never changes a pixel: `check --changed-since` skips every snapshot for these.
        catalog.unrenderedPaths = ["README.md", "Tests/"]
        return catalog
    }()
}
