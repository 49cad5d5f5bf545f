import Foundation

/// The files an HTML report shows, as links relative to the report's folder, so that the folder
/// can be moved, zipped or uploaded whole. A file already inside the folder (the actual and diff
/// images in the artifacts folder) is linked where it is; one elsewhere (the reference in
/// `__Snapshots__`) is copied into `images/` under a name made from its snapshot's name and its
/// role, never a counter. Nothing outside the folder is written.
///
/// ```swift
/// let files = ReportFiles(folder: artifacts)
/// try files.link(reference.path, as: "Welcome/default.iphone17pro-portrait-light", role: "expected")
/// // "images/Welcome/default.iphone17pro-portrait-light.expected.png"
/// ```
struct ReportFiles {
    /// Where copies of files from outside the folder go, inside it.
    static let imagesFolder = "images"

    let folder: URL
    private let folderComponents: [String]

    init(folder: URL) {
        self.folder = folder
        folderComponents = Self.components(folder)
    }

    /// The link (relative, percent-encoded) to the file at `path`, copied in first when it lies
    /// outside the folder; nil when there is no such file.
    func link(_ path: String, as name: String, role: String) throws -> String? {
        try include(path, as: name, role: role).map(Self.encode)
    }

    /// The path components, relative to the folder, of the file at `path`, copied in first when
    /// it lies outside the folder; nil when there is no such file.
    func include(_ path: String, as name: String, role: String) throws -> [String]? {
        let source = URL(fileURLWithPath: path)
        guard !path.isEmpty, FileManager.default.fileExists(atPath: source.path) else { return nil }
        let parts = Self.components(source)
        if parts.count > folderComponents.count, Array(parts.prefix(folderComponents.count)) == folderComponents {
            return Array(parts.dropFirst(folderComponents.count))
        }
        let relative = [Self.imagesFolder] + Self.safeComponents(name, suffix: ".\(role)" + Self.fileExtension(of: source))
        let copy = relative.reduce(folder) { $0.appendingPathComponent($1) }
        try Self.copy(source, to: copy)
        return relative
    }

    /// `path` relative to `base` (a folder), with `..` where it lies outside; both resolved.
    static func relativePath(of path: String, from base: URL) -> String {
        let target = components(URL(fileURLWithPath: path))
        let from = components(base)
        var common = 0
        while common < min(target.count, from.count) && target[common] == from[common] { common += 1 }
        return (Array(repeating: "..", count: from.count - common) + target.dropFirst(common)).joined(separator: "/")
    }

    /// The path's components after resolving symbolic links, `.` and `..`.
    private static func components(_ url: URL) -> [String] {
        url.standardizedFileURL.resolvingSymlinksInPath().pathComponents.filter { $0 != "/" }
    }

    /// `Screen/state.stem` → `["Screen", "state.stem<suffix>"]`, dropping any part that could
    /// leave the images folder.
    private static func safeComponents(_ name: String, suffix: String) -> [String] {
        var parts = name.split(separator: "/").map(String.init).filter { !$0.isEmpty && $0 != "." && $0 != ".." }
        if parts.isEmpty { parts = ["snapshot"] }
        parts[parts.count - 1] += suffix
        return parts
    }

    /// `.png`, or `.layout.txt` for a layout dump.
    private static func fileExtension(of url: URL) -> String {
        url.lastPathComponent.hasSuffix(".layout.txt") ? ".layout.txt" : url.pathExtension.isEmpty ? "" : "." + url.pathExtension
    }

    /// Copies atomically, leaving an identical copy alone.
    private static func copy(_ source: URL, to destination: URL) throws {
        let data = try Data(contentsOf: source)
        if (try? Data(contentsOf: destination)) == data { return }
        try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: destination, options: .atomic)
    }

    /// Unreserved characters stay; everything else (spaces, `#`, `?`, `%`, `:` that would read as
    /// a scheme) is percent-encoded.
    private static let allowed = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    static func encode(_ components: [String]) -> String {
        components.map { $0.addingPercentEncoding(withAllowedCharacters: allowed) ?? $0 }.joined(separator: "/")
    }
}
