import Audits
import Foundation
import LiveSQLite
import ScreenCatalog
import ScreenLayout
import Snapshots
import Testing
import Theme

/// The watcher shows what went wrong on the gallery instead of keeping old images as if
/// they were current.
@MainActor
@Suite(.serialized) struct PreviewWatcherTests {
    /// Collects the watcher's updates and waits for the next one (a continuation resumed from
    /// `onUpdate`). The timeout is generous: in a full parallel run other suites may hold the
    /// main actor for minutes, and a healthy watcher needs it to deliver.
    @MainActor final class Updates {
        var all: [PreviewWatcher.Update] = []
        private var waiting: (count: Int, continuation: CheckedContinuation<PreviewWatcher.Update, any Error>)?

        func append(_ update: PreviewWatcher.Update) {
            all.append(update)
            if let w = waiting, all.count > w.count {
                waiting = nil
                w.continuation.resume(returning: all[w.count])
            }
        }

        func next(after count: Int, timeout: Double = 300) async throws -> PreviewWatcher.Update {
            if all.count > count { return all[count] }
            return try await withCheckedThrowingContinuation { continuation in
                waiting = (count, continuation)
                DispatchQueue.main.asyncAfter(deadline: .now() + timeout) {
                    MainActor.assumeIsolated {
                        guard let w = self.waiting, w.count == count else { return }
                        self.waiting = nil
                        w.continuation.resume(throwing: CancellationError())
                    }
                }
            }
        }
    }

    func page(_ dir: URL) throws -> String { try String(contentsOf: dir.appendingPathComponent("index.html"), encoding: .utf8) }

    @Test func aFailingQueryIsShownOnTheGalleryUntilTheDataIsFixed() async throws {
        let dir = try temporaryFolder("watch-errors")
        defer { try? FileManager.default.removeItem(at: dir) }
        let db = try Notes.makeDatabase()
        var filter = PreviewFilter()
        filter.screens = ["List"]
        let watcher = try PreviewWatcher(catalog: Notes.catalog(root: dir), database: db, theme: .system, filter: filter, output: dir, workers: 1)
        let updates = Updates()
        watcher.onUpdate = { updates.append($0) }
        let first = watcher.start()
        #expect(first.stateErrors.isEmpty && first.failures.isEmpty && first.images.count == 2)
        #expect(try !page(dir).contains("class=error"))
        let image = watcher.screensFolder.appendingPathComponent("List/default.notes-portrait-light.png")
        let before = try Data(contentsOf: image)

        // A blob where the model expects text: the state is not drawn from its stale values,
        // and the page says why.
        try db.write { try $0.execute("UPDATE notes SET title = x'00ff' WHERE title = 'Milk'") }
        let broken = try await updates.next(after: 1)
        #expect(broken.states == ["List/default"] && broken.images.isEmpty)
        #expect(broken.stateErrors.count == 1 && broken.stateErrors[0].hasPrefix("List/default: A live query failed"), "\(broken.stateErrors)")
        #expect(broken.summary.contains("1 state out of date"), "\(broken.summary)")
        let brokenPage = try page(dir)
        #expect(brokenPage.contains("<section class=stale><h2>List/default</h2><div class=error>"), "the state is marked")
        #expect(brokenPage.contains("Column 'title' holds"), "the error text is on the page")
        #expect(brokenPage.contains("<section><h2>List/empty</h2>"), "other states are not")
        let live = try String(contentsOf: dir.appendingPathComponent("live.js"), encoding: .utf8)
        #expect(live.hasPrefix("liveUpdate(1, 1, "), "an open page reloads to show it: \(live)")
        #expect(try Data(contentsOf: image) == before)

        // Fixed: the error goes, and the images (the same data again) are current.
        try db.write { try $0.execute("UPDATE notes SET title = 'Milk' WHERE id = 1") }
        let fixed = try await updates.next(after: 2)
        #expect(fixed.stateErrors.isEmpty && fixed.failures.isEmpty)
        #expect(fixed.unchanged == 1, "\(fixed.summary)")
        #expect(try !page(dir).contains("class=error"))
        #expect(try String(contentsOf: dir.appendingPathComponent("live.js"), encoding: .utf8).hasPrefix("liveUpdate(2, 2, "))

        // Fixed to other data: drawn again.
        try db.write { try $0.execute("UPDATE notes SET title = 'Oat milk' WHERE id = 1") }
        let changed = try await updates.next(after: 3)
        #expect(changed.images.count == 1 && changed.stateErrors.isEmpty)
        #expect(try Data(contentsOf: image) != before)
    }

