import Foundation
import ScreenCatalog
import Testing

/// What git says changed since a revision, relative to the package, and the errors of asking.
@Suite struct ChangedFilesTests {
    @Test func listsCommittedStagedUnstagedDeletedRenamedAndUntrackedFiles() throws {
        let repo = try GitRepository("changed")
        defer { repo.remove() }
        for name in ["committed", "staged", "unstaged", "deleted", "renamed", "same"] { try repo.write(name, to: "App/\(name).txt") }
        try repo.write("kit", to: "Kit/Canvas.swift")
        try repo.write("ignored.txt\n", to: ".gitignore")
        let base = try repo.commitAll("base")
        try repo.write("committed 2", to: "App/committed.txt")
        try repo.commitAll("second")
        try repo.write("staged 2", to: "App/staged.txt")
        try repo.git("add", "App/staged.txt")
        try repo.write("unstaged 2", to: "App/unstaged.txt")
        try repo.git("rm", "--quiet", "App/deleted.txt")
        try repo.git("mv", "App/renamed.txt", "App/moved.txt")
        try repo.write("new", to: "App/Neue Datei ü.txt")
        try repo.write("ignored", to: "App/ignored.txt")
        try repo.write("kit 2", to: "Kit/Canvas.swift")

        let changes = try ChangedFiles.since(base, packageRoot: repo.top.appendingPathComponent("App"))
        #expect(changes.commit == base && changes.ref == base && changes.packageFolder == "App")
        #expect(
            changes.packagePaths == [
                "../Kit/Canvas.swift", "Neue Datei ü.txt", "committed.txt", "deleted.txt", "moved.txt", "renamed.txt", "staged.txt", "unstaged.txt",
            ])
        // From the top, nothing is outside; a branch name works as well as a commit.
        let top = try ChangedFiles.since("main", packageRoot: repo.top)
        #expect(top.packageFolder == "" && top.packagePaths.contains("Kit/Canvas.swift") && !top.packagePaths.contains("App/committed.txt"))
        // Nothing changed: nothing listed.
        try repo.commitAll("everything")
        #expect(try ChangedFiles.since("HEAD", packageRoot: repo.top).packagePaths.isEmpty)
    }

    @Test func anUnknownRevisionOrNoRepositoryIsOneClearError() throws {
        let repo = try GitRepository("changed")
        defer { repo.remove() }
        try repo.write("a", to: "a.txt")
        try repo.commitAll("base")
        #expect(throws: ChangedFilesError.unknownRevision("mian")) { try ChangedFiles.since("mian", packageRoot: repo.top) }
        #expect(throws: ChangedFilesError.unknownRevision("--output=x")) { try ChangedFiles.since("--output=x", packageRoot: repo.top) }
        #expect(throws: ChangedFilesError.unknownRevision("")) { try ChangedFiles.since("", packageRoot: repo.top) }
        #expect(!FileManager.default.fileExists(atPath: repo.top.appendingPathComponent("x").path))
        #expect("\(ChangedFilesError.unknownRevision("mian"))".hasPrefix("git knows no revision 'mian'."))

        let plain = try temporaryFolder("not-a-repository").resolvingSymlinksInPath()
        defer { try? FileManager.default.removeItem(at: plain) }
        #expect(throws: ChangedFilesError.notARepository(plain.path)) { try ChangedFiles.since("main", packageRoot: plain) }
        let missing = plain.appendingPathComponent("nowhere")
        #expect(throws: ChangedFilesError.notARepository(missing.path)) { try ChangedFiles.since("main", packageRoot: missing) }
    }

    @Test func pathsRelativeToThePackage() {
        #expect(ChangedFiles.relativePath(of: "/repo/Sources/Kit/A.swift", from: "/repo/Examples/App") == "../../Sources/Kit/A.swift")
        #expect(ChangedFiles.relativePath(of: "/repo/Examples/App/__Snapshots__", from: "/repo/Examples/App") == "__Snapshots__")
        #expect(ChangedFiles.relativePath(of: "/repo/Examples/Appendix/x", from: "/repo/Examples/App") == "../Appendix/x")
        #expect(ChangedFiles.relativePath(of: "/repo", from: "/repo") == "")
    }
}
