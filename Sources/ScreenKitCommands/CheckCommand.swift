import Foundation
import ImageCodec
import ScreenCatalog
import Snapshots

enum CheckCommand {
    static func help(_ tool: String) -> String {
        """
        OVERVIEW: Compare the snapshot matrix with the references in __Snapshots__ (the same engine as the tests).

        Every snapshot is also audited (layout audits); findings that the screen's registration does
        not accept fail it and go into the HTML report beside the image failures.
        Exits 0 when every snapshot matches, 1 when any differs, is missing or has findings. With --shard K/N only
        shard K of N is checked, so N CI machines can split the suite; '\(tool) merge' combines their
        reports. With --costs, shards are split by the milliseconds a previous report recorded, so they
        finish together; without, by name. With --changed-since REF, only the snapshots that the files
        changed since the git revision REF can have changed are checked (a changed reference, a file
        only some screens list as their sources); a change to anything else (kit code, the manifest,
        tokens, shared app code) checks every snapshot. The skipped ones are listed, and marked
        skipped in the reports. Never records references.

        USAGE: \(tool) check [--shard <K/N> [--costs <report.json>]] [--changed-since <REF>] [--report <file.json>] [--junit <file.xml>]
                                [--snapshots <dir>] [--artifacts <dir>]
                                [--screen <name> ...] [--device <name> ...] [--appearance <name> ...] [--type-size <name> ...] [--jobs <n>]
                                [--render-budget <s>]

        OPTIONS:
          --shard <K/N>           Check only shard K of N.
          --costs <report.json>   Split shards by the per-snapshot times of this earlier report (a missing
                                  file means no costs yet: split by name).
          --changed-since <REF>   Check only what the changes since this git revision (committed, staged,
                                  unstaged, untracked) can have changed. With --shard, the shard is chosen
                                  first, so every machine still agrees. An unknown REF exits 64, no git
                                  repository 66, nothing written.
          --report <file>         Write the JSON report here (with each snapshot's milliseconds).
          --junit <file>          Write a JUnit XML report here: one test case per snapshot.
          --snapshots <dir>       Reference folder. (default: the package's __Snapshots__)
          --artifacts <dir>       Where actual and diff images of failures go. (default: .build/snapshot-artifacts)
          --screen, --device, --appearance, --type-size, --jobs, --render-budget    As for 'render'.
          -h, --help              Show help information.
        """
    }

    @MainActor
    static func run(_ arguments: [String], context: CommandContext) throws -> Int32 {
        var scan = ArgumentScanner(arguments, command: "check", tool: context.tool)
        if scan.wantsHelp {
            print(help(context.tool))
            return 0
        }
        let shard = try scan.value("--shard").map { text in
            do { return try Shard(parsing: text) } catch { throw UsageError(description: "\(error)") }
        }
        let costsPath = try scan.value("--costs")
        let changedSince = try scan.values("--changed-since")
        guard changedSince.count <= 1 else {
            throw UsageError(description: "--changed-since is given \(changedSince.count) times; give one revision.")
        }
        let reportPath = try scan.value("--report")
        let junitPath = try scan.value("--junit")
        let snapshots = try scan.value("--snapshots").map { URL(fileURLWithPath: $0) } ?? context.catalog.snapshotsDirectory
        // Artifacts go under the package's .build unless told otherwise, never next to an
        // arbitrary --snapshots folder.
        let artifacts =
            try scan.value("--artifacts").map { URL(fileURLWithPath: $0) }
            ?? ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"].map { URL(fileURLWithPath: $0) }
            ?? context.catalog.root.appendingPathComponent(".build/snapshot-artifacts")
        let filter = try PreviewOptions.filter(&scan, context: context)
        let workers = try PreviewOptions.jobs(&scan)
        let budget = try PreviewOptions.renderBudget(&scan)
        try scan.finish()

        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: snapshots.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw MissingInputError(
                description: "no reference folder at \(snapshots.path). Record references with 'swift test' first, or pass --snapshots <dir>.")
        }
        // Asked before anything is written: an unknown revision or no repository changes nothing.
        let changes = try changedSince.first.map { try ChangedFiles.since($0, packageRoot: context.catalog.root) }
        AtomicFile.sweep(snapshots)  // temporaries of a test run that was killed while recording
        let theme = try context.theme()
        // Without a shard, only the screens with something to check build their models.
        var built = filter
        if let changes, shard == nil {
            let names = try context.catalog.snapshotNames(filter: filter)
            let selection = Self.selection(changes, snapshots: snapshots, context: context, names: names)
            built.screens = Set(names.filter(selection.selects).map(\.screen))
        }
        let nothingToCheck = changes != nil && shard == nil && built.screens.isEmpty
        if !nothingToCheck { try context.catalog.prepare(theme) }
        var jobs = nothingToCheck ? [] : try context.catalog.jobs(theme: theme, filter: built)
        if let shard {
            let costs = try costsPath.map { try SnapshotReport.read(at: $0, missingIsEmpty: true, suite: context.catalog.name).milliseconds } ?? [:]
            jobs = shard.select(jobs, costs: costs)
        }
        var skipped: [String] = []
        if let changes {
            // The shard is chosen from every job first, so shards stay the same whatever changed.
            let names = shard == nil ? try context.catalog.snapshotNames(filter: filter) : jobs.map(\.name)
            let selection = Self.selection(changes, snapshots: snapshots, context: context, names: names)
            for line in selection.summary(ref: changes.ref, files: changes.packagePaths.count, names: names) { print(line) }
            skipped = names.filter { !selection.selects($0) }.map(\.relativePath).sorted()
            jobs = jobs.filter { selection.selects($0.name) }
        }
        let checker = SnapshotChecker(snapshotsDirectory: snapshots, artifactsDirectory: artifacts, recordMode: .never)
        var pipeline = SnapshotPipeline(catalog: context.catalog, theme: theme, destination: .verify(checker))
        if let budget { pipeline.renderBudget = budget }
        let start = ContinuousClock.now
        let progress = Progress(total: jobs.count, verb: "checked")
        let results = pipeline.run(
            jobs, runner: SnapshotRunner(theme: theme, workers: workers),
            progress: { done, _, r in progress.update(done: done, label: r.name.relativePath, failed: r.error != nil) })
        let elapsed = ContinuousClock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        var report = SnapshotReport(results: results, shard: shard?.description ?? "1/1", wallSeconds: seconds)
        report.suite = context.catalog.name
        report.skipped = skipped
        let failures = report.failures
        for f in failures { Console.error("\(f.message)") }
        if let reportPath {
            let url = URL(fileURLWithPath: reportPath)
            try report.attachEvidence(from: artifacts, reportFolder: url.deletingLastPathComponent())
            try report.encoded().write(to: url, options: .atomic)
        }
        if let junitPath {
            try JUnitReport(suite: context.catalog.name, report: report).xml().write(
                to: URL(fileURLWithPath: junitPath), atomically: true, encoding: .utf8)
        }
        print(
            "\(report.passed) of \(report.total) snapshots match, \(failures.count) failed"
                + (skipped.isEmpty ? "" : ", \(skipped.count) skipped")
                + " (shard \(report.shards[0])), in \(Console.seconds(elapsed)), "
                + String(format: "%.1f snapshots/s", report.snapshotsPerSecond))
        return failures.isEmpty ? 0 : 1
    }

    static func selection(_ changes: ChangedFiles, snapshots: URL, context: CommandContext, names: [SnapshotName]) -> ChangeSelection {
        ChangeSelection(
            changes.packagePaths, screens: context.catalog.screens, unrenderedPaths: context.catalog.unrenderedPaths,
            snapshotsFolder: folder(snapshots, inRepositoryOf: context.catalog.root, changes: changes), names: names)
    }

    /// The reference folder relative to the package root, as git sees it; nil when it lies
    /// outside the repository (git cannot say which references changed).
    static func folder(_ snapshots: URL, inRepositoryOf root: URL, changes: ChangedFiles) -> String? {
        let package = root.resolvingSymlinksInPath().standardizedFileURL.path
        let folder = snapshots.resolvingSymlinksInPath().standardizedFileURL.path
        let top = changes.packageFolder.isEmpty ? package : String(package.dropLast(changes.packageFolder.count + 1))
        guard folder == top || folder.hasPrefix(top == "/" ? "/" : top + "/") else { return nil }
        return ChangedFiles.relativePath(of: folder, from: package)
    }
}

