import Foundation
import ImageCodec
import ScreenCatalog
import ScreenLayout
import Snapshots
import Testing
import Theme

/// The proof that `--changed-since` never skips a snapshot that changed: for real edits in a
/// git repository (a screen's file, a model, an untracked file, a token, kit code, shared app
/// code, a rename, a deletion, references, a README), every snapshot whose rendered pixels or
/// reference files differ from before the edit — and every snapshot a full check fails — is
/// selected. The app here draws the text of its files, so its pixels depend on exactly the
/// files it reads, as a compiled app's depend on its sources.
@MainActor
@Suite(.serialized) struct ChangedSinceProofTests {
    static let device = DeviceConfiguration(
        name: "card", displayName: "Card", size: Size(width: 160, height: 90), scale: 1, orientation: .portrait, safeArea: .zero,
        horizontalSizeClass: .compact, verticalSizeClass: .regular, layoutMargin: 8, displayCornerRadius: 0)

    /// The text of the files at `paths` (relative to `root`; a folder is every file in it, by
    /// name); a missing file reads as "(missing)".
    nonisolated static func read(_ paths: [String], root: URL) -> String {
        paths.map { path -> String in
            let url = root.appendingPathComponent(path)
            if path.hasSuffix("/") {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path))?.sorted() ?? []
                return names.map { (try? String(contentsOf: url.appendingPathComponent($0), encoding: .utf8)) ?? "" }.joined(separator: " ")
            }
            return (try? String(contentsOf: url, encoding: .utf8)) ?? "(missing)"
        }.joined(separator: " ")
    }

    /// A screen that draws the text of `reads`, padded by the kit's `../Kit/Style.txt`, and
    /// declares `sources`.
    static func screen(_ name: String, reads: [String], sources: [String], tinted: Bool = false, root: URL) -> ScreenEntry {
        ScreenEntry(
            name: name,
            states: [
                ScreenState(name: "default") { _ in
                    let text = read(reads, root: root)
                    let padding = Double(read(["../Kit/Style.txt"], root: root).trimmingCharacters(in: .whitespacesAndNewlines)) ?? 4
                    return { _ in
                        ZStack {
                            Color(.background).ignoresSafeArea()
                            VStack(alignment: .leading, spacing: 2) {
                                if tinted { Color(.tint).frame(width: 20, height: 6) }
                                Text(text, style: .body)
                                Spacer()
                            }
                            .padding(.all, .points(padding))
                        }
                    }
                }
            ], sources: sources)
    }

    static func catalog(root: URL) -> ScreenCatalog {
        var catalog = ScreenCatalog(
            name: "Proof",
            screens: [
                screen(
                    "Shelf", reads: ["Sources/App/Screens/Shelf/", "Sources/App/Models/ShelfModel.txt", "Sources/App/Shared/Format.txt"],
                    sources: ["Sources/App/Screens/Shelf/", "./Sources/App/Models/ShelfModel.txt"], tinted: true, root: root),
                screen(
                    "Item", reads: ["Sources/App/Screens/Item.txt", "Sources/App/Shared/Format.txt"], sources: ["Sources/App/Screens/Item.txt"],
                    root: root),
                screen("About", reads: ["Sources/App/Screens/About.txt"], sources: ["Sources/App/Screens/About.txt"], root: root),
            ],
            matrix: .product(devices: [device]), root: root, audits: [])
        catalog.unrenderedPaths = ["README.md", "Tests/"]
        return catalog
    }

    nonisolated static let tokens = """
        {"color": {"$type": "color", "system": {"tint": {
            "$value": {"colorSpace": "srgb", "components": [0.1, 0.5, 0.2]},
            "$extensions": {"screenkit.modes": {"dark": {"colorSpace": "srgb", "components": [0.3, 0.7, 0.4]}}}}}}}
        """

    /// A repository with the kit beside the app (`Kit/`, `App/`), the app's references
    /// recorded and committed on `main`.
    static func repository() throws -> (repo: GitRepository, catalog: ScreenCatalog, base: String) {
        let repo = try GitRepository("proof")
        try repo.write("6", to: "Kit/Style.txt")
        try repo.write("// the manifest", to: "App/Package.swift")
        try repo.write(tokens, to: "App/DesignTokens/color.tokens.json")
        try repo.write("Shelf", to: "App/Sources/App/Screens/Shelf/Title.txt")
        try repo.write("3 jars", to: "App/Sources/App/Models/ShelfModel.txt")
        try repo.write("Item", to: "App/Sources/App/Screens/Item.txt")
        try repo.write("About", to: "App/Sources/App/Screens/About.txt")
        try repo.write("·", to: "App/Sources/App/Shared/Format.txt")
        try repo.write("# Proof", to: "App/README.md")
        let catalog = catalog(root: repo.top.appendingPathComponent("App"))
        let theme = try catalog.loadTheme()
        let recorder = SnapshotChecker(
            snapshotsDirectory: catalog.snapshotsDirectory, artifactsDirectory: repo.top.appendingPathComponent("artifacts"), recordMode: .missing)
        _ = SnapshotPipeline(catalog: catalog, theme: theme, destination: .verify(recorder))
            .run(try catalog.jobs(theme: theme), runner: SnapshotRunner(theme: theme, workers: 1))
        try repo.write("artifacts/\n", to: ".gitignore")
        let base = try repo.commitAll("base")
        return (repo, catalog, base)
    }

    /// Each snapshot's rendered pixels and its reference files' bytes, as they are now.
    static func state(of catalog: ScreenCatalog) throws -> [String: Data] {
        let theme = try catalog.loadTheme()
        let snapshotter = try ScreenSnapshotter(theme: theme)
        var state: [String: Data] = [:]
        for job in try catalog.jobs(theme: theme) {
            let bitmap = try snapshotter.render(job.body, configuration: job.name.configuration).bitmap
            var bytes = Data("\(bitmap.width)x\(bitmap.height)".utf8)
            bytes.append(bitmap.pixels.withUnsafeBytes { Data($0) })
            for path in [job.name.relativePath, job.name.layoutRelativePath] {
                bytes.append(Data(path.utf8))
                bytes.append((try? Data(contentsOf: catalog.snapshotsDirectory.appendingPathComponent(path))) ?? Data("none".utf8))
            }
            state[job.name.relativePath] = bytes
        }
        return state
    }

    /// The snapshots a full check of the working tree fails.
    static func failing(_ catalog: ScreenCatalog, artifacts: URL) throws -> Set<String> {
        let theme = try catalog.loadTheme()
        let checker = SnapshotChecker(snapshotsDirectory: catalog.snapshotsDirectory, artifactsDirectory: artifacts, recordMode: .never)
        let results = SnapshotPipeline(catalog: catalog, theme: theme, destination: .verify(checker))
            .run(try catalog.jobs(theme: theme), runner: SnapshotRunner(theme: theme, workers: 1))
        return Set(results.filter { $0.error != nil }.map(\.name.relativePath))
    }

    struct Edit: CustomStringConvertible, Sendable {
        var description: String
        /// What the selection must be, exactly: nil for every snapshot.
        var expected: Set<String>?
        var apply: @Sendable (GitRepository) throws -> Void
    }

    nonisolated static let shelf: Set<String> = ["Shelf/default.card-portrait-light.png", "Shelf/default.card-portrait-dark.png"]

    nonisolated static let edits: [Edit] = [
        Edit(description: "a screen's file, unstaged", expected: shelf) { try $0.write("Shelf!", to: "App/Sources/App/Screens/Shelf/Title.txt") },
        Edit(description: "a model, committed", expected: shelf) { repo in
            try repo.write("4 jars", to: "App/Sources/App/Models/ShelfModel.txt")
            try repo.commitAll("more jars")
        },
        Edit(description: "an untracked file in a screen's folder", expected: shelf) {
            try $0.write("new", to: "App/Sources/App/Screens/Shelf/Note.txt")
        },
        Edit(description: "a token, staged", expected: nil) { repo in
            try repo.write(tokens.replacingOccurrences(of: "0.1, 0.5, 0.2", with: "0.6, 0.1, 0.2"), to: "App/DesignTokens/color.tokens.json")
            try repo.git("add", "App/DesignTokens/color.tokens.json")
        },
        Edit(description: "kit code beside the package", expected: nil) { try $0.write("10", to: "Kit/Style.txt") },
        Edit(description: "a shared file, deleted and committed", expected: nil) { repo in
            try repo.git("rm", "--quiet", "App/Sources/App/Shared/Format.txt")
            try repo.commitAll("no format")
        },
        Edit(description: "a screen's file, renamed", expected: nil) {
            try $0.git("mv", "App/Sources/App/Screens/Item.txt", "App/Sources/App/Screens/Item2.txt")
        },
        Edit(description: "a reference, replaced", expected: ["About/default.card-portrait-light.png"]) { repo in
            let folder = repo.top.appendingPathComponent("App/__Snapshots__")
            try FileManager.default.removeItem(at: folder.appendingPathComponent("About/default.card-portrait-light.png"))
            try FileManager.default.copyItem(
                at: folder.appendingPathComponent("Item/default.card-portrait-light.png"),
                to: folder.appendingPathComponent("About/default.card-portrait-light.png"))
        },
        Edit(description: "a reference, deleted", expected: ["Item/default.card-portrait-dark.png"]) { repo in
            try FileManager.default.removeItem(at: repo.top.appendingPathComponent("App/__Snapshots__/Item/default.card-portrait-dark.png"))
        },
        Edit(description: "a layout dump, edited", expected: ["Item/default.card-portrait-light.png"]) { repo in
            try repo.write("changed", to: "App/__Snapshots__/Item/default.card-portrait-light.layout.txt")
        },
        Edit(description: "the README and a test", expected: []) { repo in
            try repo.write("# Proof, again", to: "App/README.md")
            try repo.write("// a test", to: "App/Tests/AppTests/ProofTests.swift")
        },
    ]

    @Test(arguments: edits) func neverSkipsASnapshotThatChanged(_ edit: Edit) throws {
        let (repo, catalog, base) = try Self.repository()
        defer { repo.remove() }
        let before = try Self.state(of: catalog)
        #expect(try Self.failing(catalog, artifacts: repo.top.appendingPathComponent("artifacts/before")).isEmpty)
        try edit.apply(repo)
        let after = try Self.state(of: catalog)
        let changed = Set(before.keys.filter { before[$0] != after[$0] })
        let failing = try Self.failing(catalog, artifacts: repo.top.appendingPathComponent("artifacts/after"))

        let changes = try ChangedFiles.since(base, packageRoot: catalog.root)
        let names = try catalog.jobs(theme: try catalog.loadTheme()).map(\.name)
        let selection = ChangeSelection(changes.packagePaths, catalog: catalog, names: names)
        let selected = Set(names.filter(selection.selects).map(\.relativePath))
        #expect(changed.isSubset(of: selected), "\(edit): changed \(changed.subtracting(selected).sorted()) were skipped")
        #expect(failing.isSubset(of: selected), "\(edit): failing \(failing.subtracting(selected).sorted()) were skipped")
        #expect(selected == (edit.expected ?? Set(names.map(\.relativePath))), "\(edit): \(selection.effects)")
        // The edits that can change pixels do: the test would catch a wrong skip.
        if edit.expected == [] {
            #expect(changed.isEmpty && failing.isEmpty)
        } else {
            #expect(!changed.isEmpty, "\(edit) changed nothing")
        }
    }
}
