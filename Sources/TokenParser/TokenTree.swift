import Foundation

/// The flattened contents of one or more DTCG `*.tokens.json` files: every token by its dotted
/// path, with its inherited `$type`, its raw `$value`, and its modes. Aliases are resolved
/// on demand by ``resolvedValue(of:)``.
///
/// ```swift
/// let tree = try TokenTree(files: [("color.tokens.json", data)])
/// let accent = try tree.resolvedValue(of: "color.role.accent")
/// ```
public struct TokenTree: Sendable {
    /// One token as written in its file.
    public struct Token: Sendable {
        public var path: String
        public var file: String
        public var type: String
        public var value: JSONValue
        public var modes: [String: JSONValue]
    }

    public static let knownTypes: Set<String> = [
        "color", "dimension", "fontFamily", "fontWeight", "number", "duration", "cubicBezier",
        "typography", "shadow", "border", "gradient", "transition", "strokeStyle",
    ]
    /// The `$extensions` key that holds a token's other modes (`dark`, and for colours the
    /// Increase Contrast variants `highContrast` and `highContrastDark`).
    public static let modesExtension = "screenkit.modes"
    /// The mode names a token may have: any token `dark`; a colour also `highContrast`
    /// (light) and `highContrastDark`, used when Increase Contrast is on.
    public static let knownModes = ["dark", "highContrast", "highContrastDark"]
    /// The modes only a colour may have.
    public static let highContrastModes: Set<String> = ["highContrast", "highContrastDark"]

    public private(set) var tokens: [String: Token] = [:]
    /// Paths that came from `base` and that a file may still define once, replacing them.
    private var overridable: Set<String> = []

    /// Reads `files` in order; a token defined twice is an error, except that a file may define
    /// once a token of `base` (the kit's defaults), replacing it.
    public init(files: [(name: String, data: Data)], base: TokenTree? = nil) throws {
        if let base {
            tokens = base.tokens
            overridable = Set(base.tokens.keys)
        }
        for (name, data) in files {
            let json: JSONValue
            do {
                json = try JSONValue.parse(data)
            } catch {
                throw ThemeError(file: name, path: "", problem: .malformedJSON("\(error)"))
            }
            guard case .object(let root) = json else {
                throw ThemeError(file: name, path: "", problem: .malformedValue(expected: "a JSON object at the top", found: json.kind))
            }
            try collect(root, path: [], inheritedType: nil, file: name)
        }
    }

    private mutating func collect(_ object: [String: JSONValue], path: [String], inheritedType: String?, file: String) throws {
        let dotted = path.joined(separator: ".")
        var type = inheritedType
        if let declared = object["$type"] {
            guard case .string(let name) = declared else {
                throw ThemeError(file: file, path: dotted, problem: .malformedValue(expected: "a string $type", found: declared.kind))
            }
            guard Self.knownTypes.contains(name) else {
                throw ThemeError(file: file, path: dotted, problem: .unknownType(name))
            }
            type = name
        }
        let children = object.keys.filter { !$0.hasPrefix("$") }.sorted()
        if let value = object["$value"] {
            let childTokens = children.filter { if case .object = object[$0] { return true } else { return false } }
            if !childTokens.isEmpty {
                throw ThemeError(file: file, path: dotted, problem: .tokenIsAlsoGroup(children: childTokens))
            }
            guard let type else { throw ThemeError(file: file, path: dotted, problem: .missingType) }
            if let existing = tokens[dotted], !overridable.contains(dotted) {
                throw ThemeError(file: file, path: dotted, problem: .duplicateToken(otherFile: existing.file))
            }
            let modes = try Self.modes(of: object, path: dotted, type: type, file: file)
            tokens[dotted] = Token(path: dotted, file: file, type: type, value: value, modes: modes)
            overridable.remove(dotted)
            return
        }
        for key in children {
            guard case .object(let child) = object[key]! else {
                throw ThemeError(
                    file: file, path: (path + [key]).joined(separator: "."),
                    problem: .malformedValue(expected: "a token or group object", found: object[key]!.kind))
            }
            try collect(child, path: path + [key], inheritedType: type, file: file)
        }
    }

    /// The token's `$extensions.screenkit.modes`, checked: an object whose keys are known modes,
    /// the high-contrast ones on colours only.
    private static func modes(of object: [String: JSONValue], path: String, type: String, file: String) throws -> [String: JSONValue] {
        guard case .object(let ext)? = object["$extensions"], let value = ext[modesExtension] else { return [:] }
        let location = path + ".$extensions." + modesExtension
        guard case .object(let modes) = value else {
            throw ThemeError(file: file, path: location, problem: .malformedValue(expected: "an object of modes {\"dark\": …}", found: value.kind))
        }
        for name in modes.keys.sorted() {
            guard knownModes.contains(name) else {
                throw ThemeError(file: file, path: location, problem: .unknownMode(name))
            }
            if highContrastModes.contains(name) && type != "color" {
                throw ThemeError(
                    file: file, path: location,
                    problem: .malformedValue(expected: "'\(name)' on colour tokens only", found: "a \(type) token"))
            }
        }
        return modes
    }

    /// The `$value` of the token at `path` (or of one of its modes), with every alias inside it
    /// replaced by the target's resolved value.
    public func resolvedValue(of path: String, mode: String? = nil) throws -> JSONValue {
        guard let token = tokens[path] else {
            throw ThemeError(file: "DesignTokens", path: path, problem: .missingAliasTarget(path))
        }
        let raw: JSONValue
        if let mode {
            guard let value = token.modes[mode] else {
                throw ThemeError(file: token.file, path: path, problem: .missingMode(mode))
            }
            raw = value
        } else {
            raw = token.value
        }
        return try resolve(raw, in: token, chain: [path])
    }

    private func resolve(_ value: JSONValue, in token: Token, chain: [String]) throws -> JSONValue {
        switch value {
        case .string(let s) where s.hasPrefix("{") && s.hasSuffix("}"):
            return try follow(String(s.dropFirst().dropLast()), from: token, chain: chain)
        case .object(let object):
            if object.count == 1, case .string(let pointer)? = object["$ref"] {
                return try follow(Self.path(fromPointer: pointer), from: token, chain: chain)
            }
            var out: [String: JSONValue] = [:]
            for (key, inner) in object { out[key] = try resolve(inner, in: token, chain: chain) }
            return .object(out)
        case .array(let items):
            return .array(try items.map { try resolve($0, in: token, chain: chain) })
        default:
            return value
        }
    }

    private func follow(_ target: String, from token: Token, chain: [String]) throws -> JSONValue {
        if let start = chain.firstIndex(of: target) {
            throw ThemeError(file: token.file, path: chain[0], problem: .aliasCycle(Array(chain[start...]) + [target]))
        }
        guard let next = tokens[target] else {
            throw ThemeError(file: token.file, path: chain.last ?? token.path, problem: .missingAliasTarget(target))
        }
        return try resolve(next.value, in: next, chain: chain + [target])
    }

    /// `#/color/rose/500/$value` → `color.rose.500`.
    static func path(fromPointer pointer: String) -> String {
        var parts = pointer.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        if parts.first == "#" { parts.removeFirst() }
        if parts.last == "$value" { parts.removeLast() }
        return parts.map { $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~") }
            .joined(separator: ".")
    }
}
