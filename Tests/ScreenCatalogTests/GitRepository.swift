import Foundation

/// A throwaway git repository in a temporary folder, for the tests of `--changed-since`.
struct GitRepository {
    let top: URL

    init(_ name: String) throws {
        top = try temporaryFolder(name).resolvingSymlinksInPath()
        try git("init", "--quiet", "--initial-branch=main")
    }

    /// Runs git in the repository; its output. Fails the test's step when git fails.
    @discardableResult
    func git(_ arguments: String...) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.name=Test", "-c", "user.email=test@example.com", "-c", "commit.gpgsign=false"] + arguments
        process.currentDirectoryURL = top
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw GitCommandFailed(arguments: arguments) }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Commits everything; the new commit's hash.
    @discardableResult
    func commitAll(_ message: String) throws -> String {
        try git("add", "--all")
        try git("commit", "--quiet", "--allow-empty", "-m", message)
        return try git("rev-parse", "HEAD")
    }

    func write(_ text: String, to path: String) throws {
        let url = top.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func remove() { try? FileManager.default.removeItem(at: top) }
}

struct GitCommandFailed: Error {
    var arguments: [String]
}
