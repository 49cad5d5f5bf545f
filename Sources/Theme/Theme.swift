import Foundation

/// Every visual constant of a screen: colours in light and dark, the Dynamic Type table,
/// spacing, radii, sizes and shadows. The kit's contract (``KitContract``: label colours,
/// backgrounds, separator, tint, materials, tap target, icon sizes, and ``SystemTypeScale``)
/// is always there with iOS system defaults; an app's `DesignTokens/` overrides any of it and
/// adds its own tokens, validated up front.
///
/// ```swift
/// let plain = Theme.system                                   // no token files needed
/// let theme = try Theme.load(from: URL(fileURLWithPath: "DesignTokens"))
/// try theme.color(.label, in: .dark)       // #FFFFFF
/// theme.font(.body, at: .accessibility3)   // 40 pt on 48 pt leading
/// ```
public struct Theme: Sendable {
    public private(set) var colors: [ColorName: [ColorScheme: RGBA]] = [:]
    public private(set) var typography: [TextStyle: [ContentSizeCategory: FontSpec]] = [:]
    public private(set) var dimensions: [String: Double] = [:]
    public private(set) var shadows: [ShadowName: [ColorScheme: ShadowValue]] = [:]
    /// The high-contrast colours the tokens give (`highContrast`, `highContrastDark` in
    /// `$extensions.screenkit.modes`), used instead of ``colors`` while ``increasesContrast``.
    /// A colour with none here keeps its value; the layout then derives its high-contrast
    /// variant (see `DisplaySettings.increaseContrast`). In a token file:
    ///
    /// ```json
    /// "accent": {"$value": "{color.palette.rose.500}", "$extensions": {"screenkit.modes": {
    ///   "dark": "{color.palette.rose.400}", "highContrast": {"hex": "#9E2238"}, "highContrastDark": {"hex": "#FF9AAA"}}}}
    /// ```
    public private(set) var highContrastColors: [ColorName: [ColorScheme: RGBA]] = [:]
    /// Whether ``color(_:in:)`` answers with the high-contrast colours (Increase Contrast on).
    public private(set) var increasesContrast = false
    /// The same values as arrays, built once the theme is validated: colours and dimensions by
    /// ``TokenIndex``, fonts by style and size category.
    private var colorTable: [(light: RGBA, dark: RGBA)?] = []
    private var normalColorTable: [(light: RGBA, dark: RGBA)?] = []
    private var contrastColorTable: [(light: RGBA, dark: RGBA)?] = []
    private var dimensionTable: [Double?] = []
    private var fontTable: [FontSpec] = []

    /// The kit's contract with iOS system defaults and nothing else: what a package with no
    /// token files renders with.
    public static let system: Theme = {
        do { return try Theme(tree: KitContract.defaults) } catch { preconditionFailure("the kit's defaults do not load: \(error)") }
    }()

    /// Loads every `*.tokens.json` file in `directory` (sorted by name) over the kit's defaults.
    /// `requiring` lists the names an app was compiled with (the token-names plugin generates
    /// it); each must exist in the tokens loaded at run time, which may be another folder than
    /// the one the build saw.
    public static func load(from directory: URL, requiring: TokenRequirements = TokenRequirements()) throws -> Theme {
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
        return try Theme(tree: TokenTree(files: files, base: KitContract.defaults), requiring: requiring)
    }

    /// Builds and validates a theme from parsed tokens (read them over
    /// ``KitContract/defaults``): every token of a known type is resolved, and the contract's
    /// names and every name in `requiring` must be present.
    public init(tree: TokenTree, requiring: TokenRequirements = TokenRequirements()) throws {
        for style in TextStyle.allCases {
            for category in ContentSizeCategory.allCases {
                typography[style, default: [:]][category] = SystemTypeScale.font(style, at: category)
            }
        }
        for token in tree.tokens.values.sorted(by: { $0.path < $1.path }) {
            switch token.type {
            case "color":
                // A colour without modes is a primitive, the same in both appearances; the
                // semantic colours screens use must say what they are in dark mode.
                let light = try TokenValues.color(tree.resolvedValue(of: token.path), token: token)
                let needsModes = !token.modes.isEmpty || TokenNaming.isSemanticColor(token.path)
                let dark = needsModes ? try TokenValues.color(tree.resolvedValue(of: token.path, mode: "dark"), token: token) : light
                colors[ColorName(token.path)] = [.light: light, .dark: dark]
                for (mode, value) in try TokenValues.highContrastColors(of: token, in: tree) {
                    highContrastColors[ColorName(token.path), default: [:]][mode == "highContrastDark" ? .dark : .light] = value
                }
            case "dimension":
                dimensions[token.path] = try TokenValues.dimension(tree.resolvedValue(of: token.path), token: token)
            case "shadow":
                let light = try TokenValues.shadow(tree.resolvedValue(of: token.path), token: token)
                let dark = token.modes.isEmpty ? light : try TokenValues.shadow(tree.resolvedValue(of: token.path, mode: "dark"), token: token)
                shadows[ShadowName(token.path)] = [.light: light, .dark: dark]
            case "typography":
                try addTypography(tree.resolvedValue(of: token.path), token: token)
            default:
                _ = try tree.resolvedValue(of: token.path)  // aliases must resolve for every type
            }
        }
        // The contract's names and the names compiled into the app must exist.
        for name in ColorName.kitContract + requiring.colors where colors[name] == nil {
            throw ThemeError(file: "DesignTokens", path: name.path, problem: .missingToken(expectedType: "color"))
        }
        for name in requiring.spacing.map(\.path) + (DimensionName.kitContract + requiring.dimensions).map(\.path) where dimensions[name] == nil {
            throw ThemeError(file: "DesignTokens", path: name, problem: .missingToken(expectedType: "dimension"))
        }
        for name in requiring.shadows where shadows[name] == nil {
            throw ThemeError(file: "DesignTokens", path: name.path, problem: .missingToken(expectedType: "shadow"))
        }
        buildTables()
    }

