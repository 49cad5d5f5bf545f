import Foundation
import ScreenCatalog
import Snapshots

enum CompactCommand {
    static func help(_ tool: String) -> String {
        """
        OVERVIEW: Rewrite references whose PNG files can be smaller with the same pixels.

        Every reference the kit wrote is encoded again as references are now written (the
        fewest-distinct-pairs row filter, libdeflate level 12) and replaced only when the new
        file is smaller and decodes to the same pixels, compared pixel for pixel. Text chunks
        are kept. PNGs the kit did not write are listed and left as they are. Prints the size
        before and after, in MiB per 100 references.
        Exits 0 when done, 65 when a reference cannot be read, 73 when one cannot be written.

        USAGE: \(tool) compact [--dry-run] [--snapshots <dir>]

        OPTIONS:
          --dry-run               Report what would shrink; write nothing.
          --snapshots <dir>       Reference folder. (default: the package's __Snapshots__)
          -h, --help              Show help information.
        """
    }

    @MainActor
    static func run(_ arguments: [String], context: CommandContext) throws -> Int32 {
        var scan = ArgumentScanner(arguments, command: "compact", tool: context.tool)
        if scan.wantsHelp {
            print(help(context.tool))
            return 0
        }
        let dryRun = scan.flag("--dry-run")
        let snapshots = try scan.value("--snapshots").map { URL(fileURLWithPath: $0) } ?? context.catalog.snapshotsDirectory
        try scan.finish()
        guard FileManager.default.fileExists(atPath: snapshots.path) else {
            throw MissingInputError(description: "no reference folder at \(snapshots.path); pass --snapshots <dir>")
        }
        let files = ReferenceCompactor.references(in: snapshots)
        var before = 0
        var after = 0
        var shrunk = 0
        for file in files {
            let result = try ReferenceCompactor.compact(file, write: !dryRun)
            before += result.before
            after += result.after
            let relative = String(file.path.dropFirst(snapshots.path.count)).trimmingCharacters(in: CharacterSet(charactersIn: "/"))
            switch result.outcome {
            case .smaller:
                shrunk += 1
                print("\(dryRun ? "would shrink" : "shrunk") \(relative): \(result.before) → \(result.after) bytes")
            case .unchanged: break
            case .foreign(let reason): print("kept \(relative): \(reason)")
            }
        }
        print(summary(count: files.count, shrunk: shrunk, before: before, after: after, dryRun: dryRun))
        return ExitStatus.success
    }

    /// "329 references: 87.6 → 72.8 MiB (26.6 → 22.1 MiB per 100); 329 shrunk".
    static func summary(count: Int, shrunk: Int, before: Int, after: Int, dryRun: Bool) -> String {
        func mib(_ bytes: Int) -> String { String(format: "%.1f", Double(bytes) / 1_048_576) }
        let per100 = count == 0 ? "" : " (\(mib(before * 100 / count)) → \(mib(after * 100 / count)) MiB per 100)"
        return
            "\(count) reference\(count == 1 ? "" : "s"): \(mib(before)) → \(mib(after)) MiB\(per100); \(shrunk) \(dryRun ? "would shrink" : "shrunk")"
    }
}
