import Foundation

/// Every visual constant of the app, loaded from `DesignTokens/` and validated up front:
/// colours in light and dark, the Dynamic Type table, spacing, radii and sizes.
///
/// ```swift
/// let theme = try Theme.load(from: URL(fileURLWithPath: "DesignTokens"))
/// theme.color(.accent, in: .light)        // #D9485F
/// theme.font(.body, at: .accessibility3)  // 40 pt on 48 pt leading
/// ```
public struct Theme: Sendable {
    public private(set) var colors: [ColorName: [ColorScheme: RGBA]] = [:]
    public private(set) var typography: [TextStyle: [ContentSizeCategory: FontSpec]] = [:]
    public private(set) var dimensions: [String: Double] = [:]

    /// Loads every `*.tokens.json` file in `directory` (sorted by name).
    public static func load(from directory: URL) throws -> Theme {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
                .filter { $0.hasSuffix(".tokens.json") }.sorted()
        } catch {
            throw ThemeError(file: directory.path, path: "", problem: .unreadableFile("\(error.localizedDescription)"))
        }
        if names.isEmpty {
            throw ThemeError(file: directory.path, path: "", problem: .unreadableFile("no *.tokens.json files"))
        }
        var files: [(name: String, data: Data)] = []
        for name in names {
            do {
                files.append((name, try Data(contentsOf: directory.appendingPathComponent(name))))
            } catch {
                throw ThemeError(file: name, path: "", problem: .unreadableFile("\(error.localizedDescription)"))
            }
        }
        return try Theme(tree: TokenTree(files: files))
    }

    /// Builds and validates a theme from parsed tokens: every token of a known type is
    /// resolved, and every name the kit requires must be present.
    public init(tree: TokenTree) throws {
        for token in tree.tokens.values.sorted(by: { $0.path < $1.path }) {
            switch token.type {
            case "color":
                // A colour without modes is a primitive, the same in both appearances; the
                // semantic colours screens use must say what they are in dark mode.
                let light = try Self.color(tree.resolvedValue(of: token.path), token: token)
                let needsModes = !token.modes.isEmpty || ColorName.required.contains(ColorName(token.path))
                let dark = needsModes ? try Self.color(tree.resolvedValue(of: token.path, mode: "dark"), token: token) : light
                colors[ColorName(token.path)] = [.light: light, .dark: dark]
            case "dimension":
                dimensions[token.path] = try Self.dimension(tree.resolvedValue(of: token.path), token: token)
            case "typography":
                try addTypography(tree.resolvedValue(of: token.path), token: token)
            default:
                _ = try tree.resolvedValue(of: token.path)  // aliases must resolve for every type
            }
        }
        for name in ColorName.required where colors[name] == nil {
            throw ThemeError(file: "DesignTokens", path: name.path, problem: .missingToken(expectedType: "color"))
        }
        for name in SpacingName.required.map(\.path) + DimensionName.required.map(\.path) where dimensions[name] == nil {
            throw ThemeError(file: "DesignTokens", path: name, problem: .missingToken(expectedType: "dimension"))
        }
        for style in TextStyle.allCases {
            for category in ContentSizeCategory.allCases where typography[style]?[category] == nil {
                throw ThemeError(
                    file: "DesignTokens", path: "typography.\(style.rawValue).\(category.tokenName)",
                    problem: .missingToken(expectedType: "typography"))
            }
        }
    }

    /// The colour for `name` in `scheme`. Names outside ``ColorName/required`` that the tokens
    /// do not define throw; required names were checked when the theme loaded.
    public func color(_ name: ColorName, in scheme: ColorScheme) throws -> RGBA {
        guard let value = colors[name]?[scheme] else {
            throw ThemeError(file: "DesignTokens", path: name.path, problem: .missingToken(expectedType: "color"))
        }
        return value
    }

    /// The font of `style` at `category`; `weight` overrides the style's own.
    public func font(_ style: TextStyle, at category: ContentSizeCategory, weight: FontWeight? = nil) -> FontSpec {
        var spec = typography[style]![category]!  // every pair validated in init
        if let weight { spec.weight = weight }
        return spec
    }

    public func spacing(_ name: SpacingName) -> Double { dimensions[name.path]! }  // validated in init
    public func dimension(_ name: DimensionName) -> Double { dimensions[name.path]! }  // validated in init

    // MARK: - Decoding token values

    private mutating func addTypography(_ value: JSONValue, token: TokenTree.Token) throws {
        let parts = token.path.split(separator: ".").map(String.init)
        guard parts.count == 3, parts[0] == "typography",
            let style = TextStyle(rawValue: parts[1]), let category = ContentSizeCategory(tokenName: parts[2])
        else { return }  // other typography tokens are allowed but not part of the type scale
        guard case .object(let o) = value else {
            throw ThemeError(file: token.file, path: token.path, problem: .malformedValue(expected: "a typography object", found: value.kind))
        }
        let family: String
        switch o["fontFamily"] {
        case .string(let s)?: family = s
        case .array(let a)?: if case .string(let s)? = a.first { family = s } else { fallthrough }
        default:
            throw ThemeError(
                file: token.file, path: token.path + ".fontFamily",
                problem: .malformedValue(expected: "a font family name", found: o["fontFamily"]?.kind ?? "nothing"))
        }
        let size = try Self.dimension(o["fontSize"] ?? .null, token: token, field: "fontSize")
        guard case .number(let multiplier)? = o["lineHeight"], multiplier > 0 else {
            throw ThemeError(
                file: token.file, path: token.path + ".lineHeight",
                problem: .malformedValue(expected: "a positive line-height multiplier", found: o["lineHeight"]?.kind ?? "nothing"))
        }
        let weight = try Self.weight(o["fontWeight"] ?? .null, token: token)
        let leading = (size * multiplier * 2).rounded() / 2  // the table's leading is whole or half points
        typography[style, default: [:]][category] = FontSpec(family: family, size: size, lineHeight: leading, weight: weight)
    }

    static func color(_ value: JSONValue, token: TokenTree.Token) throws -> RGBA {
        func bad() -> ThemeError {
            ThemeError(
                file: token.file, path: token.path,
                problem: .malformedValue(expected: "a colour {colorSpace: \"srgb\", components: [r, g, b], alpha?, hex?}", found: value.kind))
        }
        guard case .object(let o) = value else { throw bad() }
        var alpha = 1.0
        if let a = o["alpha"] {
            guard case .number(let n) = a, (0...1).contains(n) else { throw bad() }
            alpha = n
        }
        if case .string(let hex)? = o["hex"] {
            guard var c = RGBA(hex: hex) else {
                throw ThemeError(file: token.file, path: token.path, problem: .malformedValue(expected: "hex #RRGGBB", found: "\"\(hex)\""))
            }
            c.alpha = alpha
            return c
        }
        guard case .string("srgb")? = o["colorSpace"], case .array(let comps)? = o["components"], comps.count == 3 else { throw bad() }
        var rgb: [Double] = []
        for comp in comps {
            guard case .number(let n) = comp, (0...1).contains(n) else { throw bad() }
            rgb.append(n)
        }
        return RGBA(red: rgb[0], green: rgb[1], blue: rgb[2], alpha: alpha)
    }

    static func dimension(_ value: JSONValue, token: TokenTree.Token, field: String? = nil) throws -> Double {
        let path = field.map { token.path + "." + $0 } ?? token.path
        guard case .object(let o) = value, case .number(let n)? = o["value"], case .string(let unit)? = o["unit"] else {
            throw ThemeError(
                file: token.file, path: path, problem: .malformedValue(expected: "a dimension {value, unit: \"px\" | \"rem\"}", found: value.kind))
        }
        switch unit {
        case "px": return n
        case "rem": return n * 16
        default:
            throw ThemeError(file: token.file, path: path, problem: .malformedValue(expected: "unit \"px\" or \"rem\"", found: "\"\(unit)\""))
        }
    }

    static func weight(_ value: JSONValue, token: TokenTree.Token) throws -> FontWeight {
        let names = [
            "thin": 100, "extra-light": 200, "light": 300, "regular": 400, "normal": 400, "medium": 500, "semi-bold": 600, "bold": 700,
            "extra-bold": 800, "black": 900,
        ]
        switch value {
        case .number(let n) where (1...1000).contains(n): return FontWeight(Int(n))
        case .string(let s) where names[s] != nil: return FontWeight(names[s]!)
        default:
            throw ThemeError(
                file: token.file, path: token.path + ".fontWeight",
                problem: .malformedValue(expected: "a font weight 1…1000 or a weight name", found: value.kind))
        }
    }
}
