import Dispatch
import Foundation
import LiveSQLite
import ScreenCatalog

enum WatchCommand {
    static func help(_ tool: String) -> String {
        """
        OVERVIEW: Keep a database open and re-render the screens its commits change, with a live gallery.

        Renders the selected images once, then waits. Whenever the database changes — from the app,
        from another process such as the sqlite3 command-line tool — only the screen states whose
        live queries saw the change are re-rendered, and <out>/index.html reloads them. Each update
        prints one line with the time from the commit to the new PNG on disk. Ctrl-C stops.

        USAGE: \(tool) watch [--out <dir>] [--database <path>] [--screen <name> ...] [--device <name> ...]
                                [--appearance <light|dark> ...] [--type-size <L|AX3|…> ...] [--scale <n>] [--jobs <n>] [--updates <n>]
                                [--render-budget <s>]

        OPTIONS:
          --out <dir>             Output folder for the gallery and its images. (default: out/watch)
          --database <path>       The SQLite file to watch, opened read-only: commits from other processes
                                  are seen, nothing is written. (default: <out>/sample.sqlite, created
                                  from the sample data when missing)
          --migrate, --create     As for 'render'.
          --screen, --device, --appearance, --type-size, --scale, --jobs, --render-budget    As for 'render'.
          --updates <n>           Stop after n updates (for scripts and tests).
          -h, --help              Show help information.

        EXAMPLE:
          \(tool) watch --screen <Screen> --device iphone17pro-portrait --appearance light &
          sqlite3 out/watch/sample.sqlite "UPDATE <table> SET <column> = <value> WHERE …"
        """
    }

    @MainActor static var watcher: PreviewWatcher?
    @MainActor static var signals: [DispatchSourceSignal] = []
    static let updates = UpdateCount()
    /// Signals are served here, not on the main queue, which is busy while a round renders:
    /// Ctrl-C and SIGTERM stop the job at once.
    static let signalQueue = DispatchQueue(label: "screenkit.watch.signals")

    /// Sets the watcher up and, unless only help was asked for, never returns: the main queue
    /// serves the database's updates until Ctrl-C or `--updates` updates.
    @MainActor
    static func run(_ arguments: [String], context: CommandContext) throws -> Int32 {
        var scan = ArgumentScanner(arguments, command: "watch", tool: context.tool)
        if scan.wantsHelp {
            print(help(context.tool))
            return 0
        }
        let out = URL(fileURLWithPath: try scan.value("--out") ?? "out/watch").standardizedFileURL
        let databasePath = try scan.value("--database")
        let access = try PreviewOptions.databaseAccess(&scan, path: databasePath)
        let filter = try PreviewOptions.filter(&scan, context: context)
        let scale = try PreviewOptions.scale(&scan)
        let workers = try PreviewOptions.jobs(&scan)
        let budget = try PreviewOptions.renderBudget(&scan)
        let limit = try scan.value("--updates").map { v in
            guard let n = Int(v), n >= 1 else { throw UsageError(description: "--updates takes a positive number, not '\(v)'.") }
            return n
        }
        try scan.finish()
        try PreviewOptions.ensureWritable(out)

        let db: Database
        if let databasePath {
            db = try PreviewOptions.openDatabase(databasePath, access, context: context)!
        } else if let create = context.catalog.createDatabase {
            let path = out.appendingPathComponent("sample.sqlite").path
            if FileManager.default.fileExists(atPath: path) {
                db = try context.catalog.openDatabase(at: path, migrate: true)  // the kit's own copy of the sample
            } else {
                db = try create(path)
                line("Created \(path) from the sample data.")
            }
        } else {
            throw UsageError(
                description: "\(context.catalog.name) has no sample database file to watch. Pass --database <path> to watch a SQLite file.")
        }
        let theme = try context.theme()
        try context.catalog.prepare(theme)
        var catalog = context.catalog
        if let scale { catalog.scale = scale }
        if let budget { catalog.renderBudget = budget }
        let watcher = try PreviewWatcher(catalog: catalog, database: db, theme: theme, filter: filter, output: out, workers: workers)
        self.watcher = watcher
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: signalQueue)
            // Not main-actor isolated: it runs on the signal queue while the main actor renders.
            source.setEventHandler { @Sendable in WatchCommand.stop() }
            source.resume()
            signals.append(source)
        }
        let first = watcher.start()
        for f in first.failures + first.stateErrors { Console.error(f) }
        line(
            "Watching \(db.path): \(first.images.count) images in \(PreviewWatcher.Update.ms(first.renderTime)), "
                + "gallery \(out.appendingPathComponent("index.html").path). Ctrl-C stops.")
        watcher.onUpdate = { update in
            let count = WatchCommand.updates.increment()
            for f in update.failures + update.stateErrors { Console.error(f) }
            line(update.summary)
            if let limit, count >= limit { exit(update.failures.isEmpty && update.stateErrors.isEmpty ? 0 : 1) }
        }
        dispatchMain()
    }

    /// Prints how many updates there were and exits.
    nonisolated static func stop() -> Never {
        let n = updates.value
        line("Stopped after \(n) update\(n == 1 ? "" : "s").")
        exit(0)
    }

    /// A line that reaches a pipe at once (scripts wait for it).
    nonisolated static func line(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }
}

/// How many updates the watch job printed, read from the signal queue.
final class UpdateCount: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func increment() -> Int {
        lock.lock()
        defer { lock.unlock() }
        count += 1
        return count
    }

    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }
}
