import Audits
import LiveSQLite
import ScreenDependencies
import ScreenLayout
import Snapshots
import Theme

/// One state of a catalog, its model built, with the snapshot names the filter selects: the
/// unit the jobs, the pipeline and the watcher work on.
///
/// ```swift
/// for state in try catalog.states(database: db) { let jobs = state.jobs(theme: theme) }
/// ```
@MainActor
public struct CatalogState {
    /// `Screen/state`.
    public var key: String
    public var names: [SnapshotName]
    /// The database the model was built from.
    public var database: Database
    public var body: @MainActor (LayoutEnvironment) -> Node
    public var auditExceptions: [AuditException]

    /// One job per name: the body laid out for that configuration's environment.
    public func jobs(theme: Theme) -> [SnapshotJob] {
        names.map { SnapshotJob(name: $0, body: body($0.configuration.environment(theme: theme))) }
    }
}

extension ScreenCatalog {
    /// Builds every selected state's model: states without their own fixture from
    /// `database` (the catalog's sample data when nil), the others from their fixture; each in
    /// a fresh scope of preview dependency values (`ScreenDependencies`).
    /// Unknown names in `filter` throw ``PreviewError``. Each name is at the catalog's ``ScreenCatalog/scale``.
    @MainActor
    public func states(database: Database? = nil, filter: PreviewFilter = PreviewFilter()) throws -> [CatalogState] {
        try filter.validate(against: self)
        var shared = database
        var states: [CatalogState] = []
        for screen in screens where filter.screens.isEmpty || filter.screens.contains(screen.name) {
            for state in screen.states {
                let entries = matrix.entries.filter { filter.accepts(screen: screen.name, $0) }
                if entries.isEmpty { continue }
                let names = try entries.map {
                    try SnapshotName(
                        screen: screen.name, state: state.name,
                        configuration: $0.configuration(scale: scale))
                }
                let db: Database
                if let own = state.database {
                    db = try own.make()
                } else if let shared {
                    db = shared
                } else {
                    db = try self.database.make()
                    shared = db
                }
                // Preview values, made anew for each state: the same on every run, whatever the filter.
                let body = try withDependencies {
                    $0.context = .preview
                    $0.useFreshValues()
                } operation: {
                    try state.make(db)
                }
                states.append(
                    CatalogState(
                        key: "\(screen.name)/\(state.name)", names: names, database: db, body: body, auditExceptions: state.auditExceptions))
            }
        }
        return states
    }

    /// The snapshot jobs of the selected states, in catalog order.
    ///
    /// ```swift
    /// let jobs = try catalog.jobs(theme: theme)
    /// ```
    @MainActor
    public func jobs(theme: Theme, database: Database? = nil, filter: PreviewFilter = PreviewFilter()) throws -> [SnapshotJob] {
        try states(database: database, filter: filter).flatMap { $0.jobs(theme: theme) }
    }
}
