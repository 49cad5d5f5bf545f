import Foundation

/// The files that differ between a git revision and the working tree of the repository a
/// package lives in: committed since the revision, staged, unstaged, deleted, renamed (both
/// names) and untracked (not ignored) files, as git sees them.
///
/// ```swift
/// let changes = try ChangedFiles.since("main", packageRoot: catalog.root)
/// changes.packagePaths   // ["Sources/MyApp/Screens/SettingsScreen.swift", "../../Sources/Rendering/Canvas.swift"]
/// ```
public struct ChangedFiles: Equatable, Sendable {
    /// The revision as given.
    public var ref: String
    /// The commit it names.
    public var commit: String
    /// Every changed path relative to the package root, sorted; a path outside the package
    /// starts with `../`.
    public var packagePaths: [String]
    /// The package root relative to the repository's top folder (`""` when they are the same).
    public var packageFolder: String

    public init(ref: String, commit: String, packagePaths: [String], packageFolder: String) {
        self.ref = ref
        self.commit = commit
        self.packagePaths = packagePaths
        self.packageFolder = packageFolder
    }

    /// Asks git (found on `PATH`) in `packageRoot`. Throws ``ChangedFilesError``: the revision
    /// is unknown, the folder is in no repository, git is missing or fails.
    public static func since(_ ref: String, packageRoot: URL) throws -> ChangedFiles {
        guard !ref.isEmpty, !ref.hasPrefix("-"), !ref.contains("\0") else { throw ChangedFilesError.unknownRevision(ref) }
        let root = packageRoot.resolvingSymlinksInPath().standardizedFileURL
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw ChangedFilesError.notARepository(root.path)
        }
        let top = try git(["rev-parse", "--show-toplevel"], in: root) { _ in ChangedFilesError.notARepository(root.path) }
        let topURL = URL(fileURLWithPath: top.trimmingCharacters(in: .newlines)).resolvingSymlinksInPath().standardizedFileURL
        let commit = try git(["rev-parse", "--verify", "--quiet", ref + "^{commit}"], in: root) { _ in
            ChangedFilesError.unknownRevision(ref)
        }.trimmingCharacters(in: .whitespacesAndNewlines)
        // Whole-repository paths (run at the top, no --relative): a change beside the package
        // (the kit it depends on by path, say) is a change too. --no-renames lists both names.
        let fail = { (message: String) in ChangedFilesError.gitFailed(message) }
        let diff = try git(["diff", "--name-only", "--no-renames", "-z", commit, "--"], in: topURL, failure: fail)
        let untracked = try git(["ls-files", "--others", "--exclude-standard", "-z"], in: topURL, failure: fail)
        let repositoryPaths = Set((diff + untracked).split(separator: "\0").map(String.init).filter { !$0.isEmpty })
        let folder = relativePath(of: root.path, from: topURL.path)
        return ChangedFiles(
            ref: ref, commit: commit, packagePaths: repositoryPaths.map { relativePath(of: $0, inside: folder) }.sorted(), packageFolder: folder)
    }

    /// `path` (relative to the repository's top) relative to the package folder in it.
    static func relativePath(of path: String, inside folder: String) -> String {
        if folder.isEmpty { return path }
        if path.hasPrefix(folder + "/") { return String(path.dropFirst(folder.count + 1)) }
        let up = folder.split(separator: "/")
        let parts = path.split(separator: "/")
        let common = zip(up, parts).prefix { $0 == $1 }.count
        return (Array(repeating: "..", count: up.count - common) + parts.dropFirst(common).map(String.init)).joined(separator: "/")
    }

    /// The absolute `path` relative to the absolute `base` (a folder), with `../` where needed.
    ///
    /// ```swift
    /// ChangedFiles.relativePath(of: "/repo/Sources/Kit", from: "/repo/Examples/App")   // "../../Sources/Kit"
    /// ```
    public static func relativePath(of path: String, from base: String) -> String {
        relativePath(of: String(path.drop { $0 == "/" }), inside: String(base.drop { $0 == "/" }))
    }

    /// Runs git in `folder`; its standard output, or `failure` of its standard error.
    private static func git(_ arguments: [String], in folder: URL, failure: (String) -> ChangedFilesError) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "core.quotepath=off"] + arguments
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        // The folder asked about, not one a caller's environment points at.
        for name in ["GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE"] { environment[name] = nil }
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { throw ChangedFilesError.gitUnavailable }
        // Read both pipes to the end before waiting, so a long listing cannot fill one and stall git.
        let errorData = ErrorCollector(errors.fileHandleForReading)
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let message = String(decoding: errorData.finish(), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        // env says 127 when it cannot find git.
        if process.terminationStatus == 127 && message.contains("git") && message.contains("No such file") {
            throw ChangedFilesError.gitUnavailable
        }
        guard process.terminationStatus == 0 else { throw failure(message) }
        return String(decoding: data, as: UTF8.self)
    }
}

/// Reads a pipe to its end on another thread.
private final class ErrorCollector: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    func finish() -> Data {
        done.wait()
        return data
    }
}
