import Foundation
import LiveSQLite
import ScreenCatalog
import ScreenLayout
import SecondSkin
import Snapshots

/// Builds every state of every Second Skin screen from one database, as the catalog does,
/// and renders it: what the database fuzz checks after each round of writes.
///
/// ```swift
/// let outcomes = try ScreenRendering().renderAll(from: db, states: 5, using: &g)   // ["image", "SQLiteError.decoding", …]
/// ```
@MainActor
struct ScreenRendering {
    let snapshotter: ScreenSnapshotter
    let configuration = SnapshotConfiguration(device: .iPhone17Pro, colorScheme: .light, contentSize: .large, scale: 1)

    init() throws {
        snapshotter = try ScreenSnapshotter(theme: try AppResources.theme())
    }

    /// Every (screen, state) of the registry.
    static var states: [(screen: String, state: ScreenState)] {
        ScreenRegistry.all.flatMap { entry in entry.states.map { (entry.name, $0) } }
    }

    /// Builds the state's model from `db` and renders its body: "image", or the error.
    func render(_ state: ScreenState, from db: Database) -> Result<Void, any Error> {
        Result {
            let body = try state.make(db)
            _ = try snapshotter.render(body, configuration: configuration)
        }
    }
}
