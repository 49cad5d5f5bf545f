/// Decoders for DTCG token values: colours, dimensions, font weights. Shared by the runtime
/// loader and the build-time name generator, so both reject the same bad values.
///
/// ```swift
/// let accent = try TokenValues.color(tree.resolvedValue(of: "color.role.accent"), token: token)
/// ```
public enum TokenValues {
    public static func color(_ value: JSONValue, token: TokenTree.Token) throws -> RGBA {
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

    /// A colour token's Increase Contrast values by mode (`highContrast`, `highContrastDark`),
    /// each decoded; an error names the mode after the token's path.
    public static func highContrastColors(of token: TokenTree.Token, in tree: TokenTree) throws -> [String: RGBA] {
        var out: [String: RGBA] = [:]
        for mode in TokenTree.highContrastModes.sorted() where token.modes[mode] != nil {
            var named = token
            named.path += " ($extensions.\(TokenTree.modesExtension).\(mode))"
            out[mode] = try color(tree.resolvedValue(of: token.path, mode: mode), token: named)
        }
        return out
    }

    public static func dimension(_ value: JSONValue, token: TokenTree.Token, field: String? = nil) throws -> Double {
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

    public static func weight(_ value: JSONValue, token: TokenTree.Token) throws -> FontWeight {
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

/// A resolved DTCG shadow: colour, offset, blur radius and spread in points.
///
/// ```swift
/// theme.shadow(.card, in: .light).blur  // 16
/// ```
public struct ShadowValue: Hashable, Sendable {
    public var color: RGBA
    public var offsetX: Double
    public var offsetY: Double
    public var blur: Double
    public var spread: Double
    public init(color: RGBA, offsetX: Double, offsetY: Double, blur: Double, spread: Double) {
        self.color = color
        self.offsetX = offsetX
        self.offsetY = offsetY
        self.blur = blur
        self.spread = spread
    }
}

extension TokenValues {
    /// A DTCG shadow `{color, offsetX, offsetY, blur, spread}`.
    public static func shadow(_ value: JSONValue, token: TokenTree.Token) throws -> ShadowValue {
        guard case .object(let o) = value, let color = o["color"] else {
            throw ThemeError(
                file: token.file, path: token.path,
                problem: .malformedValue(expected: "a shadow {color, offsetX, offsetY, blur, spread}", found: value.kind))
        }
        func dim(_ key: String) throws -> Double {
            guard let v = o[key] else {
                throw ThemeError(file: token.file, path: token.path + "." + key, problem: .malformedValue(expected: "a dimension", found: "nothing"))
            }
            return try dimension(v, token: token, field: key)
        }
        return ShadowValue(
            color: try self.color(color, token: token), offsetX: try dim("offsetX"), offsetY: try dim("offsetY"), blur: try dim("blur"),
            spread: try dim("spread"))
    }
}
