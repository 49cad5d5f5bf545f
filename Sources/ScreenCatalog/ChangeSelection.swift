import Snapshots

/// Which snapshots a set of changed files can have changed, and why: the conservative map
/// behind `check --changed-since`. A changed reference selects its snapshot; a file that only
/// some screens list in ``ScreenEntry/sources`` selects those screens; a path the catalog
/// declares unrendered (``ScreenCatalog/unrenderedPaths``) selects nothing; anything else —
/// kit code, the manifest, tokens, fonts, shared app code, a file outside the package —
/// selects every snapshot.
///
/// ```swift
/// let selection = ChangeSelection(changes.packagePaths, catalog: catalog, names: jobs.map(\.name))
/// let mine = jobs.filter { selection.selects($0.name) }
/// ```
public struct ChangeSelection: Sendable {
    /// What one changed path selects.
    public enum Effect: Equatable, Sendable {
        /// Every snapshot, for this reason.
        case all(String)
        case screens([String])
        case snapshots([String])
        /// Nothing, for this reason.
        case nothing(String)
    }

    /// Each changed path and what it selects, in the order given.
    public var effects: [(path: String, effect: Effect)]
    /// The relative paths of the selected snapshots, or nil when every one is.
    public var selected: Set<String>?

    /// - Parameters:
    ///   - paths: the changed files relative to the package root (`../` for outside).
    ///   - screens: the catalog's screens with their sources.
    ///   - unrenderedPaths: files and folders that never change a pixel.
    ///   - snapshotsFolder: the reference folder relative to the package root, or nil when it
    ///     lies outside the repository (then every snapshot is selected: git cannot see it).
    ///   - names: the snapshots to choose from.
    public init(_ paths: [String], screens: [ScreenEntry], unrenderedPaths: [String], snapshotsFolder: String?, names: [SnapshotName]) {
        var effects: [(path: String, effect: Effect)] = []
        var selected: Set<String>? = []
        let byScreen = Dictionary(grouping: names.map(\.relativePath)) { String($0.prefix { $0 != "/" }) }
        if snapshotsFolder == nil {
            effects.append(("references", .all("the references lie outside the repository, where git cannot see changes")))
            selected = nil
        }
        for path in paths {
            let effect = Self.effect(
                of: path, screens: screens, unrenderedPaths: unrenderedPaths, snapshotsFolder: snapshotsFolder, names: names, byScreen: byScreen)
            effects.append((path, effect))
            switch effect {
            case .all: selected = nil
            case .screens(let s): selected?.formUnion(s.flatMap { byScreen[$0] ?? [] })
            case .snapshots(let s): selected?.formUnion(s)
            case .nothing: break
            }
        }
        self.effects = effects
        self.selected = selected
    }

    /// The selection for a catalog whose references are in its ``ScreenCatalog/snapshotsDirectory``,
    /// in the same repository as its root.
    public init(_ paths: [String], catalog: ScreenCatalog, names: [SnapshotName]) {
        let folder = ChangedFiles.relativePath(
            of: catalog.snapshotsDirectory.standardizedFileURL.path, from: catalog.root.standardizedFileURL.path)
        self.init(paths, screens: catalog.screens, unrenderedPaths: catalog.unrenderedPaths, snapshotsFolder: folder, names: names)
    }

    public func selects(_ name: SnapshotName) -> Bool { selected?.contains(name.relativePath) ?? true }

