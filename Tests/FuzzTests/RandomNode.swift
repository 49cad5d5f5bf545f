import FuzzSupport
import ScreenLayout
import Theme

/// Random `Node` trees of every container, leaf and modifier, with the numbers layout code
/// forgets — negative, zero, denormal, huge, infinite, NaN — and the strings text code
/// forgets: up to 10 MB, right-to-left, stacked combining marks, emoji ZWJ sequences, NUL,
/// bidi overrides, lines without a break opportunity.
///
/// ```swift
/// var g = SeededGenerator(seed: 1)
/// let tree = RandomNode.tree(&g)
/// ```
enum RandomNode {
    static let numbers: [Double] = [
        0, -0.0, 1, -1, 0.5, 44, 320, -320, 1e6, -1e6, 1e12, 1e300, -1e300, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
        .leastNonzeroMagnitude, .infinity, -.infinity, .nan,
    ]
    static let colors: [ColorName] = [.label, .secondaryLabel, .background, .fill, .tint, .link, .separator]

    /// A colour of the theme, or now and then one it does not define (a typed theme error).
    static func color(_ g: inout SeededGenerator) -> ColorName {
        g.chance(0.02) ? ColorName("no.such.color") : colors.randomElement(using: &g)!
    }
    static let pieces = [
        "Hello", "مرحبا بالعالم", "שלום", "e\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}\u{307}\u{308}", "👩‍👩‍👧‍👦", "🏳️‍🌈", "🇯🇵",
        "\u{0}", "a\u{0}b", "\u{202E}RTL override\u{202C}", "\u{200B}\u{FEFF}", "\n", "\t", " ", "ﷺ", "𒐫", "W", "supercalifragilistic",
        "日本語のテキスト", "ร้้้้้้้้้", "\u{D7FF}", "\u{10FFFF}",
    ]

    static func number(_ g: inout SeededGenerator) -> Double {
        g.chance(0.7) ? numbers.randomElement(using: &g)! : Double.random(in: -2000...2000, using: &g)
    }

    static func alignment(_ g: inout SeededGenerator) -> Alignment {
        Alignment(
            horizontal: [.leading, .center, .trailing].randomElement(using: &g)!, vertical: [.top, .center, .bottom].randomElement(using: &g)!)
    }

    static func edges(_ g: inout SeededGenerator) -> Edges { Edges(rawValue: Int.random(in: 0...15, using: &g)) }

    static func axis(_ g: inout SeededGenerator) -> Axis { g.chance(0.5) ? .horizontal : .vertical }

    static func shape(_ g: inout SeededGenerator) -> ShapeKind {
        switch Int.random(in: 0..<4, using: &g) {
        case 0: return .rectangle
        case 1: return .roundedRectangle(cornerRadius: .points(number(&g)))
        case 2: return .capsule
        default: return .circle
        }
    }

    /// A string of 0 to 10 MB of the pieces above.
    static func string(_ g: inout SeededGenerator) -> String {
        var s = ""
        for _ in 0..<Int.random(in: 0...8, using: &g) { s += pieces.randomElement(using: &g)! }
        switch Int.random(in: 0..<40, using: &g) {
        case 0: return String(repeating: s.isEmpty ? "x" : s, count: 10_000_000 / max(1, s.utf8.count))
        case 1, 2: return String(repeating: s + " ", count: 10_000)
        case 3: return String(repeating: "W", count: 100_000)
        default: return s
        }
    }

    static func text(_ g: inout SeededGenerator) -> Node {
        var content = TextContent(
            string: string(&g), style: g.chance(0.8) ? TextStyle.allCases.randomElement(using: &g) : nil,
            color: g.chance(0.5) ? color(&g) : nil,
            lineLimit: g.chance(0.5) ? [0, 1, 2, -1, Int.max, Int.min].randomElement(using: &g) : nil,
            alignment: [.leading, .center, .trailing].randomElement(using: &g)!)
        if g.chance(0.2) { content.pointSize = number(&g) }
        content.allowsTruncation = g.chance(0.5)
        return Node(.text(content))
    }