    /// An image that cannot be rendered (here: past its render budget) is listed on the page
    /// under its state, with the reason.
    @Test func aFailedRenderIsShownOnThePage() throws {
        let dir = try temporaryFolder("watch-render-errors")
        defer { try? FileManager.default.removeItem(at: dir) }
        var catalog = Notes.catalog(root: dir)
        let ticks = Ticks()
        catalog.renderBudget = RenderBudget(seconds: 1) { ticks.next() }
        var filter = PreviewFilter()
        filter.screens = ["List"]
        let watcher = try PreviewWatcher(
            catalog: catalog, database: try Notes.makeDatabase(), theme: .system, filter: filter, output: dir, workers: 1)
        let first = watcher.start()
        #expect(first.failures.count == 2 && first.stateErrors.isEmpty)
        let page = try page(dir)
        #expect(page.contains("<section class=stale><h2>List/default</h2><div class=error>"))
        #expect(page.contains("notes-portrait-light: The render of List/default.notes-portrait-light was abandoned"), "\(page)")
    }

    /// Layout and drawing run on worker threads, and a round does not hold the main actor:
    /// while an audit of the round waits, the main queue runs (here: it lets the audit go).
    @Test func roundsRenderOffTheMainThreadAndLeaveTheMainActorFree() async throws {
        let dir = try temporaryFolder("watch-threads")
        defer { try? FileManager.default.removeItem(at: dir) }
        let gate = Gate()
        var catalog = Notes.catalog(root: dir)
        catalog.audits = [LayoutAudit(name: "gate") { _ in gate.pass() }]
        let db = try Notes.makeDatabase()
        var filter = PreviewFilter()
        filter.screens = ["List"]
        let watcher = try PreviewWatcher(catalog: catalog, database: db, theme: .system, filter: filter, output: dir, workers: 1)
        let updates = Updates()
        watcher.onUpdate = { updates.append($0) }
        watcher.start()
        gate.arm()
        try db.write { try $0.execute("UPDATE notes SET title = 'Oat milk' WHERE id = 1") }
        let update = try await updates.next(after: 1)
        #expect(update.images.count == 1)
        #expect(gate.releasedInTime == true, "the main actor ran while the round rendered")
        #expect(!gate.threads.isEmpty && gate.threads.allSatisfy { !$0 }, "no image was rendered on the main thread")
    }
}

/// Holds an audit (on a worker thread) until a block on the main queue — which runs only while
/// the main actor is free — releases it, at most 120 s (a round that held the main actor would
/// never let it go; other suites of a full run may hold it for a while).
final class Gate: @unchecked Sendable {
    private let lock = NSLock()
    private let semaphore = DispatchSemaphore(value: 0)
    private var armed = false
    private var _released: Bool?
    private var _threads: [Bool] = []

    func arm() { locked { armed = true } }
    func release() { semaphore.signal() }
    var releasedInTime: Bool? { locked { _released } }
    /// Per audit run: whether it ran on the main thread.
    var threads: [Bool] { locked { _threads } }

    func pass() -> [AuditProblem] {
        let wait = locked { () -> Bool in
            _threads.append(Thread.isMainThread)
            return armed
        }
        if wait {
            DispatchQueue.main.async { self.release() }
            let inTime = semaphore.wait(timeout: .now() + 120) == .success
            locked { _released = inTime }
        }
        return []
    }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}
