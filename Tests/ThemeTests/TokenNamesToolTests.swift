import Foundation
import Testing

@testable import Theme

/// The build-time generator (run by the TokenNamesPlugin before Theme compiles) fails on a
/// broken token file with the loader's precise error, so a token typo fails `swift build`.
@Suite struct TokenNamesToolTests {
    var tool: URL {
        var dir = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        while dir.path != "/" && !FileManager.default.fileExists(atPath: dir.appendingPathComponent("token-names").path) {
            dir = dir.deletingLastPathComponent()
        }
        return dir.appendingPathComponent("token-names")
    }

    /// A copy of DesignTokens/ with `replace` applied to color.tokens.json.
    func tokens(replacing old: String, with new: String) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tokens-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: designTokens, to: dir)
        let file = dir.appendingPathComponent("color.tokens.json")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains(old))
        try text.replacingOccurrences(of: old, with: new).write(to: file, atomically: true, encoding: .utf8)
        return dir
    }

    func run(_ dir: URL) throws -> (Int32, String, String) {
        let out = dir.appendingPathComponent("out.swift")
        let p = Process()
        p.executableURL = tool
        p.arguments = [dir.path, out.path]
        let err = Pipe()
        p.standardError = err
        try p.run()
        let data = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: data, as: UTF8.self), (try? String(contentsOf: out, encoding: .utf8)) ?? "")
    }

    @Test func generatesNamesFromTheTokens() throws {
        let dir = try tokens(replacing: "\"accent\"", with: "\"accent\"")
        defer { try? FileManager.default.removeItem(at: dir) }
        let (status, _, swift) = try run(dir)
        #expect(status == 0)
        #expect(swift.contains("public static let accent = ColorName(\"color.role.accent\")"))
        #expect(swift.contains("public static let radiusCard = DimensionName(\"radius.card\")"))
        #expect(swift.contains("public static let card = ShadowName(\"shadow.card\")"))
    }

    @Test func danglingAliasFailsTheBuild() throws {
        let dir = try tokens(replacing: "{color.palette.rose.500}", with: "{color.palette.rose.999}")
        defer { try? FileManager.default.removeItem(at: dir) }
        let (status, message, _) = try run(dir)
        #expect(status == 1)
        #expect(message.contains("color.tokens.json"))
        #expect(message.contains("the alias {color.palette.rose.999} points at no token"))
    }

    @Test func malformedColourFailsTheBuild() throws {
        let dir = try tokens(replacing: "\"hex\": \"#D9485F\"", with: "\"hex\": \"#D9485\"")
        defer { try? FileManager.default.removeItem(at: dir) }
        let (status, message, _) = try run(dir)
        #expect(status == 1)
        #expect(message.contains("expected hex #RRGGBB"))
    }

    /// Every generated name exists in the theme loaded at run time, in both appearances.
    @Test func everyGeneratedNameResolves() throws {
        let theme = try Theme.load(from: designTokens)
        for name in ColorName.generated {
            _ = try theme.color(name, in: .light)
            _ = try theme.color(name, in: .dark)
        }
        for name in ShadowName.generated { _ = try theme.shadow(name, in: .dark) }
        #expect(try theme.shadow(.card, in: .light).blur == 16)
    }
}
