import Foundation
import Testing

/// The kit's modules never know an app: no import of one, no word of Second Skin's in their
/// code, strings or docs, and no plugin that would generate an app's names into them.
@Suite struct KitKnowsNoAppTests {
    /// The app's own folders under Sources/; every other folder is a kit module, so a new
    /// module is covered the day it is added.
    static let appFolders: Set<String> = ["SecondSkin", "secondskin"]

    var sources: URL { designTokens.deletingLastPathComponent().appendingPathComponent("Sources") }

    var kitModules: [String] {
        let all = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
        return all.filter { !Self.appFolders.contains($0) && !$0.hasPrefix(".") }.sorted()
    }

    @Test func theKitModulesAreFound() {
        for module in [
            "Audits", "ImageCodec", "LiveSQLite", "Rendering", "ScreenCatalog", "ScreenKitCommands", "ScreenLayout", "ScreenSnapshotTesting", "Theme",
        ] {
            #expect(kitModules.contains(module))
        }
    }

    @Test func noKitSourceNamesTheApp() throws {
        var found: [String] = []
        for module in kitModules {
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
        for module in kitModules {
            // The target's declaration: from its name to the next entry of the targets list.
            guard let start = manifest.range(of: "name: \"\(module)\"", range: manifest.range(of: "targets: [")!.upperBound..<manifest.endIndex)
            else { continue }
            let rest = manifest[start.upperBound...]
            let declaration = rest.prefix(upTo: rest.range(of: "\n        .")?.lowerBound ?? rest.endIndex)
            #expect(!declaration.contains("plugins:"), "\(module) applies a plugin: \(declaration)")
        }
    }
}
