import Foundation
import ImageCodec
import LiveSQLite
import Rendering
import ScreenCatalog
import ScreenKitCommands
import ScreenLayout
import Snapshots
import Testing
import Theme

/// An app with one screen and no token files, driven through the kit's command line in
/// this process: what another team's few-line executable gets.
enum Greeting {
    static let device = DeviceConfiguration(
        name: "card", displayName: "Card", size: Size(width: 180, height: 120), scale: 2, orientation: .portrait, safeArea: .zero,
        horizontalSizeClass: .compact, verticalSizeClass: .regular, layoutMargin: 16, displayCornerRadius: 0)

    static let schema = DatabaseSchema(
        applicationID: 0x4845_4C4F, migrations: [Migration("1-people", "CREATE TABLE people (name TEXT)")])

    static func catalog(root: URL) -> ScreenCatalog {
        ScreenCatalog(
            name: "Greeting",
            screens: [
                ScreenEntry(
                    name: "Hello",
                    states: [
                        ScreenState(name: "default") { db in
                            let name = try LiveQuery<String>.value(db, "SELECT name FROM people LIMIT 1", default: "nobody")
                            return { _ in
                                ZStack {
                                    Color(.background).ignoresSafeArea()
                                    Text("Hello, \(name.value)", style: .headline)
                                }
                            }
                        }
                    ])
            ],
            matrix: .product(devices: [device]),
            database: DatabaseFixture(name: "people") {
                let db = try Database.inMemory()
                try db.write { c in
                    try c.execute("CREATE TABLE people (name TEXT)")
                    try c.execute("INSERT INTO people VALUES ('Ada')")
                }
                return db
            },
            root: root, schema: schema)
    }
}

