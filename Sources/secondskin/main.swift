import Foundation
import SecondSkinPreviews

let overview = """
    OVERVIEW: Render and check Second Skin's screens on Linux.

    USAGE: secondskin <subcommand>

    SUBCOMMANDS:
      render      Render every screen × state × configuration of the snapshot matrix to PNG files.
      gallery     Render the matrix into a static HTML gallery with every screen across devices.
      watch       Keep a database open and re-render the screens its commits change, with a live gallery.
      check       Compare the matrix with __Snapshots__ (optionally one shard of it) and write a report.
      merge       Combine the reports of several shards into one.
      compare     Compare any two PNG files and write a diff image (exact, pixelmatch, ΔE).
      orphans     List (and with --delete, delete) references that nothing produces any more.

      See 'secondskin <subcommand> --help' for detailed help.
    """

let arguments = Array(CommandLine.arguments.dropFirst())
let status: Int32
do {
    switch arguments.first {
    case "render": status = try MainActor.assumeIsolated { try RenderCommand.run(Array(arguments.dropFirst())) }
    case "check": status = try MainActor.assumeIsolated { try CheckCommand.run(Array(arguments.dropFirst())) }
    case "merge": status = try MergeCommand.run(Array(arguments.dropFirst()))
    case "compare": status = try CompareCommand.run(Array(arguments.dropFirst()))
    case "gallery": status = try MainActor.assumeIsolated { try GalleryCommand.run(Array(arguments.dropFirst())) }
    case "watch": status = try MainActor.assumeIsolated { try WatchCommand.run(Array(arguments.dropFirst())) }
    case "orphans": status = try MainActor.assumeIsolated { try OrphansCommand.run(Array(arguments.dropFirst())) }
    case nil, "-h", "--help", "help":
        print(overview)
        status = 0
    default:
        throw UsageError(description: "unknown subcommand '\(arguments[0])'. See 'secondskin --help'.")
    }
} catch let error as UsageError {
    Console.error(error.description)
    status = 64
} catch let error as PreviewError {
    Console.error(error.description)
    status = 64
} catch {
    Console.error("\(error)")
    status = 1
}
exit(status)
