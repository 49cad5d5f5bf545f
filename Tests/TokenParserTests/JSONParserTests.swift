import Foundation
import Testing

@testable import TokenParser

/// The token reader's JSON parser against Foundation's decoder (the former reader) as the
/// oracle on the design tokens and on tricky documents, and its errors on broken ones.
@Suite struct JSONParserTests {
    /// The former reader: `JSONValue` through `JSONDecoder`.
    func foundation(_ text: String) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
    }

    @Test func readsWhatFoundationReads() throws {
        let documents = [
            #"{"a": [1, -2.5, 3e2, 0.125E-3, true, false, null, "x"], "b": {"c": {}}, "d": []}"#,
            #"  [ "tab\there", "quote \" slash \/ back \\", "\u00e9\u4e2d\ud83d\ude00", "é中😀" ]  "#,
            #""just a string""#, "42", "-0", "null",
        ]
        for text in documents {
            #expect(try JSONValue.parse(Data(text.utf8)) == foundation(text), "\(text)")
        }
    }

    @Test func readsTheDesignTokensAsFoundationDoes() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("DesignTokens")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
        #expect(!files.isEmpty)
        for file in files {
            let data = try Data(contentsOf: folder.appendingPathComponent(file))
            #expect(try JSONValue.parse(data) == JSONDecoder().decode(JSONValue.self, from: data), "\(file)")
        }
    }

    @Test func brokenTextSaysWhereAndWhat() {
        let cases: [(String, Int, Int, String)] = [
            ("{\n  \"a\": 1,\n  \"b\" 2\n}", 3, 7, "expected ':'"),
            ("[1, 2", 1, 6, "ends inside an array"),
            ("{\"a\": 01}", 1, 7, "may not start with 0"),
            ("[1] x", 1, 5, "after the JSON value"),
            ("\"\\ud800\"", 1, 8, "lone surrogate"),
            ("\"a\u{1}b\"", 1, 3, "control character"),
            ("[tru]", 1, 2, "expected true"),
            ("", 1, 1, "ends where a value should be"),
            ("{\"a\": .5}", 1, 7, "expected a value"),
            ("[1e400]", 1, 7, "out of range"),
            ("{\"dup\": 1,\n \"dup\": 2}", 2, 10, "appears twice"),
        ]
        for (text, line, column, problem) in cases {
            #expect(throws: JSONSyntaxError.self, "\(text)") { try JSONParser.parse(Array(text.utf8)) }
            do {
                _ = try JSONParser.parse(Array(text.utf8))
            } catch {
                #expect(error.line == line && error.column == column, "\(text): \(error)")
                #expect(error.problem.contains(problem), "\(text): \(error)")
            }
        }
        // Bytes that are not UTF-8 inside a string.
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse([0x22, 0xFF, 0xFE, 0x22]) }
    }

    /// A hostile file nested a million deep is refused with a clear error, not a crash.
    @Test func deepNestingIsRefused() {
        let text = String(repeating: "[", count: 1_000_000) + String(repeating: "]", count: 1_000_000)
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(Array(text.utf8)) }
        let fine = String(repeating: "[", count: 500) + String(repeating: "]", count: 500)
        #expect(throws: Never.self) { try JSONParser.parse(Array(fine.utf8)) }
    }
}
