import Foundation
import Testing

/// The kit's modules never know an app: no import of one, no word of Second Skin's in their
/// code, strings or docs, and no plugin that would generate an app's names into them.
@Suite struct KitKnowsNoAppTests {
    static let kitModules = [
        "Audits", "LiveSQLite", "Rendering", "ScreenLayout", "SnapshotTesting", "Snapshots", "Theme", "TokenParser", "token-names",
        "TokenNamesPlugin",
    ]

    var sources: URL { designTokens.deletingLastPathComponent().appendingPathComponent("Sources") }

    @Test func noKitSourceNamesTheApp() throws {
        var found: [String] = []
        for module in Self.kitModules {
            let folder = sources.appendingPathComponent(module)
            let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
            #expect(!files.isEmpty, "no sources found for \(module)")
            for file in files where file.hasSuffix(".swift") {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                let appWords = try Regex("(?i)second ?skin|tattoo|aftercare")
                for (n, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    if line.contains(appWords) || line.hasPrefix("import SecondSkin") {
                        found.append("\(module)/\(file):\(n + 1): \(line.trimmingCharacters(in: .whitespaces))")
                    }
                }
            }
        }
        #expect(found.isEmpty, "kit sources that name the app:\n\(found.joined(separator: "\n"))")
    }

    /// Only the app's target (and test targets) apply the token-names plugin; a kit module that
    /// did would compile an app's token names into the kit.
    @Test func noKitModuleAppliesTheTokenPlugin() throws {
        let manifest = try String(contentsOf: designTokens.deletingLastPathComponent().appendingPathComponent("Package.swift"), encoding: .utf8)
        for module in Self.kitModules {
            let declaration = manifest.components(separatedBy: ".target(name: \"\(module)\"").dropFirst().first?.prefix { $0 != "\n" } ?? ""
            #expect(!declaration.contains("plugins:"), "\(module) applies a plugin: \(declaration)")
        }
    }
}