enum MergeCommand {
    static func help(_ tool: String) -> String {
        """
        OVERVIEW: Combine the JSON reports of '\(tool) check --shard K/N' runs into one, with one HTML page and JUnit XML.

        Each shard's report must lie beside the artifacts folder its check wrote (upload them together):
        the page copies every image it shows into its folder, so that folder can be uploaded alone.
        Nothing is written when a report is missing (exit 66), is not a report or is another suite's
        (exit 65). Exits 1 when any shard failed.

        USAGE: \(tool) merge <report.json> ... [--out <file.json>] [--html <dir>] [--junit <file.xml>]

        OPTIONS:
          --out <file>            Write the merged report here (default: print it, unless --html or --junit is given).
          --html <dir>            Write the merged page to <dir>/index.html, every image copied into <dir>: failures first
                                  (content changed, failures without images, environment changed apart), audit
                                  findings, each shard's wall time and every snapshot's time, slowest first.
          --junit <file>          Write JUnit XML for the whole run: one test case per snapshot.
          -h, --help              Show help information.
        """
    }

    static func run(_ arguments: [String], context: CommandContext) throws -> Int32 {
        var scan = ArgumentScanner(arguments, command: "merge", tool: context.tool)
        if scan.wantsHelp {
            print(help(context.tool))
            return 0
        }
        let out = try scan.value("--out")
        let html = try scan.value("--html")
        let junit = try scan.value("--junit")
        let paths = try scan.positionals()
        guard !paths.isEmpty else { throw UsageError(description: "give the shard reports to merge. See '\(context.tool) merge --help'.") }
        // Every report is read and checked before anything is written.
        let reports = try paths.map { path in
            try SnapshotReport.read(at: path, suite: context.catalog.name)
                .resolvingEvidence(against: URL(fileURLWithPath: path).deletingLastPathComponent())
        }
        var merged = try SnapshotReport.merge(reports)
        if let html { try MergedReportPage.write(merged, into: URL(fileURLWithPath: html)) }
        if let junit {
            try JUnitReport(suite: merged.suite ?? context.catalog.name, report: merged).xml().write(
                to: URL(fileURLWithPath: junit), atomically: true, encoding: .utf8)
        }
        // The merged JSON keeps the costs and failures; its image paths point at the shards' folders.
        merged.images = []
        merged.audits = []
        let data = try merged.encoded()
        if let out {
            try data.write(to: URL(fileURLWithPath: out), options: .atomic)
        } else if html == nil && junit == nil {
            print(String(decoding: data, as: UTF8.self))
        }
        FileHandle.standardError.write(
            Data(
                "\(merged.passed) of \(merged.total) snapshots match across shards \(merged.shards.joined(separator: ", ")); \(merged.failures.count) failed\n"
                    .utf8))
        return merged.failures.isEmpty ? 0 : 1
    }
}
