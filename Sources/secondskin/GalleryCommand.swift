import Audits
import Foundation
import SecondSkin
import SecondSkinPreviews
import Snapshots

enum GalleryCommand {
    static let help = """
        OVERVIEW: Render the matrix and write a static HTML gallery: every screen side by side across devices.

        The page needs no server: open <out>/index.html. Light/dark and type size are switchable;
        each screen lists its layout-audit findings.

        USAGE: secondskin gallery [--out <dir>] [--database <path>] [--screen <name> ...] [--device <name> ...] [--jobs <n>]

        OPTIONS:
          --out <dir>             Output folder. (default: out/gallery)
          --database <path>       Render from this SQLite file instead of the sample data.
          --screen, --device, --appearance, --type-size, --jobs    As for 'render'.
          -h, --help              Show help information.
        """

    @MainActor
    static func run(_ arguments: [String]) throws -> Int32 {
        var scan = ArgumentScanner(arguments, command: "gallery")
        if scan.wantsHelp {
            print(help)
            return 0
        }
        let out = URL(fileURLWithPath: try scan.value("--out") ?? "out/gallery").standardizedFileURL
        let databasePath = try scan.value("--database")
        let filter = try PreviewOptions.filter(&scan)
        let workers = try PreviewOptions.jobs(&scan)
        try scan.finish()
        try PreviewOptions.ensureWritable(out)
        let db = try PreviewOptions.openDatabase(databasePath)
        let theme = try AppResources.theme()
        try PreviewCatalog.preparePhotos(theme: theme)
        let jobs = try PreviewCatalog.jobs(database: db, theme: theme, filter: filter)
        let start = ContinuousClock.now
        let progress = Progress(total: jobs.count, verb: "rendered")
        let findings = GalleryFindings()
        let results = SnapshotRunner(theme: theme, workers: workers).run(
            jobs, progress: { done, _, r in progress.update(done: done, label: r.name.relativePath, failed: r.error != nil) },
            work: { snapshotter, job in
                let (layout, bitmap) = try snapshotter.render(job.body, configuration: job.name.configuration)
                try bitmap.writePNG(to: out.appendingPathComponent("screens").appendingPathComponent(job.name.relativePath))
                let env = job.name.configuration.environment(theme: theme)
                let found = try LayoutAuditor(renderer: snapshotter.renderer).audit(layout, environment: env, context: job.name.description)
                findings.set("\(job.name.screen)/\(job.name.state)", image: job.name.description, found.map(\.description))
            })
        let entries = results.filter { $0.error == nil }.map { GalleryPage.Entry(name: $0.name, imagePath: "screens/" + $0.name.relativePath) }
        let page = try GalleryPage(entries: entries, findings: findings.all).write(to: out)
        for f in results where f.error != nil { Console.error("\(f.name.relativePath): \(f.error!)") }
        print("Gallery of \(entries.count) images in \(Console.seconds(ContinuousClock.now - start)): \(page.path)")
        return results.contains { $0.error != nil } ? 1 : 0
    }
}
