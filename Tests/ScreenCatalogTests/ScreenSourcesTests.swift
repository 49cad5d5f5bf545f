import Foundation
import ScreenCatalog
import Testing

/// The check that keeps a catalog's listed sources honest: no file outside a screen's own
/// may use what a listed file declares.
@Suite struct ScreenSourcesTests {
    func app(_ files: [String: String], sources: [String: [String]]) throws -> (ScreenCatalog, URL) {
        let root = try temporaryFolder("sources")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let screens = sources.keys.sorted().map { ScreenEntry(name: $0, states: [], sources: sources[$0] ?? []) }
        return (ScreenCatalog(name: "App", screens: screens, root: root), root)
    }

    static let files = [
        "Sources/App/Screens/ShelfScreen.swift": "enum ShelfScreen { static let entry = 1\n static func body() -> Node { ItemScreen.row() } }",
        "Sources/App/Screens/ItemScreen.swift": "enum ItemScreen { static let entry = 1\n static func row() -> Node { Text(\"ShelfScreen\") } }",
        "Sources/App/Registry.swift": "let all = [ShelfScreen.entry, ItemScreen.entry]",
        "Sources/App/Shared/Format.swift": "func format() -> String { \"\" }",
    ]

    @Test func aListedFileUsedByAnotherScreensFileIsAProblem() throws {
        let (catalog, root) = try app(
            Self.files, sources: ["Shelf": ["Sources/App/Screens/ShelfScreen.swift"], "Item": ["Sources/App/Screens/ItemScreen.swift"]])
        defer { try? FileManager.default.removeItem(at: root) }
        let problems = try ScreenSources.problems(in: catalog, folders: ["Sources/App"], catalogFiles: ["Sources/App/Registry.swift"])
        #expect(
            problems == [
                "Sources/App/Screens/ShelfScreen.swift uses ItemScreen of Sources/App/Screens/ItemScreen.swift, which only Item lists; "
                    + "list Sources/App/Screens/ShelfScreen.swift for no more screens than Sources/App/Screens/ItemScreen.swift, "
                    + "or Sources/App/Screens/ItemScreen.swift for no screen."
            ])
        // Without the registry exemption, registering is using.
        #expect(try ScreenSources.problems(in: catalog, folders: ["Sources/App"]).count == 3)
    }

    @Test func listingTheUsedFileForBothScreensHolds() throws {
        let (catalog, root) = try app(
            Self.files,
            sources: [
                "Shelf": ["Sources/App/Screens/ShelfScreen.swift", "Sources/App/Screens/ItemScreen.swift"],
                "Item": ["Sources/App/Screens/ItemScreen.swift"],
            ])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try ScreenSources.problems(in: catalog, folders: ["Sources/App"], catalogFiles: ["Sources/App/Registry.swift"]).isEmpty)
    }

    @Test func aMissingListedPathAndAConformanceAreProblems() throws {
        var files = Self.files
        files["Sources/App/Screens/ItemScreen.swift"]! += "\nextension Piece: Comparable {}"
        let (catalog, root) = try app(
            files,
            sources: [
                "Shelf": ["Sources/App/Screens/Shelf/"], "Item": ["Sources/App/Screens/ItemScreen.swift", "Sources/App/Screens/ShelfScreen.swift"],
            ])
        defer { try? FileManager.default.removeItem(at: root) }
        let problems = try ScreenSources.problems(in: catalog, folders: ["Sources/App"], catalogFiles: ["Sources/App/Registry.swift"])
        #expect(
            problems == [
                "Shelf lists Sources/App/Screens/Shelf/, which does not exist; list the files the screen draws with.",
                "Sources/App/Screens/ItemScreen.swift, listed by Item, adds extension Piece: …, which other files use without naming it; "
                    + "move it to a file no screen lists.",
            ])
    }
}
