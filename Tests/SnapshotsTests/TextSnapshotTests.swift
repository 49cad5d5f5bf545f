import Foundation
import Testing

@testable import Snapshots

/// The pieces under text snapshots: the deterministic dump, the line diff, names, the
/// checker's record modes, and orphans.
@Suite struct TextSnapshotTests {
    enum Move: Equatable {
        case stay
        case step(Int)
        case jump(x: Int, y: Int)
    }
    struct Point { var x: Int, y: Double }
    final class Node {
        var name: String
        var next: Node?
        init(_ name: String) { self.name = name }
    }

    @Test func dumpsAreDeterministicAndReadable() {
        #expect(TextDump.text(of: Point(x: 1, y: 2.5)) == "Point(\n  x: 1,\n  y: 2.5\n)\n")
        #expect(
            TextDump.text(of: [Move.stay, .step(2), .jump(x: 1, y: -1)]) == """
                [
                  [0]: Move.stay,
                  [1]: Move.step(
                    2
                  ),
                  [2]: Move.jump(
                    x: 1,
                    y: -1
                  )
                ]

                """)
        // Hash order never shows: the same set and dictionary in any process give one text.
        #expect(TextDump.text(of: Set(["b", "c", "a"])) == "Set([\n  \"a\",\n  \"b\",\n  \"c\"\n])\n")
        #expect(TextDump.text(of: ["z": 1, "a": 2]) == "[\n  \"a\": 2,\n  \"z\": 1\n]\n")
        #expect(TextDump.text(of: [String: Int]()) == "[:]\n" && TextDump.text(of: [Int]()) == "[]\n")
        #expect(TextDump.text(of: (1, label: "x")) == "(\n  1,\n  label: \"x\"\n)\n")
        #expect(TextDump.text(of: Optional<Int>.none) == "nil\n" && TextDump.text(of: Optional(3)) == "3\n")
        #expect(TextDump.text(of: "quote \" and\nnewline") == "\"quote \\\" and\\nnewline\"\n")
        #expect(TextDump.text(of: Date(timeIntervalSince1970: 0)) == "Date(1970-01-01T00:00:00.000Z)\n")
        #expect(TextDump.text(of: URL(string: "https://example.com/a?b")!) == "URL(https://example.com/a?b)\n")
        #expect(TextDump.text(of: Data([1, 2, 3])) == "Data(3 bytes)\n")
    }

    @Test func aCycleIsWrittenOnce() {
        let a = Node("a")
        a.next = Node("b")
        a.next?.next = a
        #expect(TextDump.text(of: a) == "Node(\n  name: \"a\",\n  next: Node(\n    name: \"b\",\n    next: Node(↩︎)\n  )\n)\n")
    }

    @Test func textDiffShowsTheChangedLinesWithTheirNumbers() {
        #expect(TextDiff.lines(expected: "a\nb\nc\n", actual: "a\nB\nc\n") == ["@@ -2 +2 @@", "-b", "+B"])
        #expect(TextDiff.lines(expected: "a\n", actual: "a\nb\nc\n") == ["@@ +2,2 @@", "+b", "+c"])
        #expect(TextDiff.lines(expected: "a\nb\n", actual: "b\n") == ["@@ -1 @@", "-a"])
        let long = TextDiff.lines(expected: (0..<40).map { "\($0)" }.joined(separator: "\n"), actual: "", limit: 5)
        #expect(long.count == 6 && long.last == "… and 37 more diff lines")
    }

    @Test func layoutDiffIsUnchanged() {
        #expect(
            LayoutDiff.explain(expected: "Root\n  Text \"A\" (0, 0, 10, 10)\n  Keep\n", actual: "Root\n  Text \"B\" (0, 0, 12, 10)\n  Keep\n  New\n")
                == ["~ Text \"A\" (0, 0, 10, 10) → Text \"B\" (0, 0, 12, 10)", "+ New"])
    }

    @Test func namesAreCheckedAndFollowTheImages() throws {
        let name = try TextSnapshotName(folder: "ItemModel", name: "usedOne", pathExtension: "dump.txt")
        #expect(name.relativePath == "ItemModel/usedOne.dump.txt" && name.actualRelativePath == "ItemModel/usedOne.actual.dump.txt")
        let image = try SnapshotName(screen: "Welcome", state: "default", configuration: config)
        #expect(try TextSnapshotName(image, pathExtension: "layout.txt").relativePath == image.layoutRelativePath)
        for (folder, file, ext) in [("..", "a", "json"), ("a", "b/c", "json"), ("a", "b", "../x"), ("a", "b", ""), ("a\u{7}", "b", "json")] {
            #expect(throws: SnapshotError.self) { try TextSnapshotName(folder: folder, name: file, pathExtension: ext) }
        }
        #expect(throws: SnapshotError.invalidName(what: "file", value: "..")) { try TextSnapshotName(folder: "a", name: "..", pathExtension: "json") }
    }

    @Test func theCheckerRecordsAndComparesTextLikeImages() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let artifacts = root.appendingPathComponent("artifacts")
        let name = try TextSnapshotName(folder: "Model", name: "state", pathExtension: "txt")
        func checker(_ mode: RecordMode) -> SnapshotChecker {
            SnapshotChecker(snapshotsDirectory: root.appendingPathComponent("__Snapshots__"), artifactsDirectory: artifacts, recordMode: mode)
        }
        let reference = checker(.never).referenceURL(for: name)
        #expect(
            throws: SnapshotError.missingReference(
                name: "Model/state.txt", reference: reference.path, actual: artifacts.path + "/Model/state.actual.txt")
        ) {
            try checker(.never).verifyText("one\n", as: name)
        }
        #expect(!FileManager.default.fileExists(atPath: reference.path))
        #expect(throws: SnapshotError.recorded(name: "Model/state.txt", reference: reference.path)) {
            try checker(.missing).verifyText("one\n", as: name)
        }
        #expect(try checker(.never).verifyText("one\n", as: name) == .matched)
        #expect(try checker(.all).verifyText("one\n", as: name) == .matched)
        #expect { try checker(.missing).verifyText("two\n", as: name) } throws: { error in
            guard case SnapshotError.textDiffers(_, _, let actual, let diff) = error else { return false }
            return diff == ["@@ -1 +1 @@", "-one", "+two"] && (try? String(contentsOfFile: actual, encoding: .utf8)) == "two\n"
        }
        #expect(try String(contentsOf: reference, encoding: .utf8) == "one\n", "a difference never rewrites the reference unasked")
        #expect(throws: SnapshotError.self) { try checker(.failed).verifyText("two\n", as: name) }
        #expect(try String(contentsOf: reference, encoding: .utf8) == "two\n")
        // The run noted it: it is no orphan, while a text reference nothing checked is one.
        try Data("{}\n".utf8).write(to: root.appendingPathComponent("__Snapshots__/Model/gone.json"))
        let orphans = try ProducedReferences.orphans(
            in: root.appendingPathComponent("__Snapshots__"), produced: ProducedReferences.latest(in: artifacts))
        #expect(orphans == ["Model/gone.json"])
    }
}
