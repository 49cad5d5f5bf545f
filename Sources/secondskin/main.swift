import Foundation
import LiveSQLite
import Rendering
import ScreenLayout
import SecondSkin
import Snapshots
import Theme

let usage = """
    OVERVIEW: Render and check Second Skin's screens on Linux.

    USAGE: secondskin <subcommand> [options]

    SUBCOMMANDS:
      render      Render every screen × state × configuration of the snapshot matrix to PNGs.

    OPTIONS (render):
      --out <dir>          Output folder (default: out/screens).
      --database <path>    Render from this SQLite file instead of the built-in sample data.
      --screen <name>      Only this screen.
      --scale <n>          Pixel scale (default: each device's own).
      -h, --help           Show this help.
    """

struct UsageError: Error, CustomStringConvertible {
    var description: String
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    exit(1)
}

@MainActor
func render(_ arguments: [String]) throws {
    var out = "out/screens"
    var databasePath: String?
    var screenFilter: String?
    var scale: Double?
    var rest = arguments[...]
    while let arg = rest.popFirst() {
        func value() throws -> String {
            guard let v = rest.popFirst() else { throw UsageError(description: "\(arg) needs a value. See `secondskin --help`.") }
            return v
        }
        switch arg {
        case "--out": out = try value()
        case "--database": databasePath = try value()
        case "--screen": screenFilter = try value()
        case "--scale":
            let v = try value()
            guard let s = Double(v), s >= 1, s <= 4 else { throw UsageError(description: "--scale takes 1, 2, 3 or 4, not '\(v)'.") }
            scale = s
        case "-h", "--help":
            print(usage)
            return
        default: throw UsageError(description: "unknown option '\(arg)'. See `secondskin --help`.")
        }
    }
    var screens = ScreenRegistry.all
    if let screenFilter {
        screens = screens.filter { $0.name == screenFilter }
        if screens.isEmpty {
            throw UsageError(description: "no screen named '\(screenFilter)'. Screens: \(ScreenRegistry.all.map(\.name).joined(separator: ", ")).")
        }
    }
    if let databasePath, !FileManager.default.fileExists(atPath: databasePath) {
        throw UsageError(description: "no database at \(databasePath).")
    }
    let db = try SampleData.makeDatabase(at: databasePath)
    let snapshotter = try ScreenSnapshotter(theme: try AppResources.theme())
    let outURL = URL(fileURLWithPath: out)
    let start = ContinuousClock.now
    var count = 0
    for screen in screens {
        for state in screen.states {
            let body = try state.make(db)
            for entry in SnapshotMatrix.standard {
                let config = SnapshotConfiguration(device: entry.device, colorScheme: entry.colorScheme, contentSize: entry.contentSize, scale: scale)
                let name = try SnapshotName(screen: screen.name, state: state.name, configuration: config)
                let bitmap = try snapshotter.render(body, configuration: config)
                try bitmap.writePNG(to: outURL.appendingPathComponent(name.relativePath))
                count += 1
                print("rendered \(name.relativePath)")
            }
        }
    }
    let elapsed = ContinuousClock.now - start
    print(
        "\(count) screens rendered in \(elapsed.formatted(.units(allowed: [.seconds, .milliseconds], width: .narrow))) to \(outURL.standardizedFileURL.path)"
    )
}

let args = Array(CommandLine.arguments.dropFirst())
do {
    switch args.first {
    case "render": try render(Array(args.dropFirst()))
    case nil, "-h", "--help", "help": print(usage)
    default: throw UsageError(description: "unknown subcommand '\(args[0])'. See `secondskin --help`.")
    }
} catch {
    fail("\(error)")
}
