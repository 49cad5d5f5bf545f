import Snapshots

extension ScreenCatalog {
    /// The names of the snapshots `filter` selects, in catalog order — the names
    /// ``jobs(theme:database:filter:)`` would make, without building a model or a body.
    /// Unknown names in `filter` throw ``PreviewError``.
    ///
    /// ```swift
    /// let names = try catalog.snapshotNames()   // e.g. to choose what to check before rendering
    /// ```
    public func snapshotNames(filter: PreviewFilter = PreviewFilter()) throws -> [SnapshotName] {
        try filter.validate(against: self)
        var names: [SnapshotName] = []
        for screen in screens where filter.screens.isEmpty || filter.screens.contains(screen.name) {
            for state in screen.states {
                for entry in matrix.entries where filter.accepts(screen: screen.name, entry) {
                    names.append(try SnapshotName(screen: screen.name, state: state.name, configuration: entry.configuration(scale: scale)))
                }
            }
        }
        return names
    }
}
