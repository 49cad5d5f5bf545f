import Foundation
import ScreenCatalog
import Snapshots

enum GalleryCommand {
    static func help(_ tool: String) -> String {
        """
        OVERVIEW: Render the matrix and write a static HTML gallery: every screen side by side across devices.

        The page needs no server: open <out>/index.html. Light/dark and type size are switchable;
        each screen lists its layout-audit findings.

        USAGE: \(tool) gallery [--out <dir>] [--database <path>] [--screen <name> ...] [--device <name> ...] [--jobs <n>]
                                 [--render-budget <s>]

        OPTIONS:
          --out <dir>             Output folder. (default: out/gallery)
          --database <path>       Render from this SQLite file instead of the sample data (read-only).
          --migrate, --create     As for 'render'.
          --screen, --device, --appearance, --type-size, --jobs, --render-budget    As for 'render'.
          -h, --help              Show help information.
        """
    }

    @MainActor
    static func run(_ arguments: [String], context: CommandContext) throws -> Int32 {
        var scan = ArgumentScanner(arguments, command: "gallery", tool: context.tool)
        if scan.wantsHelp {
            print(help(context.tool))
            return 0
        }
        let out = URL(fileURLWithPath: try scan.value("--out") ?? "out/gallery").standardizedFileURL
        let databasePath = try scan.value("--database")
        let access = try PreviewOptions.databaseAccess(&scan, path: databasePath)
        let filter = try PreviewOptions.filter(&scan, context: context)
        let workers = try PreviewOptions.jobs(&scan)
        let budget = try PreviewOptions.renderBudget(&scan)
        try scan.finish()
        try PreviewOptions.ensureWritable(out)
        let db = try PreviewOptions.openDatabase(databasePath, access, context: context)
        let theme = try context.theme()
        try context.catalog.prepare(theme)
        let jobs = try context.catalog.jobs(theme: theme, database: db, filter: filter)
        let start = ContinuousClock.now
        let progress = Progress(total: jobs.count, verb: "rendered")
        var pipeline = SnapshotPipeline(
            catalog: context.catalog, theme: theme, destination: .write(out.appendingPathComponent("screens"), compression: .preview),
            failsOnFindings: false)
        if let budget { pipeline.renderBudget = budget }
        let results = pipeline.run(
            jobs, runner: SnapshotRunner(theme: theme, workers: workers),
            progress: { done, _, r in progress.update(done: done, label: r.name.relativePath, failed: r.error != nil) })
        let findings = GalleryFindings()
        findings.record(results)
        let entries = results.filter { $0.error == nil }.map { GalleryPage.Entry(name: $0.name, imagePath: "screens/" + $0.name.relativePath) }
        let page = try GalleryPage(entries: entries, findings: findings.all, title: context.catalog.name).write(to: out)
        for f in results where f.error != nil { Console.error("\(f.name.relativePath): \(f.error!)") }
        print("Gallery of \(entries.count) images in \(Console.seconds(ContinuousClock.now - start)): \(page.path)")
        return results.contains { $0.error != nil } ? 1 : 0
    }
}
