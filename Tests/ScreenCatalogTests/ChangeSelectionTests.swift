import ScreenCatalog
import ScreenLayout
import Snapshots
import Testing
import Theme

/// The map from a changed path to the snapshots it can change: conservative everywhere.
@Suite struct ChangeSelectionTests {
    static func names() throws -> [SnapshotName] {
        var names: [SnapshotName] = []
        for (screen, states) in [("List", ["default", "empty"]), ("Close", ["default"]), ("About", ["default"])] {
            for state in states {
                for scheme in [ColorScheme.light, .dark] {
                    names.append(
                        try SnapshotName(
                            screen: screen, state: state, configuration: SnapshotConfiguration(device: Notes.device, colorScheme: scheme, scale: 2)))
                }
            }
        }
        return names
    }

    static let screens = [
        ScreenEntry(name: "List", states: [], sources: ["Sources/Notes/List/", "Sources/Notes/Shared/Row.swift"]),
        ScreenEntry(name: "Close", states: [], sources: ["./Sources/Notes/Close.swift", "Sources/Notes/Shared/Row.swift"]),
        ScreenEntry(name: "About", states: []),
    ]

    func selected(_ paths: [String], folder: String? = "__Snapshots__") throws -> [String]? {
        let names = try Self.names()
        let selection = ChangeSelection(paths, screens: Self.screens, unrenderedPaths: ["README.md", "Tests"], snapshotsFolder: folder, names: names)
        return selection.selected.map { _ in names.filter(selection.selects).map(\.relativePath) }
    }

    @Test func aScreensOwnSourcesSelectThatScreen() throws {
        let list = [
            "List/default.notes-portrait-light.png", "List/default.notes-portrait-dark.png", "List/empty.notes-portrait-light.png",
            "List/empty.notes-portrait-dark.png",
        ]
        #expect(try selected(["Sources/Notes/List/ListScreen.swift"]) == list)
        #expect(try selected(["Sources/Notes/List/Deep/Model.swift"]) == list)
        #expect(try selected(["Sources/Notes/Close.swift"]) == ["Close/default.notes-portrait-light.png", "Close/default.notes-portrait-dark.png"])
        // A file two screens list selects both; a file beside a listed folder's name does not belong to it.
        #expect(try selected(["Sources/Notes/Shared/Row.swift"])?.count == 6)
        #expect(try selected(["Sources/Notes/ListExtras.swift"]) == nil)
        // A screen that lists the whole package claims nothing.
        let names = try Self.names()
        for everything in ["", ".", "./"] {
            let greedy = ChangeSelection(
                ["Package.swift"], screens: [ScreenEntry(name: "About", states: [], sources: [everything])], unrenderedPaths: [everything],
                snapshotsFolder: "__Snapshots__", names: names)
            #expect(greedy.selected == nil)
        }
    }

    @Test func everythingElseSelectsEverySnapshot() throws {
        for path in [
            "Package.swift", "Package.resolved", "DesignTokens/color.tokens.json", "Sources/Notes/Shared/Format.swift", "Scripts/setup",
            "../../Sources/Rendering/Canvas.swift", "Sources/Notes/Close.swift.orig", "Fonts/Inter.ttf",
        ] {
            #expect(try selected([path]) == nil, "\(path)")
            #expect(try selected(["Sources/Notes/Close.swift", path, "README.md"]) == nil, "\(path)")
        }
        // References outside the repository: git cannot see them change.
        #expect(try selected([], folder: nil) == nil)
    }

    @Test func aChangedReferenceSelectsItsSnapshot() throws {
        #expect(try selected(["__Snapshots__/List/empty.notes-portrait-dark.png"]) == ["List/empty.notes-portrait-dark.png"])
        #expect(try selected(["__Snapshots__/List/empty.notes-portrait-dark.layout.txt"]) == ["List/empty.notes-portrait-dark.png"])
        // Another file in a screen's folder: the screen; a folder of no screen here: nothing.
        #expect(
            try selected(["__Snapshots__/About/notes.txt"]) == ["About/default.notes-portrait-light.png", "About/default.notes-portrait-dark.png"])
        #expect(try selected(["__Snapshots__/Gone/default.notes-portrait-light.png"]) == [])
        #expect(
            try selected(["References/About/default.notes-portrait-light.png"], folder: "References") == ["About/default.notes-portrait-light.png"])
    }

    @Test func unrenderedPathsAndNoChangesSelectNothing() throws {
        #expect(try selected([]) == [])
        #expect(try selected(["README.md", "Tests/NotesTests/ListTests.swift", "Tests"]) == [])
    }

    @Test func theSummarySaysWhatWasCheckedAndSkipped() throws {
        let names = try Self.names()
        let one = ChangeSelection(
            ["Sources/Notes/Close.swift", "README.md"], screens: Self.screens, unrenderedPaths: ["README.md"], snapshotsFolder: "__Snapshots__",
            names: names)
        #expect(
            one.summary(ref: "main", files: 2, names: names) == [
                "changed since main: 2 files → checking 2 of 8 snapshots (Close); skipped 6",
                "  Sources/Notes/Close.swift → Close",
                "  drawing nothing checked here (declared unrendered, or references of no snapshot here): README.md",
                "skipped: List (4), About (2)",
            ])
        let all = ChangeSelection(
            ["Sources/Notes/Close.swift", "Sources/Kit/Canvas.swift"], screens: Self.screens, unrenderedPaths: [], snapshotsFolder: "__Snapshots__",
            names: names)
        #expect(
            all.summary(ref: "v1", files: 1, names: names) == [
                "changed since v1: 1 file → checking 8 of 8 snapshots; skipped 0",
                "  Sources/Kit/Canvas.swift belongs to no screen alone: checking all 8",
            ])
    }
}
