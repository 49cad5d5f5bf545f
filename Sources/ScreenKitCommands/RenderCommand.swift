import Foundation
import ImageCodec
import LiveSQLite
import Rendering
import ScreenCatalog
import ScreenLayout
import Snapshots
import Theme

enum RenderCommand {
    static func help(_ tool: String) -> String {
        """
        OVERVIEW: Render every screen × state × configuration of the snapshot matrix to PNG files.

        Renders in parallel on all cores from the built-in sample database (or --database) and
        ends with the counts, the wall time, the median time per image and the output folder.
        The images are for looking at and uploading, so they are written quickly (the Up filter
        and the kit's own DEFLATE coder for screens: about 12 % larger over the whole matrix);
        --compression fast or smallest makes smaller files more slowly. The pixels are the same
        either way.

        USAGE: \(tool) render [--out <dir>] [--database <path> [--migrate | --create]] [--screen <name> ...] [--device <name> ...]
                                 [--appearance <light|dark> ...] [--type-size <L|AX3|…> ...] [--scale <n>] [--jobs <n>] [--render-budget <s>]
                                 [--compression <preview|fast|smallest>]

        OPTIONS:
          --out <dir>             Output folder. (default: out/screens)
          --database <path>       Render from this SQLite file instead of the sample data. It is opened
                                  read-only: never migrated, never switched to WAL, never written.
          --migrate               Bring the --database file up to the app's schema first (keep a copy).
          --create                Start a new, empty database at the --database path if there is none.
          --screen <name>         Only this screen (repeatable).
          --device <name>         Only this device, e.g. iphone17pro-portrait (repeatable).
          --appearance <name>     Only light or dark (repeatable).
          --type-size <name>      Only this Dynamic Type size, e.g. L or AX3 (repeatable).
          --scale <n>             Pixel scale 1…4. (default: the catalog's, 2 unless the app chose)
          --jobs <n>              Worker threads. (default: the number of cores)
          --compression <name>    preview (quickest), fast, or smallest (as references are kept).
                                  (default: preview)
        \(PreviewOptions.renderBudgetHelp)
          -h, --help              Show help information.
        """
    }

    @MainActor
    static func run(_ arguments: [String], context: CommandContext) throws -> Int32 {
        var scan = ArgumentScanner(arguments, command: "render", tool: context.tool)
        if scan.wantsHelp {
            print(help(context.tool))
            return 0
        }
        let out = try scan.value("--out") ?? "out/screens"
        let databasePath = try scan.value("--database")
        let access = try PreviewOptions.databaseAccess(&scan, path: databasePath)
        let filter = try PreviewOptions.filter(&scan, context: context)
        let scale = try PreviewOptions.scale(&scan)
        let jobsCount = try PreviewOptions.jobs(&scan)
        let budget = try PreviewOptions.renderBudget(&scan)
        let compression = try compressionOption(&scan)
        try scan.finish()

        let outURL = URL(fileURLWithPath: out).standardizedFileURL
        try PreviewOptions.ensureWritable(outURL)
        let db = try PreviewOptions.openDatabase(databasePath, access, context: context)
        let theme = try context.theme()
        try context.catalog.prepare(theme)
        var catalog = context.catalog
        if let scale { catalog.scale = scale }
        if let budget { catalog.renderBudget = budget }
        let jobs = try catalog.jobs(theme: theme, database: db, filter: filter)
        let start = ContinuousClock.now
        let progress = Progress(total: jobs.count, verb: "rendered")
        var pipeline = SnapshotPipeline(theme: theme, destination: .write(outURL, compression: compression, split: .never), audits: [])
        pipeline.renderBudget = catalog.renderBudget
        let results = pipeline.run(
            jobs, runner: SnapshotRunner(theme: theme, workers: jobsCount),
            progress: { done, _, r in progress.update(done: done, label: r.name.relativePath, failed: r.error != nil) })
        let elapsed = ContinuousClock.now - start
        let failures = results.filter { $0.error != nil }
        for f in failures { Console.error("\(f.name.relativePath): \(f.error!)") }
        print(
            "\(results.count - failures.count) of \(results.count) images rendered, \(failures.count) failed, in \(Console.seconds(elapsed)) "
                + "(median \(Console.milliseconds(Console.median(results.map(\.milliseconds)))) per image, \(jobsCount) workers) to \(outURL.path)")
        return failures.isEmpty ? 0 : 1
    }
}