@MainActor
@Suite(.serialized) struct ScreenKitCommandLineTests {
    func folder() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    @Test func renderGalleryCheckAndOrphansWorkForAnyCatalog() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let tool = ScreenKitCommandLine(catalog: Greeting.catalog(root: root), toolName: "greeting")
        let out = root.appendingPathComponent("out")
        // What a render killed mid-write left behind (its writer is gone) is swept.
        let exited = Process()
        exited.executableURL = URL(fileURLWithPath: "/bin/true")
        try exited.run()
        exited.waitUntilExit()
        let leftover = out.appendingPathComponent("Hello/.default.card-portrait-light.png.screenkit-tmp-\(exited.processIdentifier)-3")
        try FileManager.default.createDirectory(at: leftover.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data([0x89]).write(to: leftover)
        #expect(tool.run(["render", "--out", out.path, "--jobs", "1"]) == 0)
        #expect(!FileManager.default.fileExists(atPath: leftover.path))
        let rendered = try FileManager.default.subpathsOfDirectory(atPath: out.path).filter { $0.hasSuffix(".png") }.sorted()
        #expect(rendered == ["Hello/default.card-portrait-dark.png", "Hello/default.card-portrait-light.png"])

        let gallery = root.appendingPathComponent("gallery")
        #expect(tool.run(["gallery", "--out", gallery.path, "--jobs", "1"]) == 0)
        let page = try String(contentsOf: gallery.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(page.contains("<h1>Greeting</h1>") && page.contains("screens/Hello/default.card-portrait-light.png"))

        // No reference folder yet: check says so (66) and creates nothing; an empty one fails (1).
        let artifacts = root.appendingPathComponent("artifacts")
        #expect(tool.run(["check", "--artifacts", artifacts.path, "--jobs", "1"]) == 66)
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("__Snapshots__").path))
        #expect(tool.run(["check", "--snapshots", "/nonexistent", "--jobs", "1"]) == 66)
        #expect(!FileManager.default.fileExists(atPath: "/.build"), "nothing is written at the filesystem root")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("__Snapshots__"), withIntermediateDirectories: true)
        #expect(tool.run(["check", "--artifacts", artifacts.path, "--jobs", "1"]) == 1)
        // Record the references as the test assertion would; then check passes.
        let catalog = Greeting.catalog(root: root)
        let recorder = SnapshotChecker(snapshotsDirectory: catalog.snapshotsDirectory, artifactsDirectory: artifacts, recordMode: .missing)
        _ = SnapshotPipeline(catalog: catalog, theme: .system, destination: .verify(recorder))
            .run(try catalog.jobs(theme: .system), runner: SnapshotRunner(theme: .system, workers: 1))
        for file in rendered {
            let (image, reference) = (out.appendingPathComponent(file).path, catalog.snapshotsDirectory.appendingPathComponent(file).path)
            #expect(try Bitmap.readPNG(at: image).pixels == Bitmap.readPNG(at: reference).pixels, "render draws what the references hold")
        }
        let report = root.appendingPathComponent("report.json")
        #expect(tool.run(["check", "--artifacts", artifacts.path, "--report", report.path, "--jobs", "1"]) == 0)
        let decoded = try JSONDecoder().decode(SnapshotReport.self, from: Data(contentsOf: report))
        #expect(decoded.total == 2 && decoded.passed == 2)
        // A reference nothing produces is an orphan.
        try Data([1]).write(to: root.appendingPathComponent("__Snapshots__/Hello/old.card-portrait-light.png"))
        #expect(tool.run(["orphans", "--artifacts", artifacts.path]) == 1)
        #expect(tool.run(["orphans", "--artifacts", artifacts.path, "--delete"]) == 0)
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("__Snapshots__/Hello/old.card-portrait-light.png").path))
        // Deleting a reference leaves its layout dump behind: that dump is an orphan, although
        // the snapshot is still produced, and --delete removes it.
        let references = root.appendingPathComponent("__Snapshots__/Hello")
        let dump = references.appendingPathComponent("default.card-portrait-dark.layout.txt")
        #expect(FileManager.default.fileExists(atPath: dump.path))
        try FileManager.default.removeItem(at: references.appendingPathComponent("default.card-portrait-dark.png"))
        #expect(tool.run(["orphans", "--artifacts", artifacts.path]) == 1)
        #expect(FileManager.default.fileExists(atPath: dump.path), "listing deletes nothing")
        #expect(tool.run(["orphans", "--artifacts", artifacts.path, "--delete"]) == 0)
        #expect(!FileManager.default.fileExists(atPath: dump.path))
        #expect(FileManager.default.fileExists(atPath: references.appendingPathComponent("default.card-portrait-light.layout.txt").path))
        #expect(tool.run(["orphans", "--artifacts", artifacts.path]) == 0)
    }

    /// `compact` shrinks a reference written by an older writer, only when asked to, and
    /// refuses a damaged one with the documented exit code, leaving it as it was.
    @Test func compactShrinksReferencesOnlyWhenAsked() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let tool = ScreenKitCommandLine(catalog: Greeting.catalog(root: root), toolName: "greeting")
        let reference = root.appendingPathComponent("__Snapshots__/Hello/default.card-portrait-light.png")
        var bitmap = Bitmap(width: 360, height: 240, fill: 0xFFF2_F2F7)
        for i in stride(from: 0, to: bitmap.pixels.count, by: 7) { bitmap.pixels[i] = 0xFF00_0000 | UInt32(i % 251) << 8 }
        try bitmap.writePNG(to: reference, compression: .fast)
        let old = try Data(contentsOf: reference)
        #expect(tool.run(["compact", "--dry-run"]) == 0)
        #expect(try Data(contentsOf: reference) == old)
        #expect(tool.run(["compact"]) == 0)
        let new = try Data(contentsOf: reference)
        #expect(new.count < old.count)
        #expect(try Bitmap.readPNG(at: reference.path).isPixelIdentical(to: bitmap))
        #expect(tool.run(["compact", "--snapshots", root.appendingPathComponent("nowhere").path]) == 66)
        #expect(tool.run(["compact", "--bogus"]) == 64)
        let damaged = Data(new.prefix(100))
        try damaged.write(to: reference)
        #expect(tool.run(["compact"]) == 65)
        #expect(try Data(contentsOf: reference) == damaged)
    }

    /// `render` writes quickly by default; `--compression smallest` writes the same pixels in
    /// smaller files.
    @Test func renderWritesQuicklyByDefaultAndSmallerOnRequest() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let tool = ScreenKitCommandLine(catalog: Greeting.catalog(root: root), toolName: "greeting")
        let (quick, small) = (root.appendingPathComponent("quick"), root.appendingPathComponent("small"))
        #expect(tool.run(["render", "--out", quick.path, "--jobs", "1"]) == 0)
        #expect(tool.run(["render", "--out", small.path, "--jobs", "1", "--compression", "smallest"]) == 0)
        let file = "Hello/default.card-portrait-light.png"
        let (a, b) = (quick.appendingPathComponent(file), small.appendingPathComponent(file))
        #expect(try Bitmap.readPNG(at: a.path).pixels == Bitmap.readPNG(at: b.path).pixels)
        #expect(try Data(contentsOf: b).count < Data(contentsOf: a).count)
    }

    @Test func exitCodesFollowOneContract() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let tool = ScreenKitCommandLine(catalog: Greeting.catalog(root: root), toolName: "greeting")
        #expect(tool.run(["render", "--screen", "Nope"]) == 64)
        #expect(tool.run(["render", "--bogus"]) == 64)
        #expect(tool.run(["render", "--compression", "zip"]) == 64)
        for bad in ["0", "-1", "abc", "inf"] {
            for command in ["render", "check", "gallery", "watch"] {
                #expect(tool.run([command, "--render-budget", bad]) == 64, "\(command) \(bad)")
            }
        }
        #expect(tool.run(["render", "--out", root.appendingPathComponent("budget").path, "--jobs", "1", "--render-budget", "30"]) == 0)
        #expect(tool.run(["frobnicate"]) == 64)
        #expect(tool.run(["render", "--database", root.appendingPathComponent("missing.sqlite").path]) == 66)
        let junk = root.appendingPathComponent("junk.sqlite")
        try Data(repeating: 7, count: 4096).write(to: junk)
        #expect(tool.run(["render", "--out", root.appendingPathComponent("o").path, "--database", junk.path]) == 65)
        #expect(try Data(contentsOf: junk) == Data(repeating: 7, count: 4096), "a refused file is left as it was")
        #expect(tool.run(["render", "--out", "/proc/greeting"]) == 73)
        #expect(tool.run(["compare", junk.path, junk.path]) == 65)
        // A diff that cannot be written is an output error before any comparison, and no folder is made.
        let out = root.appendingPathComponent("o")
        #expect(tool.run(["render", "--out", out.path]) == 0)
        let png = out.appendingPathComponent("Hello/default.card-portrait-light.png").path
        #expect(tool.run(["compare", png, png, "--diff", root.appendingPathComponent("missing/diff.png").path]) == 73)
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("missing").path))
        #expect(tool.run(["compare", png, png, "--diff", "/proc/diff.png"]) == 73)
        #expect(tool.run(["compare", png, png, "--diff", root.appendingPathComponent("diff.png").path]) == 0)
        #expect(tool.run(["watch", "--out", root.appendingPathComponent("w").path]) == 64, "no sample file to watch: asks for --database")
        #expect(tool.run(["--help"]) == 0)
    }

    /// A file given with --database is opened for what the job needs, and a file that is not
    /// the app's is refused before anything is written.
    @Test func databaseFilesAreOpenedForWhatTheJobNeeds() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let tool = ScreenKitCommandLine(catalog: Greeting.catalog(root: root), toolName: "greeting")
        let out = root.appendingPathComponent("out").path

        // Another app's database: refused, byte for byte unchanged, no -wal beside it.
        let other = root.appendingPathComponent("other.sqlite").path
        let sqlite = Process()
        sqlite.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        sqlite.arguments = [other, "CREATE TABLE accounts (id INTEGER PRIMARY KEY); INSERT INTO accounts VALUES (1);"]
        try sqlite.run()
        sqlite.waitUntilExit()
        let before = try Data(contentsOf: URL(fileURLWithPath: other))
        #expect(tool.run(["render", "--out", out, "--database", other]) == 65)
        #expect(tool.run(["render", "--out", out, "--database", other, "--migrate"]) == 65)
        #expect(try Data(contentsOf: URL(fileURLWithPath: other)) == before)
        #expect(!FileManager.default.fileExists(atPath: other + "-wal"))

        // A new database: --create makes it; then a read-only render leaves it exactly as it is.
        let mine = root.appendingPathComponent("mine.sqlite").path
        #expect(tool.run(["render", "--out", out, "--database", mine]) == 66)
        #expect(tool.run(["render", "--out", out, "--database", mine, "--create"]) == 0)
        let made = try Data(contentsOf: URL(fileURLWithPath: mine))
        let modified = try FileManager.default.attributesOfItem(atPath: mine)[.modificationDate] as? Date
        #expect(tool.run(["render", "--out", out, "--database", mine]) == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: mine)) == made)
        #expect(try FileManager.default.attributesOfItem(atPath: mine)[.modificationDate] as? Date == modified)
        #expect(tool.run(["render", "--migrate"]) == 64, "--migrate needs --database")
    }
}
