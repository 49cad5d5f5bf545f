import Foundation
import Testing

@testable import Theme

/// Each kind of bad token file gives its own precise error, naming file and path.
@Suite struct TokenErrorTests {
    func tree(_ json: String, file: String = "test.tokens.json") throws -> TokenTree {
        try TokenTree(files: [(file, Data(json.utf8))])
    }

    func error(_ body: () throws -> Void) -> ThemeError? {
        do {
            try body()
            return nil
        } catch let e as ThemeError {
            return e
        } catch {
            Issue.record("unexpected error \(error)")
            return nil
        }
    }

    @Test func malformedJSON() {
        let e = error { _ = try tree(#"{"color": {"#) }
        guard case .malformedJSON? = e?.problem else {
            Issue.record("got \(String(describing: e))")
            return
        }
        #expect(e?.file == "test.tokens.json")
    }

    @Test func unknownType() {
        let e = error { _ = try tree(#"{"a": {"$type": "colour", "b": {"$value": 1}}}"#) }
        #expect(e?.problem == .unknownType("colour"))
        #expect(e?.path == "a")
    }

    @Test func tokenThatIsAlsoAGroup() {
        let e = error { _ = try tree(#"{"a": {"$type": "number", "$value": 1, "b": {"$value": 2}}}"#) }
        #expect(e?.problem == .tokenIsAlsoGroup(children: ["b"]))
    }

    @Test func danglingAlias() throws {
        let t = try tree(#"{"n": {"$type": "number", "a": {"$value": "{n.missing}"}}}"#)
        let e = error { _ = try t.resolvedValue(of: "n.a") }
        #expect(e?.problem == .missingAliasTarget("n.missing"))
        #expect(e?.path == "n.a")
    }

    @Test func aliasCycleIsSpelledOut() throws {
        let t = try tree(#"{"n": {"$type": "number", "a": {"$value": "{n.b}"}, "b": {"$value": "{n.c}"}, "c": {"$value": "{n.a}"}}}"#)
        let e = error { _ = try t.resolvedValue(of: "n.a") }
        #expect(e?.problem == .aliasCycle(["n.a", "n.b", "n.c", "n.a"]))
        #expect(e?.description.contains("n.a → n.b → n.c → n.a") == true)
    }

    @Test func aliasChainsAndJSONPointersResolve() throws {
        let t = try tree(##"{"n": {"$type": "number", "a": {"$value": 4}, "b": {"$value": "{n.a}"}, "c": {"$value": {"$ref": "#/n/b/$value"}}}}"##)
        #expect(try t.resolvedValue(of: "n.c") == .number(4))
    }

    @Test func missingTypeIsAnError() {
        let e = error { _ = try tree(#"{"a": {"$value": 1}}"#) }
        #expect(e?.problem == .missingType)
    }

    @Test func wrongUnitIsAnError() throws {
        let t = try tree(#"{"space": {"$type": "dimension", "l": {"$value": {"value": 16, "unit": "pt"}}}}"#)
        let e = error { _ = try Theme(tree: t) }
        #expect(e?.problem == .malformedValue(expected: "unit \"px\" or \"rem\"", found: "\"pt\""))
        #expect(e?.path == "space.l")
    }

    @Test func malformedColourIsAnError() throws {
        let t = try tree(#"{"color": {"$type": "color", "x": {"$value": {"colorSpace": "srgb", "components": [1, 2]}}}}"#)
        let e = error { _ = try Theme(tree: t) }
        guard case .malformedValue? = e?.problem else {
            Issue.record("got \(String(describing: e))")
            return
        }
        #expect(e?.path == "color.x")
    }

    @Test func semanticColourWithoutDarkModeIsAnError() throws {
        var files: [(name: String, data: Data)] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: designTokens.path).sorted() {
            var data = try Data(contentsOf: designTokens.appendingPathComponent(name))
            if name == "color.tokens.json" {
                // Drop the dark mode of color.role.accent only.
                var json = try JSONSerialization.jsonObject(with: data) as! [String: Any]
                var color = json["color"] as! [String: Any]
                var role = color["role"] as! [String: Any]
                var accent = role["accent"] as! [String: Any]
                accent["$extensions"] = nil
                role["accent"] = accent
                color["role"] = role
                json["color"] = color
                data = try JSONSerialization.data(withJSONObject: json)
            }
            files.append((name, data))
        }
        let e = error { _ = try Theme(tree: TokenTree(files: files)) }
        #expect(e?.problem == .missingMode("dark"))
        #expect(e?.path == "color.role.accent")
    }

    @Test func missingRequiredTokenIsAnError() throws {
        let t = try tree(#"{"color": {"$type": "color", "x": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0]}}}}"#)
        let e = error { _ = try Theme(tree: t) }
        #expect(e?.problem == .missingToken(expectedType: "color"))
    }
}
