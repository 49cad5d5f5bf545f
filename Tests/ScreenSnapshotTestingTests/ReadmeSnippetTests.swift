import Foundation
import Testing

/// The README's "use it in your package" section shows the example app's real code: every
/// code block after a `<!-- snippet: path -->` line must appear, verbatim, in that file.
@Suite struct ReadmeSnippetTests {
    static let root = designTokens.deletingLastPathComponent()

    /// `(path, code)` for every marked block of the README.
    static func snippets() throws -> [(path: String, code: String)] {
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        var found: [(String, String)] = []
        let lines = readme.components(separatedBy: "\n")
        var i = 0
        while i < lines.count {
            let line = lines[i].trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("<!-- snippet: "), line.hasSuffix(" -->") {
                let path = String(line.dropFirst("<!-- snippet: ".count).dropLast(" -->".count))
                guard i + 1 < lines.count, lines[i + 1].hasPrefix("```") else {
                    Issue.record("the snippet marker for \(path) is not followed by a code block")
                    i += 1
                    continue
                }
                var code: [String] = []
                var j = i + 2
                while j < lines.count, !lines[j].hasPrefix("```") {
                    code.append(lines[j])
                    j += 1
                }
                found.append((path, code.joined(separator: "\n")))
                i = j
            }
            i += 1
        }
        return found
    }

    @Test func everySnippetIsTheExamplesRealCode() throws {
        let snippets = try Self.snippets()
        #expect(snippets.count >= 5, "the walkthrough shows the manifest, a screen, the catalog, the tests and the executable")
        for (path, code) in snippets {
            let file = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
            #expect(file.contains(code), "README's snippet of \(path) is not in that file any more; copy the file's code into the README")
        }
    }

    /// The examples are outside packages: nothing of Second Skin in their manifests or sources.
    @Test func theExamplesCannotReachSecondSkin() throws {
        let example = Self.root.appendingPathComponent("Examples")
        let files = FileManager.default.enumerator(atPath: example.path)?.compactMap { $0 as? String } ?? []
        let swift = files.filter { $0.hasSuffix(".swift") && !$0.contains(".build/") }
        #expect(swift.count >= 10)
        for file in swift {
            let text = try String(contentsOf: example.appendingPathComponent(file), encoding: .utf8)
            #expect(!text.contains("SecondSkin") && !text.contains("AppResources"), "\(file) reaches into Second Skin")
        }
    }
}