    static func effect(
        of path: String, screens: [ScreenEntry], unrenderedPaths: [String], snapshotsFolder: String?, names: [SnapshotName],
        byScreen: [String: [String]]
    ) -> Effect {
        if let folder = snapshotsFolder.map(normalized), let rest = within(folder, path) {
            let screen = String(rest.prefix { $0 != "/" })
            guard byScreen[screen] != nil else { return .nothing("\(path) is a reference of no snapshot checked here") }
            let own = names.filter {
                $0.relativePath == rest || $0.layoutRelativePath == rest || rest.hasPrefix(String($0.relativePath.dropLast(3)))
            }
            return own.isEmpty ? .screens([screen]) : .snapshots(own.map(\.relativePath))
        }
        if path.hasPrefix("../") { return .all("\(path) is outside the package") }
        let owners = screens.filter { screen in screen.sources.contains { claims($0, path) } }.map(\.name)
        if !owners.isEmpty { return .screens(owners) }
        if unrenderedPaths.contains(where: { claims($0, path) }) {
            return .nothing("\(path) is declared unrendered")
        }
        return .all("\(path) belongs to no screen alone")
    }

    /// Whether a listed file or folder holds `path`; the package root itself (`""`, `.`)
    /// holds nothing: a listing of everything would skip wrongly.
    static func claims(_ listed: String, _ path: String) -> Bool {
        let folder = normalized(listed)
        return !folder.isEmpty && folder != "." && within(folder, path) != nil
    }

    /// `path` below `folder` (or `""` when it is `folder` itself), or nil.
    static func within(_ folder: String, _ path: String) -> String? {
        if folder.isEmpty || folder == "." { return path }
        if path == folder { return "" }
        return path.hasPrefix(folder + "/") ? String(path.dropFirst(folder.count + 1)) : nil
    }

    static func normalized(_ path: String) -> String {
        var p = Substring(path)
        while p.hasPrefix("./") { p = p.dropFirst(2) }
        while p.hasSuffix("/") { p = p.dropLast() }
        return String(p)
    }

    /// What `check` prints: one summary line, why everything is checked (or which paths
    /// selected which screens), and the skipped screens with their counts.
    ///
    /// ```swift
    /// selection.summary(ref: "main", files: 2, names: names)
    /// // changed since main: 2 files → checking 36 of 324 snapshots (Collection); skipped 288
    /// ```
    public func summary(ref: String, files: Int, names: [SnapshotName]) -> [String] {
        let checked = names.filter(selects)
        let skipped = names.filter { !selects($0) }
        let screensChecked = ordered(checked.map(\.screen))
        let fileText = files == 1 ? "1 file" : "\(files) files"
        var lines = [
            "changed since \(ref): \(fileText) → checking \(checked.count) of \(names.count) snapshots"
                + (screensChecked.isEmpty || skipped.isEmpty ? "" : " (\(screensChecked.joined(separator: ", ")))")
                + "; skipped \(skipped.count)"
        ]
        if selected == nil, let first = effects.first(where: { if case .all = $0.effect { true } else { false } }),
            case .all(let reason) = first.effect
        {
            lines.append("  \(reason): checking all \(names.count)")
        } else {
            var selecting: [String] = []
            var nothing: [String] = []
            for (path, effect) in effects {
                switch effect {
                case .screens(let s): selecting.append("  \(path) → \(s.joined(separator: ", "))")
                case .snapshots(let s): selecting.append("  \(path) → \(s.joined(separator: ", "))")
                case .nothing: nothing.append(path)
                case .all: break
                }
            }
            lines += selecting.prefix(20)
            if selecting.count > 20 { lines.append("  … and \(selecting.count - 20) more") }
            if !nothing.isEmpty {
                lines.append(
                    "  drawing nothing checked here (declared unrendered, or references of no snapshot here): "
                        + nothing.prefix(5).joined(separator: ", ") + (nothing.count > 5 ? " and \(nothing.count - 5) more" : ""))
            }
        }
        if !skipped.isEmpty {
            let counts = Dictionary(grouping: skipped, by: \.screen).mapValues(\.count)
            lines.append("skipped: " + ordered(skipped.map(\.screen)).map { "\($0) (\(counts[$0] ?? 0))" }.joined(separator: ", "))
        }
        return lines
    }

    private func ordered(_ screens: [String]) -> [String] {
        var seen = Set<String>()
        return screens.filter { seen.insert($0).inserted }
    }
}
