import Foundation
import ScreenCatalog
import Snapshots

enum OrphansCommand {
    static func help(_ tool: String) -> String {
        """
        OVERVIEW: List references in __Snapshots__ that no snapshot produces any more, and delete them on request.

        A reference is in use when the snapshot matrix produces it or when the last test run
        checked it (runs note what they check in <artifacts>/produced/). Run the tests first.
        A layout dump (<name>.layout.txt) whose image (<name>.png) is gone is an orphan too.
        Exits 0 when there are no orphans, 1 when some are listed (and kept).

        USAGE: \(tool) orphans [--delete] [--snapshots <dir>] [--artifacts <dir>]

        OPTIONS:
          --delete                Delete the orphans.
          --snapshots <dir>       Reference folder. (default: the package's __Snapshots__)
          --artifacts <dir>       Where the last test run noted what it checked. (default: .build/snapshot-artifacts)
          -h, --help              Show help information.
        """
    }

    @MainActor
    static func run(_ arguments: [String], context: CommandContext) throws -> Int32 {
        var scan = ArgumentScanner(arguments, command: "orphans", tool: context.tool)
        if scan.wantsHelp {
            print(help(context.tool))
            return 0
        }
        let delete = scan.flag("--delete")
        let snapshots = try scan.value("--snapshots").map { URL(fileURLWithPath: $0) } ?? context.catalog.snapshotsDirectory
        let artifacts =
            try scan.value("--artifacts").map { URL(fileURLWithPath: $0) }
            ?? SnapshotChecker(snapshotsDirectory: snapshots, recordMode: .never).artifactsDirectory
        try scan.finish()
        var produced = ProducedReferences.latest(in: artifacts)
        for job in try context.catalog.jobs(theme: try context.theme()) {
            produced.insert(job.name.relativePath)
            produced.insert(job.name.layoutRelativePath)
        }
        let orphans = try ProducedReferences.orphans(in: snapshots, produced: produced)
        for o in orphans {
            if delete { try FileManager.default.removeItem(at: snapshots.appendingPathComponent(o)) }
            let stale = ProducedReferences.isStaleLayoutDump(o, in: snapshots, produced: produced) ? " (layout dump of a deleted image)" : ""
            print("\(delete ? "deleted" : "orphan") \(o)\(stale)")
        }
        print("\(orphans.count) orphaned reference\(orphans.count == 1 ? "" : "s")\(delete ? " deleted" : "")")
        return orphans.isEmpty || delete ? 0 : 1
    }
}
