import Foundation
import TokenParser

// The build-time half of the theme: reads DesignTokens/, validates every token exactly as the
// runtime loader does (types, aliases, cycles, values, light and dark modes), and writes the
// Swift names screens use. A typo or a broken token fails `swift build` with the precise error.
// Usage: token-names <DesignTokens dir> <output.swift>

let args = CommandLine.arguments
guard args.count == 3 else {
    FileHandle.standardError.write(Data("usage: token-names <DesignTokens dir> <output.swift>\n".utf8))
    exit(2)
}
let directory = URL(fileURLWithPath: args[1])
let output = URL(fileURLWithPath: args[2])

do {
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".tokens.json") }.sorted()
    let tree = try TokenTree(files: files.map { ($0, try Data(contentsOf: directory.appendingPathComponent($0))) })
    for token in tree.tokens.values.sorted(by: { $0.path < $1.path }) {
        let value = try tree.resolvedValue(of: token.path)
        switch token.type {
        case "color":
            _ = try TokenValues.color(value, token: token)
            if !token.modes.isEmpty || TokenNaming.isSemanticColor(token.path) {
                _ = try TokenValues.color(tree.resolvedValue(of: token.path, mode: "dark"), token: token)
            }
        case "dimension":
            _ = try TokenValues.dimension(value, token: token)
        case "shadow":
            _ = try TokenValues.shadow(value, token: token)
            if !token.modes.isEmpty { _ = try TokenValues.shadow(tree.resolvedValue(of: token.path, mode: "dark"), token: token) }
        default:
            break
        }
    }
    var swift = "// Generated from DesignTokens/ by the token-names build tool. Do not edit.\n\n"
    let names = TokenNaming.names(in: tree)
    for kind in [TokenNaming.Kind.color, .spacing, .dimension, .shadow] {
        let group = names.filter { $0.kind == kind }
        swift += "extension \(kind.rawValue) {\n"
        for n in group { swift += "    /// `\(n.path)`\n    public static let \(n.swiftName) = \(kind.rawValue)(\"\(n.path)\")\n" }
        swift += "    /// Every name the tokens define; the runtime loader checks each exists.\n"
        swift += "    public static let generated: [\(kind.rawValue)] = [\(group.map { "." + $0.swiftName }.joined(separator: ", "))]\n}\n\n"
    }
    let data = Data(swift.utf8)
    if (try? Data(contentsOf: output)) != data { try data.write(to: output, options: .atomic) }
} catch {
    FileHandle.standardError.write(Data("error: DesignTokens: \(error)\n".utf8))
    exit(1)
}
