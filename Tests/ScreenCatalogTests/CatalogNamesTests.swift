import Foundation
import ScreenCatalog
import ScreenLayout
import Snapshots
import Testing
import Theme

/// The names a catalog's jobs would have, without building models: what `check
/// --changed-since` chooses from before it renders.
@MainActor
@Suite struct CatalogNamesTests {
    @Test func theNamesAreTheJobsNamesInOrder() throws {
        let root = try temporaryFolder("names")
        defer { try? FileManager.default.removeItem(at: root) }
        let catalog = Notes.catalog(root: root, matrix: .product(devices: [Notes.device]))
        #expect(try catalog.snapshotNames() == catalog.jobs(theme: .system).map(\.name))
        var filter = PreviewFilter()
        filter.screens = ["List"]
        filter.appearances = [.dark]
        let names = try catalog.snapshotNames(filter: filter)
        #expect(names == (try catalog.jobs(theme: .system, filter: filter).map(\.name)))
        #expect(names.map(\.relativePath) == ["List/default.notes-portrait-dark.png", "List/empty.notes-portrait-dark.png"])
        filter.screens = ["Lsit"]
        #expect(throws: PreviewError.self) { try catalog.snapshotNames(filter: filter) }
    }
}
