import Foundation
import ScreenCatalog

/// The kit's command-line jobs — render, gallery, watch, check, merge, compare, orphans, compact — for
/// any app's screens. An app's executable is one line that hands over its catalog:
///
/// ```swift
/// // Sources/myapp-screens/main.swift
/// import MyApp
/// import ScreenKitCommands
///
/// ScreenKitCommandLine(catalog: .myApp).main()
/// ```
///
/// Exit codes follow sysexits: 0 success, 1 a check failed (images differ, audits found
/// something, a render failed), 64 a usage error (unknown option, name or value), 65 bad
/// input data (a database or image that cannot be read), 73 an output folder that cannot be
/// written.
public struct ScreenKitCommandLine: Sendable {
    public var catalog: ScreenCatalog
    /// The name the help texts show; the default is the name the executable was run as.
    public var toolName: String

    public init(catalog: ScreenCatalog, toolName: String? = nil) {
        self.catalog = catalog
        self.toolName = toolName ?? CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "screens"
    }

    /// Runs the command line of this process and exits with its status.
    @MainActor
    public func main() -> Never {
        exit(run(Array(CommandLine.arguments.dropFirst())))
    }

    /// Runs one command line (without the executable's name) and returns its exit status.
    /// Errors are printed to standard error as one line that says what to do.
    @MainActor
    public func run(_ arguments: [String]) -> Int32 {
        let context = CommandContext(catalog: catalog, tool: toolName)
        let rest = Array(arguments.dropFirst())
        do {
            switch arguments.first {
            case "render": return try RenderCommand.run(rest, context: context)
            case "check": return try CheckCommand.run(rest, context: context)
            case "merge": return try MergeCommand.run(rest, context: context)
            case "compare": return try CompareCommand.run(rest, context: context)
            case "gallery": return try GalleryCommand.run(rest, context: context)
            case "watch": return try WatchCommand.run(rest, context: context)
            case "orphans": return try OrphansCommand.run(rest, context: context)
            case "compact": return try CompactCommand.run(rest, context: context)
            case nil, "-h", "--help", "help":
                print(overview)
                return 0
            default:
                throw UsageError(description: "unknown subcommand '\(arguments[0])'. See '\(toolName) --help'.")
            }
        } catch {
            Console.error(ExitStatus.message(for: error))
            return ExitStatus.code(for: error)
        }
    }

    var overview: String {
        """
        OVERVIEW: Render and check \(catalog.name)'s screens on Linux.

        USAGE: \(toolName) <subcommand>

        SUBCOMMANDS:
          render      Render every screen × state × configuration of the snapshot matrix to PNG files.
          gallery     Render the matrix into a static HTML gallery with every screen across devices.
          watch       Keep a database open and re-render the screens its commits change, with a live gallery.
          check       Compare the matrix with __Snapshots__ (optionally one shard of it) and write a report.
          merge       Combine the reports of several shards into one.
          compare     Compare any two PNG files and write a diff image (exact, pixelmatch, ΔE).
          orphans     List (and with --delete, delete) references that nothing produces any more.
          compact     Rewrite references whose files can be smaller with the same pixels.

          See '\(toolName) <subcommand> --help' for detailed help.

        EXIT STATUS:
          0   success        1   a check failed (differs, missing, audit findings, render error)
          64  usage error    65  unreadable input (database, image)    73  cannot write output
        """
    }
}