    private mutating func buildTables() {
        for (name, modes) in colors {
            if name.index >= normalColorTable.count {
                normalColorTable += Array(repeating: nil, count: name.index + 1 - normalColorTable.count)
            }
            normalColorTable[name.index] = (modes[.light]!, modes[.dark]!)
        }
        contrastColorTable = normalColorTable
        for (name, modes) in highContrastColors {
            let normal = normalColorTable[name.index]!
            contrastColorTable[name.index] = (modes[.light] ?? normal.light, modes[.dark] ?? normal.dark)
        }
        colorTable = normalColorTable
        for (path, value) in dimensions {
            let index = TokenIndex.of(path)
            if index >= dimensionTable.count { dimensionTable += Array(repeating: nil, count: index + 1 - dimensionTable.count) }
            dimensionTable[index] = value
        }
        fontTable = TextStyle.allCases.flatMap { style in ContentSizeCategory.allCases.map { typography[style]![$0]! } }
    }

    /// The colour for `name` in `scheme` — its high-contrast value when ``increasesContrast``
    /// and the tokens give one. Names the tokens do not define throw; the contract's and the
    /// required names were checked when the theme loaded.
    public func color(_ name: ColorName, in scheme: ColorScheme) throws -> RGBA {
        if name.index < colorTable.count, let pair = colorTable[name.index] { return scheme == .light ? pair.light : pair.dark }
        guard let value = colors[name]?[scheme] else {
            throw ThemeError(file: "DesignTokens", path: name.path, problem: .missingToken(expectedType: "color"))
        }
        if increasesContrast, let high = highContrastColors[name]?[scheme] { return high }
        return value
    }

    /// This theme with Increase Contrast on or off: on, ``color(_:in:)`` gives each token's
    /// high-contrast value where the tokens have one.
    ///
    /// ```swift
    /// let high = theme.increasingContrast()
    /// try high.color(.accent, in: .light)   // the token's highContrast value, if any
    /// ```
    public func increasingContrast(_ on: Bool = true) -> Theme {
        guard on != increasesContrast else { return self }
        var copy = self
        copy.increasesContrast = on
        copy.colorTable = on ? contrastColorTable : normalColorTable
        return copy
    }

    /// The high-contrast values the tokens give in `scheme`: colours already chosen for
    /// Increase Contrast, which the layout leaves as they are.
    public func highContrastValues(in scheme: ColorScheme) -> Set<RGBA> {
        Set(highContrastColors.values.compactMap { $0[scheme] })
    }

    /// The font of `style` at `category`; `weight` overrides the style's own.
    public func font(_ style: TextStyle, at category: ContentSizeCategory, weight: FontWeight? = nil) -> FontSpec {
        var spec = fontTable[style.ordinal * ContentSizeCategory.allCases.count + category.rawValue]  // every pair validated in init
        if let weight { spec.weight = weight }
        return spec
    }

    /// The shadow `name` in `scheme`.
    public func shadow(_ name: ShadowName, in scheme: ColorScheme) throws -> ShadowValue {
        guard let value = shadows[name]?[scheme] else {
            throw ThemeError(file: "DesignTokens", path: name.path, problem: .missingToken(expectedType: "shadow"))
        }
        return value
    }

    public func spacing(_ name: SpacingName) -> Double { dimension(index: name.index, path: name.path) }
    public func dimension(_ name: DimensionName) -> Double { dimension(index: name.index, path: name.path) }

    /// Generated names were validated in init; a name made at run time for a token the theme
    /// lacks is a programming error.
    private func dimension(index: Int, path: String) -> Double {
        if index < dimensionTable.count, let v = dimensionTable[index] { return v }
        guard let v = dimensions[path] else { preconditionFailure("the theme has no dimension token '\(path)'") }
        return v
    }

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
        let size = try TokenValues.dimension(o["fontSize"] ?? .null, token: token, field: "fontSize")
        guard case .number(let multiplier)? = o["lineHeight"], multiplier > 0 else {
            throw ThemeError(
                file: token.file, path: token.path + ".lineHeight",
                problem: .malformedValue(expected: "a positive line-height multiplier", found: o["lineHeight"]?.kind ?? "nothing"))
        }
        let weight = try TokenValues.weight(o["fontWeight"] ?? .null, token: token)
        let leading = (size * multiplier * 2).rounded() / 2  // the table's leading is whole or half points
        typography[style, default: [:]][category] = FontSpec(family: family, size: size, lineHeight: leading, weight: weight)
    }
}
