import Foundation

/// Checks what a catalog's screens list as their own sources (``ScreenEntry/sources``)
/// against the app's Swift files, so that `check --changed-since` cannot skip a screen that
/// draws with a changed file: a listed file may be used only by files listed for the same
/// screens or fewer (the catalog's registry may name a screen's `entry`), may not add what
/// other files use without naming it (a conformance, an `init` on another file's type), and
/// every listed path must exist. The scan is by name (``SwiftDeclarations``), not a compiler:
/// keep each screen's files to the screen's own types.
///
/// ```swift
/// let problems = try ScreenSources.problems(in: .myApp, folders: ["Sources/MyApp"],
///                                           catalogFiles: ["Sources/MyApp/Screens.swift"])
/// #expect(problems.isEmpty, "\(problems)")
/// ```
public enum ScreenSources {
    /// - Parameters:
    ///   - folders: the app's code, relative to the package root.
    ///   - catalogFiles: files that register the screens: they may name a listed file's
    ///     `Screen.entry`, nothing else of it.
    /// - Returns: one line per problem, saying what to do; empty when every listing holds.
    public static func problems(in catalog: ScreenCatalog, folders: [String], catalogFiles: [String] = []) throws -> [String] {
        let root = catalog.root
        var problems: [String] = []
        for screen in catalog.screens {
            for source in screen.sources where ["", "."].contains(ChangeSelection.normalized(source)) {
                problems.append("\(screen.name) lists the whole package (\"\(source)\"), which claims nothing; list the screen's own files.")
            }
            for source in screen.sources
            where !FileManager.default.fileExists(atPath: root.appendingPathComponent(ChangeSelection.normalized(source)).path) {
                problems.append("\(screen.name) lists \(source), which does not exist; list the files the screen draws with.")
            }
        }
        var files: [String] = []
        for folder in folders.map(ChangeSelection.normalized) {
            guard let found = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path) else { continue }
            for case let path as String in found where path.hasSuffix(".swift") { files.append("\(folder)/\(path)") }
        }
        files.sort()
        func owners(_ path: String) -> Set<String> {
            Set(
                catalog.screens.filter { screen in screen.sources.contains { ChangeSelection.claims($0, path) } }
                    .map(\.name))
        }
        var names: [String: Set<String>] = [:]
        for file in files {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            var tokens = SwiftDeclarations.tokens(SwiftDeclarations.strippingCommentsAndStrings(text))
            if catalogFiles.map(ChangeSelection.normalized).contains(file) {
                // `Screen.entry` registers a screen: drop both names.
                var kept: [String] = []
                var i = 0
                while i < tokens.count {
                    if i + 2 < tokens.count && tokens[i + 1] == "." && tokens[i + 2] == "entry" {
                        i += 3
                        continue
                    }
                    kept.append(tokens[i])
                    i += 1
                }
                tokens = kept
            }
            names[file] = Set(tokens)
        }
        for file in files {
            let listers = owners(file)
            if listers.isEmpty { continue }
            let who = listers.sorted().joined(separator: ", ")
            let declared = SwiftDeclarations(scanning: try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8))
            for what in declared.unnameable {
                problems.append(
                    "\(file), listed by \(who), adds \(what), which other files use without naming it; move it to a file no screen lists.")
            }
            for other in files where other != file {
                let otherListers = owners(other)
                if !otherListers.isEmpty && otherListers.isSubset(of: listers) { continue }
                let used = declared.names.intersection(names[other] ?? []).sorted()
                if used.isEmpty { continue }
                problems.append(
                    "\(other) uses \(used.joined(separator: ", ")) of \(file), which only \(who) lists; "
                        + "list \(other) for \(otherListers.isEmpty ? "the same screens" : "no more screens than \(file)"), or \(file) for no screen."
                )
            }
        }
        return problems
    }
}
