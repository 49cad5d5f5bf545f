import Foundation
import Testing

@testable import Theme

/// The build-time generator (run by the TokenNamesPlugin before Theme compiles) fails on a
/// broken token file with the loader's precise error, so a token typo fails `swift build`.
@Suite struct TokenNamesToolTests {
    /// The tool as SwiftPM builds it for the plugin (this test target applies the plugin too).
    var tool: URL {
        var dir = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        while dir.path != "/" && !FileManager.default.fileExists(atPath: dir.appendingPathComponent("token-names-tool").path) {
            dir = dir.deletingLastPathComponent()
        }
        return dir.appendingPathComponent("token-names-tool")
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
        #expect(swift.contains("public enum AppTokenNames"))
        // The kit's contract is declared in Theme; generating it again would make it ambiguous.
        #expect(!swift.contains("static let label ") && !swift.contains("static let minTapTarget "))
    }

    @Test func noTokenFilesGiveAnEmptyList() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("no-tokens-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let (status, message, swift) = try run(dir)
        #expect(status == 0, "\(message)")
        #expect(swift.contains("public enum AppTokenNames") && !swift.contains("extension ColorName"))
    }

    /// An app token whose Swift name the contract uses for another path fails the build.
    @Test func aNameTheKitOwnsFailsTheBuild() throws {
        let dir = try tokens(replacing: "\"accent\": {", with: "\"tint\": {")
        defer { try? FileManager.default.removeItem(at: dir) }
        let (status, message, _) = try run(dir)
        #expect(status == 1)
        #expect(message.contains("color.role.tint: its Swift name .tint is the kit's name for color.system.tint"))
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
        let required = ThemeTestsTokenNames.required
        let theme = try Theme.load(from: designTokens, requiring: required)
        #expect(required.colors.contains(.accent) && required.shadows.contains(.card) && required.spacing.contains(.l))
        for name in required.colors {
            _ = try theme.color(name, in: .light)
            _ = try theme.color(name, in: .dark)
        }
        for name in required.shadows { _ = try theme.shadow(name, in: .dark) }
        #expect(try theme.shadow(.card, in: .light).blur == 16)
    }
}
