import Foundation

/// The tokens the kit itself draws and audits with, and their iOS system defaults: label
/// colours, backgrounds, separator, fill, link, tint, the materials, the minimum tap target and
/// the icon sizes. Every theme has them; an app's `DesignTokens/` may override any of them (same
/// path) and add tokens of its own. The Dynamic Type table is the other half of the contract
/// (``SystemTypeScale``).
///
/// ```swift
/// let tree = try TokenTree(files: appFiles, base: KitContract.defaults)
/// KitContract.names.map(\.swiftName)   // ["fill", "frostedTint", …, "iconMedium", …]
/// ```
public enum KitContract {
    /// The file name that errors and ``TokenTree/Token/file`` give the kit's defaults.
    public static let fileName = "kit defaults"

    /// The contract's tokens as a token tree: the layer an app's files are read over.
    public static let defaults: TokenTree = {
        do {
            return try TokenTree(files: [(fileName, Data(json.utf8))])
        } catch {
            preconditionFailure("the kit's default tokens do not parse: \(error)")
        }
    }()

    /// The Swift names the kit declares for the contract (in `Theme`), by the same rules as
    /// generated names; an app's generated names never repeat them.
    public static let names: [TokenNaming.Name] = TokenNaming.names(in: defaults)

    /// Colours as `(path, light, dark)` in `#RRGGBBAA`; dimensions as `(path, points)`.
    static let colors: [(String, String, String)] = [
        ("color.system.label", "#000000FF", "#FFFFFFFF"),
        ("color.system.secondaryLabel", "#3C3C4399", "#EBEBF599"),
        ("color.system.tertiaryLabel", "#3C3C434C", "#EBEBF54C"),
        ("color.system.background", "#FFFFFFFF", "#000000FF"),
        ("color.system.secondaryBackground", "#F2F2F7FF", "#1C1C1EFF"),
        ("color.system.tertiaryBackground", "#FFFFFFFF", "#2C2C2EFF"),
        ("color.system.groupedBackground", "#F2F2F7FF", "#000000FF"),
        ("color.system.separator", "#3C3C4349", "#54545899"),
        ("color.system.fill", "#78788033", "#7878805C"),
        ("color.system.link", "#007AFFFF", "#0984FFFF"),
        ("color.system.tint", "#007AFFFF", "#0A84FFFF"),
        ("color.material.frostedTint", "#FFFFFF99", "#1C1C1E99"),
        ("color.material.glassTint", "#FFFFFF59", "#2C2C2E66"),
        ("color.material.glassHighlight", "#FFFFFFB3", "#FFFFFF40"),
    ]
    static let dimensions: [(String, Double)] = [
        ("size.minTapTarget", 44),
        ("size.icon.small", 20),
        ("size.icon.medium", 28),
        ("size.icon.large", 44),
        ("material.frostedBlur", 20),
        ("material.glassBlur", 12),
    ]

    /// The defaults written as a DTCG document, so they pass through the same parser as an app's.
    static var json: String {
        func color(_ hex: String) -> String {
            let bytes = stride(from: 1, to: 9, by: 2).map { i -> Double in
                let start = hex.index(hex.startIndex, offsetBy: i)
                return Double(UInt8(hex[start..<hex.index(start, offsetBy: 2)], radix: 16)!) / 255
            }
            let components = bytes[0..<3].map { String(format: "%.6f", $0) }.joined(separator: ", ")
            return #"{"colorSpace": "srgb", "components": [\#(components)], "alpha": \#(String(format: "%.6f", bytes[3]))}"#
        }
        var entries: [String] = []
        for (path, light, dark) in colors {
            entries.append(
                #""\#(path)": {"$type": "color", "$value": \#(color(light)), "$extensions": {"\#(TokenTree.modesExtension)": {"dark": \#(color(dark))}}}"#
            )
        }
        for (path, points) in dimensions {
            entries.append(#""\#(path)": {"$type": "dimension", "$value": {"value": \#(points), "unit": "px"}}"#)
        }
        return "{" + entries.joined(separator: ", ") + "}"
    }
}
