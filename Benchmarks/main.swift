import Foundation

let usage = """
    OVERVIEW: The kit's benchmarks. Prints medians and p99 over repeated runs (use a release build).

    USAGE: swift run -c release benchmarks [suite ...] [--json] [--iterations N]

    SUITES:
      welcome     Welcome screen on iPhone 17 Pro @3x: layout, draw, compare.
      layout      10,000- and 20,000-node trees laid out with warm text caches.
      screenui    The 10,000-node card grid written as SwiftUI views: resolve + layout against the Node tree.
      snapshots   Verify an unchanged @3x snapshot; PNG pairs vs ImageMagick; tolerant throughput; memory over 1,000 checks.
      rendering   Photo-heavy screen @3x: draw warm and cold, material blur, pixel hash, PNG encode
                  (ours and cairo_surface_write_to_png, time and size at @2x and @3x), PNG read.
      livequeries Live SQL queries: commit → model updated, 1,000 observers, another process, re-fetch counts.
      models      ModelStore: one step on a model with 3 live queries (send → commit → settled → diff); capture + diff of 1,000 rows.
      cli         The secondskin command from outside: the whole matrix rendered by a cold process with
                  --jobs 1 and --jobs 2 (wall, per image, speed-up); watch latency from a sqlite3 commit
                  to the new PNG. Needs `swift build -c release --product secondskin` first.
      drawing     Blurred, rotated and masked cards and a conic gradient on a phone @3x, against plain cards.
      world       Shaping 200 mixed-script characters (Latin, Arabic, CJK, emoji) vs Latin only; Second Skin's
                  world axes: full product vs pairwise vs smoke, and the pairwise matrix rendered + audited on 2 cores.

    OPTIONS:
      --json            One JSON object per figure and line: {"suite", "name", "median", "p99", "unit"}.
      --iterations N    Measured runs per figure (default 50).
    """

let allSuites = ["welcome", "layout", "screenui", "rendering", "drawing", "snapshots", "livequeries", "models", "cli", "world"]
var suites: [String] = []
var json = false
var iterations = 50
var args = CommandLine.arguments.dropFirst()
while let arg = args.popFirst() {
    switch arg {
    case "--json": json = true
    case "--iterations":
        guard let v = args.popFirst().flatMap(Int.init), v > 0 else {
            FileHandle.standardError.write(Data("error: --iterations takes a positive number\n".utf8))
            exit(2)
        }
        iterations = v
    case "-h", "--help":
        print(usage)
        exit(0)
    default:
        guard allSuites.contains(arg) else {
            FileHandle.standardError.write(Data("error: unknown suite '\(arg)'. Suites: \(allSuites.joined(separator: ", "))\n".utf8))
            exit(2)
        }
        suites.append(arg)
    }
}
if suites.isEmpty { suites = allSuites }

#if DEBUG
    if !json { print("note: this is a debug build; measure with `swift run -c release benchmarks`.") }
#endif

do {
    for suite in suites {
        let figures: [Figure]
        switch suite {
        case "welcome": figures = try welcomeSuite(iterations: iterations)
        case "layout": figures = try layoutSuite(iterations: iterations)
        case "screenui": figures = try screenUISuite(iterations: iterations)
        case "snapshots": figures = try snapshotSuite(iterations: iterations)
        case "rendering": figures = try renderingSuite(iterations: iterations)
        case "livequeries": figures = try await liveQuerySuite(iterations: iterations)
        case "models": figures = try await modelsSuite(iterations: iterations)
        case "cli": figures = try commandLineSuite(iterations: iterations)
        case "world": figures = try worldSuite(iterations: iterations)
        case "drawing": figures = try drawingSuite(iterations: iterations)
        default: figures = []
        }
        for f in figures { print(json ? f.json : f.line) }
    }
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(1)
}