extension RenderCommand {
    /// `--compression <preview|fast|smallest>`; preview when absent.
    static func compressionOption(_ scan: inout ArgumentScanner) throws -> PNGCompression {
        guard let name = try scan.value("--compression") else { return .preview }
        let choices: [String: PNGCompression] = ["preview": .preview, "fast": .fast, "smallest": .smallest]
        guard let compression = choices[name] else {
            throw UsageError(description: "unknown compression '\(name)'. Valid values: preview, fast, smallest.")
        }
        return compression
    }
}

/// Options shared by render and check.
enum PreviewOptions {
    static func filter(_ scan: inout ArgumentScanner, context: CommandContext) throws -> PreviewFilter {
        var filter = PreviewFilter()
        filter.screens = Set(try scan.values("--screen"))
        filter.devices = Set(try scan.values("--device"))
        for a in try scan.values("--appearance") {
            guard let scheme = ColorScheme(rawValue: a) else {
                throw UsageError(description: "unknown appearance '\(a)'. Valid appearances: light, dark.")
            }
            filter.appearances.insert(scheme)
        }
        for t in try scan.values("--type-size") {
            guard let size = ContentSizeCategory(tokenName: t) else {
                throw UsageError(
                    description: "unknown type size '\(t)'. Valid sizes: \(ContentSizeCategory.allCases.map(\.tokenName).joined(separator: ", ")).")
            }
            filter.typeSizes.insert(size)
        }
        try filter.validate(against: context.catalog)
        return filter
    }

    /// `--scale`, or nil for the catalog's own.
    static func scale(_ scan: inout ArgumentScanner) throws -> Double? {
        guard let v = try scan.value("--scale") else { return nil }
        guard let s = Double(v), s >= 1, s <= 4 else { throw UsageError(description: "--scale takes a number from 1 to 4, not '\(v)'.") }
        return s
    }

    /// `--render-budget <seconds>`: how long one image may take before it fails; nil for the
    /// catalog's own (10 seconds unless the app chose).
    static func renderBudget(_ scan: inout ArgumentScanner) throws -> RenderBudget? {
        guard let v = try scan.value("--render-budget") else { return nil }
        guard let s = Double(v), s.isFinite, s > 0 else {
            throw UsageError(description: "--render-budget takes a positive number of seconds, not '\(v)'.")
        }
        return RenderBudget(seconds: s)
    }

    /// The help line of `--render-budget`.
    static let renderBudgetHelp = """
          --render-budget <s>     Seconds one image's layout and drawing may take before it fails
                                  instead of holding a worker. (default: the catalog's, 10)
        """

    static func jobs(_ scan: inout ArgumentScanner) throws -> Int {
        guard let v = try scan.value("--jobs") else { return ProcessInfo.processInfo.activeProcessorCount }
        guard let n = Int(v), n >= 1 else { throw UsageError(description: "--jobs takes a positive number, not '\(v)'.") }
        return n
    }

    /// How a `--database` file is opened: read-only unless `--migrate` (bring it up to the
    /// app's schema) or `--create` (start a new database there) is given.
    struct DatabaseFlags {
        var migrate = false
        var create = false
    }

    static func databaseAccess(_ scan: inout ArgumentScanner, path: String?) throws -> DatabaseFlags {
        let flags = DatabaseFlags(migrate: scan.flag("--migrate"), create: scan.flag("--create"))
        if path == nil && (flags.migrate || flags.create) { throw UsageError(description: "--migrate and --create need --database <path>.") }
        return flags
    }

    /// The file at `path`, opened as `flags` say, or nil for the catalog's sample data. A file
    /// that is not the app's, or is newer, is refused before anything is written.
    @MainActor
    static func openDatabase(_ path: String?, _ flags: DatabaseFlags, context: CommandContext) throws -> Database? {
        guard let path else { return nil }
        if !flags.create && !FileManager.default.fileExists(atPath: path) {
            throw MissingInputError(
                description:
                    "no database at \(path). Pass an existing SQLite file, --create to start a new one there, or omit --database for the sample data."
            )
        }
        return try context.catalog.openDatabase(at: path, migrate: flags.migrate, create: flags.create)
    }

    /// Creates the folder and proves it is writable before any work starts; sweeps the
    /// half-written temporaries an earlier, killed run left in it.
    static func ensureWritable(_ folder: URL) throws {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            AtomicFile.sweep(folder)
            let probe = folder.appendingPathComponent(".screenkit-write-test-\(getpid())")
            try Data().write(to: probe)
            try FileManager.default.removeItem(at: probe)
        } catch {
            throw OutputError(description: "cannot write to \(folder.path) (\(error.localizedDescription)). Choose a writable folder with --out.")
        }
    }
}
