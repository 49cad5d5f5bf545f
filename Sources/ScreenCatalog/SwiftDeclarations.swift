/// The names a Swift file declares that other files can use, found by a light scan (comments
/// and string literals skipped, braces tracked; no compiler): top-level types, functions and
/// properties, and the members of extensions of types the file does not declare. Members
/// of the file's own types are reached through the type's name and are not listed. What
/// another file can use without naming it — a conformance or `init`, `subscript` or operator
/// added to another file's type, a top-level operator — is listed apart.
///
/// ```swift
/// let found = SwiftDeclarations(scanning: "extension Color { static let rose = … }")
/// found.names        // ["rose"]
/// ```
public struct SwiftDeclarations: Equatable, Sendable {
    /// Names another file must spell to use what this file declares.
    public var names: Set<String> = []
    /// What other files can use without spelling a name of this file, e.g.
    /// `extension Piece: Comparable`, `Text.init` added to another file's type.
    public var unnameable: [String] = []

    private enum Scope {
        case type(String)
        case extension_(String)
        case body
    }

    public init(scanning source: String) {
        let tokens = Self.droppingImports(Self.tokens(Self.strippingCommentsAndStrings(source)))
        var stack: [Scope] = []
        var ownTypes: Set<String> = []
        var extensionMembers: [(type: String, name: String)] = []
        var extensionUnnameable: [(type: String, what: String)] = []
        var topLevel: Set<String> = []
        var topUnnameable: [String] = []
        var headerKind: Scope = .body
        func record(_ name: String, foreign: String?, outer: Scope?) {
            if let foreign {
                extensionMembers.append((foreign, name))
            } else if outer == nil {
                topLevel.insert(name)
            }
        }
        var hidden = false
        var i = 0
        func next(_ k: Int) -> String? { k < tokens.count ? tokens[k] : nil }
        while i < tokens.count {
            let t = tokens[i]
            let declaring = stack.allSatisfy { if case .body = $0 { false } else { true } }
            switch t {
            case "{":
                stack.append(headerKind)
                headerKind = .body
                hidden = false
            case "}":
                _ = stack.popLast()
                headerKind = .body
                hidden = false
            case ";", "\n":
                hidden = false
            case "private", "fileprivate":
                hidden = true
            case "struct", "enum", "class", "actor", "protocol", "typealias", "func", "var", "let", "case", "init", "subscript", "extension":
                guard declaring else { break }
                // `class func`, `class var`: a modifier, not a class.
                if t == "class", let n = next(i + 1), ["func", "var", "let", "subscript", "init"].contains(n) { break }
                let outer = stack.last
                var foreign: String?
                if case .extension_(let type) = outer { foreign = type }
                let name = next(i + 1) ?? ""
                switch t {
                case "extension":
                    headerKind = .extension_(name)
                    // A conformance: `extension Name: Protocol` (a colon before the brace, not after `where`).
                    var k = i + 2
                    while let n = next(k), n != "{", n != "where" {
                        if n == ":" {
                            extensionUnnameable.append((name, "extension \(name): …"))
                            break
                        }
                        k += 1
                    }
                case "init", "subscript":
                    if let foreign, !hidden { extensionUnnameable.append((foreign, "\(t) in extension \(foreign)")) }
                default:
                    if ["struct", "enum", "class", "actor", "protocol"].contains(t) { headerKind = .type(name) }
                    if hidden { break }
                    let isOperator = !(name.first.map { $0.isLetter || $0 == "_" || $0 == "`" } ?? false)
                    if t == "func" && isOperator {
                        if let foreign {
                            extensionUnnameable.append((foreign, "operator \(name) in extension \(foreign)"))
                        } else if outer == nil {
                            topUnnameable.append("operator \(name)")
                        }
                        break
                    }
                    if t == "case" {
                        // `case a, b(Int), c = 3`: every name at this level.
                        var k = i + 1
                        var depth = 0
                        while let n = next(k), n != "\n", n != ";", n != "{", n != "}" || depth > 0 {
                            if n == "(" { depth += 1 } else if n == ")" { depth -= 1 }
                            if depth == 0, let p = next(k - 1), p == "case" || p == ",", Self.isIdentifier(n) {
                                record(n, foreign: foreign, outer: outer)
                            }
                            k += 1
                        }
                        break
                    }
                    guard Self.isIdentifier(name) else { break }
                    if let foreign, Self.calledUnnamed.contains(name) {
                        extensionUnnameable.append((foreign, "\(name) in extension \(foreign)"))
                    }
                    record(name, foreign: foreign, outer: outer)
                }
            default:
                break
            }
            i += 1
        }

        // Types this file declares at the top level: their members are reached by their name.
        var depth = 0
        for (k, t) in tokens.enumerated() {
            if t == "{" { depth += 1 } else if t == "}" { depth -= 1 }
            if depth == 0, ["struct", "enum", "class", "actor", "protocol"].contains(t), let n = next(k + 1), Self.isIdentifier(n),
                !(t == "class" && ["func", "var", "let", "subscript", "init"].contains(n))
            {
                ownTypes.insert(n)
            }
        }
        for (type, name) in extensionMembers where !ownTypes.contains(type) { topLevel.insert(name) }
        names = topLevel.subtracting(["_"])
        unnameable = topUnnameable + extensionUnnameable.filter { !ownTypes.contains($0.type) }.map(\.what)
    }

