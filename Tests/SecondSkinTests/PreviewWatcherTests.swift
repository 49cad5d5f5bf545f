import Foundation
import LiveSQLite
import ScreenCatalog
import SecondSkin
import Snapshots
import Testing

/// The watcher re-renders what a commit changed, and only that, from this process and others.
@Suite(.serialized) @MainActor struct PreviewWatcherTests {
    /// Collects the watcher's updates and waits for the next one.
    @MainActor final class Updates {
        var all: [PreviewWatcher.Update] = []
        func next(after count: Int, timeout: Duration = .seconds(300)) async throws -> PreviewWatcher.Update {
            let deadline = ContinuousClock.now + timeout
            while all.count <= count {
                guard ContinuousClock.now < deadline else { throw CancellationError() }
                try await Task.sleep(for: .milliseconds(10))
            }
            return all[count]
        }
    }

    func makeWatcher(_ dir: URL) throws -> (PreviewWatcher, Updates) {
        let db = try SampleData.makeDatabase(at: dir.appendingPathComponent("journal.sqlite").path)
        var filter = PreviewFilter()
        filter.screens = ["Collection", "Welcome"]
        filter.devices = ["iphone17pro-portrait"]
        filter.appearances = [.light]
        filter.typeSizes = [.large]
        let watcher = try PreviewWatcher(catalog: .secondSkin, database: db, theme: try AppResources.theme(), filter: filter, output: dir, workers: 2)
        let updates = Updates()
        watcher.onUpdate = { updates.all.append($0) }
        return (watcher, updates)
    }

    func file(_ watcher: PreviewWatcher, _ relativePath: String) throws -> Data {
        try Data(contentsOf: watcher.screensFolder.appendingPathComponent(relativePath))
    }

    @Test func aCommitReRendersOnlyTheImagesItChanged() async throws {
        let dir = try temporaryDirectory("watch")
        defer { try? FileManager.default.removeItem(at: dir) }
        let (watcher, updates) = try makeWatcher(dir)
        let first = watcher.start()
        #expect(first.images.count == 4 && first.failures.isEmpty)  // Welcome; Collection grid, body map, empty
        let grid = "Collection/grid.iphone17pro-portrait-light.png"
        let welcome = "Welcome/default.iphone17pro-portrait-light.png"
        let (gridBefore, welcomeBefore) = (try file(watcher, grid), try file(watcher, welcome))
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("index.html").path))

        // The first card's title: the grid and the body map read pieces; Welcome does not.
        try watcher.database.write { try $0.execute("UPDATE pieces SET title = 'Skull & rose' WHERE title = 'Skull'") }
        let update = try await updates.next(after: 1)
        #expect(update.states.sorted() == ["Collection/bodyMap", "Collection/grid"])
        #expect(update.images.map(\.relativePath).contains(grid))
        #expect(update.commitToDisk != nil && update.failures.isEmpty)
        #expect(try file(watcher, grid) != gridBefore)
        #expect(try file(watcher, welcome) == welcomeBefore)
        let live = try String(contentsOf: dir.appendingPathComponent("live.js"), encoding: .utf8)
        #expect(live.hasPrefix("liveUpdate(1, 0, {") && live.contains("\"screens/\(grid)\": 1"))

        // A value the query reads but the screens do not show: the states re-evaluate, and
        // descriptions equal to the drawn ones are not drawn again.
        try watcher.database.write { try $0.execute("UPDATE pieces SET area_cm2 = area_cm2 + 1 WHERE title = 'Anchor'") }
        let quiet = try await updates.next(after: 2)
        #expect(quiet.images.isEmpty && quiet.unchanged > 0, "\(quiet.summary)")
    }

    @Test func unknownNamesAreRefused() throws {
        var filter = PreviewFilter()
        filter.screens = ["Collage"]
        #expect(throws: PreviewError.self) {
            try PreviewWatcher(
                catalog: .secondSkin, database: try Database.inMemory(), theme: try AppResources.theme(), filter: filter,
                output: URL(fileURLWithPath: "/tmp"))
        }
    }
}
