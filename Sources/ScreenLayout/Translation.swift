import Foundation

/// An app's real translation into one language: the `.strings` tables of its
/// `<language>.lproj` folder (`Localizable.strings` and any other table). Set on the
/// environment, every localizable `Text` whose string is a key of `Localizable` shows the
/// translation (ScreenUI's `Text("…")` too, by the string it shows); a key with
/// `%@`, `%d` or `%lld` in it matches text with anything in their place (`"Welcome, %@"`
/// matches `Welcome, Maya`), and a string the table lacks stays as written, as on iOS. Arabic, Hebrew, Persian and Urdu lay the screen out
/// right to left.
///
/// An unknown language is an error, never a silent fallback:
///
/// ```swift
/// let german = try Translation.load("de", from: resources)   // resources/de.lproj/*.strings
/// var env = LayoutEnvironment(device: .iPhone17Pro, theme: theme)
/// env.translation = german
/// try Translation.load("fr", from: resources)   // TranslationError.unknownLanguage("fr", available: ["ar", "de"], …)
/// ```
public struct Translation: Hashable, Sendable, CustomStringConvertible {
    /// The language identifier, as its folder is named: `de`, `ar`, `pt-BR`, `zh-Hans`.
    public let language: String
    /// Every table of the folder by name (`Localizable`), each key → translated string.
    public let tables: [String: [String: String]]

    /// The `Localizable` keys with specifiers, longest first.
    private let patterns: [String]

    public init(language: String, tables: [String: [String: String]]) {
        self.language = language
        self.tables = tables
        patterns = (tables["Localizable"] ?? [:]).keys.filter { $0.contains("%") }.sorted { ($0.count, $0) > ($1.count, $1) }

    }

    public var description: String { language }

    /// The languages written right to left, by their language subtag.
    public static let rightToLeftLanguages: Set<String> = ["ar", "he", "fa", "ur", "yi", "ps", "ckb", "dv"]

    /// Whether the screen is laid out right to left in this language.
    public var isRightToLeft: Bool {
        Self.rightToLeftLanguages.contains(String(language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? ""))
    }

