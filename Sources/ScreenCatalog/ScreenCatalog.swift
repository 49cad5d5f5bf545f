import Audits
import Foundation
import LiveSQLite
import ScreenLayout
import Snapshots
import Theme

/// Everything the kit needs to know about an app's screens, in one value: the screens and
/// their states, the matrix they are snapshotted in, the sample database, where the
/// references and tokens live, and how to load the theme. The test assertion, and the
/// render, gallery, watch, check and orphans jobs all read this one value.
///
/// ```swift
/// let catalog = ScreenCatalog(name: "Pocket Ledger", screens: [SettingsScreen.entry, AccountsScreen.entry],
///                             database: .sample)
/// ```
public struct ScreenCatalog: Sendable {
    /// The app's name, for headings and help texts.
    public var name: String
    public var screens: [ScreenEntry]
    public var matrix: SnapshotMatrix
    /// The package root: `__Snapshots__/` and `DesignTokens/` live here.
    public var root: URL
    /// The reference images.
    public var snapshotsDirectory: URL
    /// Pixels per point of every snapshot: 2 by default (``SnapshotConfiguration/suiteScale``,
    /// which keeps a repository of hundreds of references lean); nil renders each device at
    /// its own scale.
    public var scale: Double?
    /// The data states are shown with unless they name their own.
    public var database: DatabaseFixture
    /// The app's file identity (`application_id`) and migrations: a file a user names with
    /// `--database` is checked against it before anything is read or written; nil accepts any
    /// SQLite file, read-only.
    public var schema: DatabaseSchema?
    /// Writes the sample data to a new file (`watch` without `--database`); nil when the app
    /// has no file-backed sample data, and `watch` then asks for `--database`.
    public var createDatabase: (@MainActor @Sendable (_ path: String) throws -> Database)?
    /// Loads the theme; the default reads `DesignTokens/` under ``root`` over the kit's iOS
    /// defaults, or uses ``Theme/system`` when there is no such folder.
    public var loadTheme: @Sendable () throws -> Theme
    /// Runs once before a job renders, e.g. to generate the photos the sample data shows.
    public var prepare: @Sendable (Theme) throws -> Void
    /// The layout audits every snapshot of the catalog runs: the kit's eight unless the app
    /// adds its own (`LayoutAudit.all + [.minimumTextSize]`) or drops some.
    public var audits: [LayoutAudit]
    /// How long one image's layout and drawing may take before it fails with
    /// ``RenderBudgetExceeded`` naming the snapshot, instead of holding a worker: 10 seconds
    /// (``RenderBudget/standard``) unless set here or by `--render-budget <seconds>`.
    public var renderBudget: RenderBudget = .standard
    /// Files and folders (relative to the package root) that never change a pixel — docs,
    /// tests, CI files: `check --changed-since` skips every snapshot for a change there. Empty
    /// unless set; an unlisted file that no screen lists in ``ScreenEntry/sources`` checks
    /// every snapshot.
    ///
    /// ```swift
    /// catalog.unrenderedPaths = ["README.md", "Tests/", ".github/"]
    /// ```
    public var unrenderedPaths: [String] = []

    /// - Parameters:
    ///   - file: any source file of the app's package (the default is the caller's), to find
    ///     ``root`` from; `SCREENKIT_ROOT` overrides it.
    ///   - requiredTokens: the names the app was compiled with (`<Module>TokenNames.required`
    ///     from the TokenNames plugin), checked when the default theme loader reads the tokens.
    ///   - audits: the layout audits of every snapshot.
    public init(
        name: String, screens: [ScreenEntry], matrix: SnapshotMatrix = .standard, database: DatabaseFixture = .blank,
        root: URL? = nil, file: String = #filePath, scale: Double? = SnapshotConfiguration.suiteScale,
        requiredTokens: TokenRequirements = TokenRequirements(), audits: [LayoutAudit] = LayoutAudit.all,
        schema: DatabaseSchema? = nil,
        createDatabase: (@MainActor @Sendable (_ path: String) throws -> Database)? = nil,
        theme: (@Sendable () throws -> Theme)? = nil, prepare: @escaping @Sendable (Theme) throws -> Void = { _ in }
    ) {
        let root = root ?? PackageRoot.containing(file)
        self.name = name
        self.screens = screens
        self.matrix = matrix
        self.root = root
        snapshotsDirectory = root.appendingPathComponent("__Snapshots__")
        self.scale = scale
        self.database = database
        self.schema = schema
        self.createDatabase = createDatabase
        loadTheme = theme ?? { try PackageTokens.theme(root: root, requiring: requiredTokens) }
        self.prepare = prepare
        self.audits = audits
    }

    /// Opens a database file a user names, for what the job needs: read-only by default (never
    /// switched to WAL, never migrated, never written); with `migrate`, read-write and brought
    /// up to the app's schema; with `create`, a new database is made when the file is missing
    /// or empty. A file that is not the app's, or is newer, is refused before anything is
    /// written (``DatabaseOpenError``).
    ///
    /// ```swift
    /// let db = try catalog.openDatabase(at: "journal.sqlite")   // read-only
    /// ```
    @MainActor
    public func openDatabase(at path: String, migrate: Bool = false, create: Bool = false) throws -> Database {
        if create || migrate {
            let db = try Database(path: path, access: create ? .create : .readWrite, schema: schema)
            if let schema { try db.migrate(schema) }
            // The job only reads from here on: what it wrote is in the file when it returns.
            try db.checkpoint()
            return db
        }
        return try Database(path: path, access: .readOnly, schema: schema)
    }

    /// The screen with this name.
    public func screen(named name: String) -> ScreenEntry? { screens.first { $0.name == name } }

    /// The audit findings a state's review accepted.
    public func auditExceptions(screen: String, state: String) -> [AuditException] {
        self.screen(named: screen)?.states.first { $0.name == state }?.auditExceptions ?? []
    }
}