    static func leaf(_ g: inout SeededGenerator) -> Node {
        switch Int.random(in: 0..<5, using: &g) {
        case 0, 1: return text(&g)
        case 2: return Node(.spacer(minLength: g.chance(0.5) ? number(&g) : nil))
        case 3: return Node(.empty)
        default:
            return Node(
                .shape(
                    ShapeContent(
                        shape: shape(&g), fill: color(&g), stroke: g.chance(0.3) ? color(&g) : nil,
                        lineWidth: number(&g))))
        }
    }

    static func tree(_ g: inout SeededGenerator, depth: Int = 0) -> Node {
        guard depth < 7, g.chance(depth == 0 ? 1 : 0.75) else { return leaf(&g) }
        func children(_ g: inout SeededGenerator) -> [Node] { (0..<Int.random(in: 0...4, using: &g)).map { _ in tree(&g, depth: depth + 1) } }
        func one(_ g: inout SeededGenerator) -> [Node] { [tree(&g, depth: depth + 1)] }
        func optional(_ g: inout SeededGenerator) -> Double? { g.chance(0.5) ? number(&g) : nil }
        switch Int.random(in: 0..<20, using: &g) {
        case 0: return Node(.stack(axis(&g), alignment: alignment(&g), spacing: g.chance(0.5) ? .points(number(&g)) : nil), children: children(&g))
        case 1: return Node(.zstack(alignment(&g)), children: children(&g))
        case 2: return Node(.scroll(axis(&g)), children: children(&g))
        case 3: return Node(.padding(edges(&g), .points(number(&g))), children: one(&g))
        case 4, 5:
            let spec = FrameSpec(
                width: optional(&g), height: optional(&g), minWidth: optional(&g), idealWidth: optional(&g), maxWidth: optional(&g),
                minHeight: optional(&g), idealHeight: optional(&g), maxHeight: optional(&g), alignment: alignment(&g))
            return Node(.frame(spec), children: one(&g))
        case 6: return Node(.background(alignment(&g)), children: one(&g) + one(&g))
        case 7: return Node(.overlay(alignment(&g)), children: one(&g) + one(&g))
        case 8: return Node(.layoutPriority(number(&g)), children: one(&g))
        case 9: return Node(.fixedSize(horizontal: g.chance(0.5), vertical: g.chance(0.5)), children: one(&g))
        case 10: return Node(.offset(x: number(&g), y: number(&g)), children: one(&g))
        case 11: return Node(.opacity(number(&g)), children: one(&g))
        case 12: return Node(.clip(shape(&g)), children: one(&g))
        case 13:
            let spec = ShadowSpec.custom(color: color(&g), radius: number(&g), x: number(&g), y: number(&g))
            return Node(.shadow(spec), children: one(&g))
        case 14:
            let columns = (0..<Int.random(in: 0...4, using: &g)).map { _ -> GridItem in
                switch Int.random(in: 0..<3, using: &g) {
                case 0: return GridItem(.fixed(number(&g)), alignment: alignment(&g))
                case 1: return GridItem(.flexible(minimum: number(&g), maximum: number(&g)))
                default: return GridItem(.adaptive(minimum: number(&g), maximum: number(&g)))
                }
            }
            return Node(.grid(GridSpec(columns: columns, spacing: g.chance(0.5) ? .points(number(&g)) : nil)), children: children(&g))
        case 15: return Node(.viewThatFits([.horizontal, .vertical, .both].randomElement(using: &g)!), children: children(&g))
        case 16:
            let spec = TwoPaneSpec(primaryFraction: number(&g), primaryMinimum: number(&g), compactShowsSecondary: g.chance(0.5))
            return Node(.twoPane(spec), children: one(&g) + one(&g))
        case 17: return Node(.hidden, children: one(&g))
        case 18: return Node(.ignoresSafeArea(edges(&g)), children: one(&g))
        default: return leaf(&g)
        }
    }
}