    /// The languages `resources` has a `<language>.lproj` folder for, sorted (`Base` and
    /// folders without `.strings` files excluded).
    public static func available(in resources: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: resources.path)) ?? []
        return names.filter { $0.hasSuffix(".lproj") }.map { String($0.dropLast(".lproj".count)) }
            .filter { $0 != "Base" && !stringsFiles(in: resources.appendingPathComponent($0 + ".lproj")).isEmpty }.sorted()
    }

    /// Reads `resources/<language>.lproj/*.strings`. Throws ``TranslationError`` for an
    /// identifier that is not a language (`"german"`, `"de DE"`), a language with no folder
    /// (naming those that exist), or a file that cannot be read.
    public static func load(_ language: String, from resources: URL) throws -> Translation {
        guard isLanguageIdentifier(language) else { throw TranslationError.invalidIdentifier(language) }
        let folder = resources.appendingPathComponent(language + ".lproj")
        let files = stringsFiles(in: folder)
        guard !files.isEmpty else {
            throw TranslationError.unknownLanguage(language, available: available(in: resources), folder: resources.path)
        }
        var tables: [String: [String: String]] = [:]
        for name in files {
            let url = folder.appendingPathComponent(name)
            guard let data = try? Data(contentsOf: url) else { throw TranslationError.unreadable(url.path) }
            guard let text = String(data: data, encoding: .utf8) ?? String(data: data, encoding: .utf16) else {
                throw TranslationError.unreadable(url.path)
            }
            let entries = StringsFile.parse(text)
            for (key, value) in entries.sorted(by: { $0.key < $1.key }) where !specifiersMatch(key, value) {
                throw TranslationError.mismatchedSpecifiers(file: url.path, key: key, value: value)
            }
            tables[String(name.dropLast(".strings".count))] = entries
        }
        return Translation(language: language, tables: tables)
    }

    /// Whether `value` shows each of the values of `key` exactly once (in order, or by
    /// position: `%2$@`).
    static func specifiersMatch(_ key: String, _ value: String) -> Bool {
        let count = split(key).positions.count
        let shown = split(value).positions.enumerated().map { $0.element ?? $0.offset }
        return shown.sorted() == Array(0..<count)
    }

    /// `de`, `pt-BR`, `zh-Hans`, `sr-Latn-RS`: a 2–3 letter language subtag, then 2–8
    /// character subtags, separated by `-` or `_`.
    public static func isLanguageIdentifier(_ s: String) -> Bool {
        let parts = s.split(separator: "-", omittingEmptySubsequences: false).flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLowercase }) else { return false }
        return parts.dropFirst().allSatisfy { (2...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }

    private static func stringsFiles(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".strings") }.sorted()
    }

    /// The translation of `key` in `table` (nil: `Localizable`), or nil when the table lacks it.
    public func lookup(_ key: String, table: String? = nil) -> String? { tables[table ?? "Localizable"]?[key] }

    /// The translation of a shown `string`: the `Localizable` value of the key it equals, or
    /// of the first key whose specifiers match parts of it, the parts put in the value's
    /// specifiers (in order, or by position: `%2$@`).
    public func translate(_ string: String) -> String? {
        if let exact = lookup(string) { return exact }
        for key in patterns {
            guard let arguments = Self.match(string, Self.split(key).literals), let value = lookup(key) else { continue }
            let (parts, positions) = Self.split(value)
            var out = parts[0]
            for (i, literal) in parts.dropFirst().enumerated() {
                let index = positions[i] ?? i
                out += (index < arguments.count ? arguments[index] : "") + literal
            }
            return out
        }
        return nil
    }

    /// `"Welcome, %@!"` → literals `["Welcome, ", "!"]` and, per specifier, its `n$` position
    /// (0-based) if it has one.
    static func split(_ format: String) -> (literals: [String], positions: [Int?]) {
        var literals = [""]
        var positions: [Int?] = []
        var i = format.startIndex
        while i < format.endIndex {
            let c = format[i]
            let next = format.index(after: i)
            if c == "%", next < format.endIndex, format[next] == "%" {
                literals[literals.count - 1].append("%")
                i = format.index(after: next)
            } else if c == "%" {
                var j = next
                var digits = ""
                while j < format.endIndex, !"@dDiuUxXoOfFeEgGcsSp".contains(format[j]) {
                    if format[j].isNumber { digits.append(format[j]) } else if format[j] == "$" { digits += "$" }
                    j = format.index(after: j)
                }
                positions.append(digits.hasSuffix("$") ? Int(digits.dropLast()).map { $0 - 1 } : nil)
                literals.append("")
                i = j < format.endIndex ? format.index(after: j) : j
            } else {
                literals[literals.count - 1].append(c)
                i = next
            }
        }
        return (literals, positions)
    }

    /// The non-empty parts of `string` in the places of the specifiers, or nil if the literals
    /// do not match.
    static func match(_ string: String, _ literals: [String]) -> [String]? {
        guard literals.count > 1, string.hasPrefix(literals[0]), string.hasSuffix(literals[literals.count - 1]) else { return nil }
        var rest = Substring(string.dropFirst(literals[0].count).dropLast(literals[literals.count - 1].count))
        guard string.count >= literals[0].count + literals[literals.count - 1].count else { return nil }
        var arguments: [String] = []
        for literal in literals.dropFirst().dropLast() {
            guard !literal.isEmpty, let r = rest.dropFirst().range(of: literal) else { return nil }
            arguments.append(String(rest[..<r.lowerBound]))
            rest = rest[r.upperBound...]
        }
        guard !rest.isEmpty else { return nil }
        arguments.append(String(rest))
        return arguments
    }

    /// `node` with every localizable `Text` the `Localizable` table translates (see
    /// ``translate(_:)``) replaced by its translation (still localizable, so a pseudo-language
    /// may rewrite it too).
    public func localize(_ node: Node) -> Node {
        var node = node
        if case .text(var content) = node.kind, content.isLocalized, let translated = translate(content.string) {
            content.string = translated
            node.kind = .text(content)
        }
        node.children = node.children.map(localize)
        return node
    }
}

/// A translation that cannot be loaded, saying what exists and what to do.
///
/// ```swift
/// do { _ = try Translation.load("fr", from: resources) } catch let e as TranslationError { print(e) }
/// ```
public enum TranslationError: Error, Equatable, Sendable, CustomStringConvertible {
    case invalidIdentifier(String)
    case unknownLanguage(String, available: [String], folder: String)
    case unreadable(String)
    case mismatchedSpecifiers(file: String, key: String, value: String)

    public var description: String {
        switch self {
        case .invalidIdentifier(let s):
            return "'\(s)' is not a language identifier. Use one such as \"de\", \"ar\", \"pt-BR\" or \"zh-Hans\"."
        case .unknownLanguage(let language, let available, let folder):
            let list = available.isEmpty ? "none" : available.joined(separator: ", ")
            return "the app has no translation into '\(language)': \(folder) has no \(language).lproj with .strings files. Available: \(list)."
        case .unreadable(let path):
            return "cannot read \(path) as UTF-8 or UTF-16 text. Save it as UTF-8."
        case .mismatchedSpecifiers(let file, let key, let value):
            return
                "\(file): \"\(value)\" does not show each value of \"\(key)\" once. Use the key's specifiers (%@, %lld), or %1$@, %2$@ to reorder them."
        }
    }
}