    /// The tokens without import declarations: `import struct Module.Name` names another
    /// module's type, it declares nothing.
    static func droppingImports(_ tokens: [String]) -> [String] {
        var kept: [String] = []
        kept.reserveCapacity(tokens.count)
        var skipping = false
        for t in tokens {
            if skipping {
                if t == "\n" || t == ";" { skipping = false } else { continue }
            } else if t == "import" {
                skipping = true
                continue
            }
            kept.append(t)
        }
        return kept
    }

    /// Members a protocol's users call without spelling them (`"\(x)"`, `x()`, `==`, a
    /// framework reading `body`): added to another file's type, they are used unnamed.
    static let calledUnnamed: Set<String> = [
        "description", "debugDescription", "hash", "hashValue", "callAsFunction", "makeIterator", "wrappedValue", "projectedValue", "body", "encode",
        "id",
    ]

    static func isIdentifier(_ token: String) -> Bool {
        guard let first = token.unicodeScalars.first else { return false }
        return first == "_" || first == "`" || first.properties.isAlphabetic
    }

    /// Identifiers, single punctuation characters, operator runs and line breaks.
    static func tokens(_ text: String) -> [String] {
        enum Kind { case word, op, none }
        var tokens: [String] = []
        var current = ""
        var kind = Kind.none
        for c in text {
            let k: Kind
            if c.isLetter || c.isNumber || c == "_" || c == "`" {
                k = .word
            } else if c == "\n" || "{}()[]:;,.@#".contains(c) || c.isWhitespace {
                k = .none
            } else {
                k = .op
            }
            if k != kind || k == .none {
                if !current.isEmpty { tokens.append(current) }
                current = ""
            }
            kind = k
            if k != .none {
                current.append(c)
            } else if !c.isWhitespace || c == "\n" {
                tokens.append(String(c))
            }
        }
        if !current.isEmpty { tokens.append(current) }
        return tokens.map { $0.replacingOccurrences(of: "`", with: "") }
    }

    /// The text with comments and the text of string literals blanked (their interpolations
    /// and line breaks kept).
    static func strippingCommentsAndStrings(_ text: String) -> String {
        let chars = Array(text)
        var out = ""
        var i = 0
        var blockDepth = 0
        while i < chars.count {
            let c = chars[i]
            let next = i + 1 < chars.count ? chars[i + 1] : "\0"
            if blockDepth > 0 {
                if c == "*" && next == "/" {
                    blockDepth -= 1
                    i += 2
                } else if c == "/" && next == "*" {
                    blockDepth += 1
                    i += 2
                } else {
                    if c == "\n" { out.append(c) }
                    i += 1
                }
            } else if c == "/" && next == "/" {
                while i < chars.count && chars[i] != "\n" { i += 1 }
            } else if c == "/" && next == "*" {
                blockDepth = 1
                i += 2
            } else if c == "\"" {
                let triple = i + 2 < chars.count && chars[i + 1] == "\"" && chars[i + 2] == "\""
                i += triple ? 3 : 1
                var interpolation = 0
                while i < chars.count {
                    if chars[i] == "\\" && i + 1 < chars.count && interpolation == 0 {
                        if chars[i + 1] == "(" {
                            interpolation = 1
                            out.append(" (")
                        }
                        i += 2
                        continue
                    }
                    if interpolation > 0 {
                        // The code of an interpolation is code.
                        if chars[i] == "(" { interpolation += 1 } else if chars[i] == ")" { interpolation -= 1 }
                        out.append(chars[i])
                    } else if chars[i] == "\"" {
                        if !triple { break }
                        if i + 2 < chars.count && chars[i + 1] == "\"" && chars[i + 2] == "\"" {
                            i += 2
                            break
                        }
                    } else if chars[i] == "\n" {
                        out.append("\n")
                    }
                    i += 1
                }
                out.append("\"\"")
                i += 1
            } else {
                out.append(c)
                i += 1
            }
        }
        return out
    }
}
