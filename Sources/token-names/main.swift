import Foundation
import TokenParser

// The build-time half of the theme: reads an app's DesignTokens/ over the kit's defaults,
// validates every token exactly as the runtime loader does (types, aliases, cycles, values,
// light and dark modes), and writes the Swift names the app's screens use, plus the list its
// theme must define at run time (`<Module>TokenNames.required`). A typo or a broken token
// fails `swift build` with the precise error. The kit's contract names are declared in Theme
// and never generated again.
// Usage: token-names <DesignTokens dir> <output.swift> [<module name>]

let args = CommandLine.arguments
guard args.count == 3 || args.count == 4 else {
    FileHandle.standardError.write(Data("usage: token-names <DesignTokens dir> <output.swift> [<module name>]\n".utf8))
    exit(2)
}
let directory = URL(fileURLWithPath: args[1])
let output = URL(fileURLWithPath: args[2])
let module = args.count == 4 ? args[3] : "App"

/// `my-app` → `MyApp`: the module's name as the first part of a Swift identifier.
func typeName(_ module: String) -> String {
    let parts = module.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
    let name = parts.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    return name.first?.isNumber == false ? name : "App" + name
}

do {
    var files: [(name: String, data: Data)] = []
    if FileManager.default.fileExists(atPath: directory.path) {
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".tokens.json") }.sorted()
        files = try names.map { ($0, try Data(contentsOf: directory.appendingPathComponent($0))) }
    }
    let tree = try TokenTree(files: files, base: KitContract.defaults)
    for token in tree.tokens.values.sorted(by: { $0.path < $1.path }) {
        let value = try tree.resolvedValue(of: token.path)
        switch token.type {
        case "color":
            _ = try TokenValues.color(value, token: token)
            if !token.modes.isEmpty || TokenNaming.isSemanticColor(token.path) {
                _ = try TokenValues.color(tree.resolvedValue(of: token.path, mode: "dark"), token: token)
            }
            _ = try TokenValues.highContrastColors(of: token, in: tree)
        case "dimension":
            _ = try TokenValues.dimension(value, token: token)
        case "shadow":
            _ = try TokenValues.shadow(value, token: token)
            if !token.modes.isEmpty { _ = try TokenValues.shadow(tree.resolvedValue(of: token.path, mode: "dark"), token: token) }
        default:
            break
        }
    }
    var swift = "// Generated from DesignTokens/ by the token-names build tool. Do not edit.\n\nimport Theme\n\n"
    let names = try TokenNaming.appNames(in: tree)
    let kinds: [(TokenNaming.Kind, String)] = [(.color, "colors"), (.spacing, "spacing"), (.dimension, "dimensions"), (.shadow, "shadows")]
    for (kind, _) in kinds {
        let group = names.filter { $0.kind == kind }
        if group.isEmpty { continue }
        swift += "extension \(kind.rawValue) {\n"
        for n in group { swift += "    /// `\(n.path)`\n    public static let \(n.swiftName) = \(kind.rawValue)(\"\(n.path)\")\n" }
        swift += "}\n\n"
    }
    swift += "/// The token names this module was compiled with; hand `required` to `Theme.load(from:requiring:)`.\n"
    swift += "public enum \(typeName(module))TokenNames {\n"
    swift += "    public static let required = TokenRequirements(\n"
    swift += kinds.map { kind, label in
        "        \(label): [\(names.filter { $0.kind == kind }.map { "." + $0.swiftName }.joined(separator: ", "))]"
    }.joined(separator: ",\n")
    swift += ")\n}\n"
    let data = Data(swift.utf8)
    if (try? Data(contentsOf: output)) != data { try data.write(to: output, options: .atomic) }
} catch {
    FileHandle.standardError.write(Data("error: DesignTokens: \(error)\n".utf8))
    exit(1)
}
