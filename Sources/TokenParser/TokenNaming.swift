/// The Swift names that the tokens give screens, derived by fixed rules so that the build-time
/// generator and the runtime loader agree:
/// - colours in `color.system`, `color.role`, `color.material` → `ColorName.<camelCase rest>`
///   (`color.role.pain.severe` → `.painSevere`); these are semantic and need a dark mode;
///   palette and art colours are primitives, reachable as `ColorName("color.art.red")`;
/// - `space.*` → `SpacingName.<name>`;
/// - `radius.*` → `DimensionName.radius<Name>`; `size.*` and `material.*` → `DimensionName.<camelCase rest>`;
/// - `shadow.*` → `ShadowName.<camelCase rest>`.
///
/// ```swift
/// TokenNaming.names(in: tree).first { $0.path == "color.role.accent" }?.swiftName  // "accent"
/// ```
public enum TokenNaming {
    public enum Kind: String, Sendable {
        case color = "ColorName"
        case spacing = "SpacingName"
        case dimension = "DimensionName"
        case shadow = "ShadowName"
    }

    public struct Name: Hashable, Sendable {
        public var kind: Kind
        public var swiftName: String
        public var path: String
    }

    static let semanticColorGroups: Set<String> = ["system", "role", "material"]

    /// Whether a colour token is semantic (used by screens, so it needs light and dark values).
    public static func isSemanticColor(_ path: String) -> Bool {
        let parts = path.split(separator: ".")
        return parts.count >= 3 && parts[0] == "color" && semanticColorGroups.contains(String(parts[1]))
    }

    public static func names(in tree: TokenTree) -> [Name] {
        var out: [Name] = []
        for token in tree.tokens.values {
            let parts = token.path.split(separator: ".").map(String.init)
            guard parts.count >= 2 else { continue }
            switch (token.type, parts[0]) {
            case ("color", "color") where isSemanticColor(token.path):
                out.append(Name(kind: .color, swiftName: camel(Array(parts.dropFirst(2))), path: token.path))
            case ("dimension", "space"):
                out.append(Name(kind: .spacing, swiftName: camel(Array(parts.dropFirst())), path: token.path))
            case ("dimension", "radius"):
                out.append(Name(kind: .dimension, swiftName: camel(parts), path: token.path))
            case ("dimension", "size"), ("dimension", "material"):
                out.append(Name(kind: .dimension, swiftName: camel(Array(parts.dropFirst())), path: token.path))
            case ("shadow", "shadow"):
                out.append(Name(kind: .shadow, swiftName: camel(Array(parts.dropFirst())), path: token.path))
            default:
                break
            }
        }
        return out.sorted { ($0.kind.rawValue, $0.path) < ($1.kind.rawValue, $1.path) }
    }

    /// The names an app's tokens give it beyond the kit's contract: ``names(in:)`` without the
    /// contract's paths. A token whose name the contract already uses for another path is an
    /// error, since the two would be ambiguous wherever both are visible.
    public static func appNames(in tree: TokenTree) throws -> [Name] {
        let kit = KitContract.names
        let kitPaths = Set(kit.map(\.path))
        var out: [Name] = []
        for name in names(in: tree) where !kitPaths.contains(name.path) {
            if let clash = kit.first(where: { $0.kind == name.kind && $0.swiftName == name.swiftName }) {
                let file = tree.tokens[name.path]?.file ?? "DesignTokens"
                throw ThemeError(file: file, path: name.path, problem: .nameTakenByKit(swiftName: name.swiftName, kitPath: clash.path))
            }
            out.append(name)
        }
        return out
    }

    /// `["pain", "severe"]` → `painSevere`; a leading digit gets an underscore.
    static func camel(_ parts: [String]) -> String {
        var s = ""
        for (i, p) in parts.enumerated() {
            s += i == 0 ? p : p.prefix(1).uppercased() + p.dropFirst()
        }
        if let first = s.first, first.isNumber { s = "_" + s }
        return s
    }
}
