/// A pseudo-language, as Xcode's: it shows how a screen copes with translation before there
/// is one, by rewriting the text of every localizable string at layout time.
///
/// - ``accented``: every letter becomes an accented look-alike and the string is bracketed
///   (`[Ğéţ šţåŕţéð]`): text that is not localized (no brackets) and cut-off text stand out.
/// - ``expanded``: 40 % longer (the usual growth from English), by doubling characters
///   spread through the string: text that does not fit is truncated, clipped or overlaps.
/// - ``rightToLeft``: the layout goes right to left and each string reads right to left
///   (between U+202E and U+202C), as a right-to-left language would without translations.
///
/// Which strings: iOS applies pseudo-languages to localized strings only, never to data. In
/// the SwiftUI vocabulary (ScreenUI) that is `Text("literal")` / `LocalizedStringKey`, while
/// `Text(verbatim:)`, `Text(someString)` and formatted values stay as they are. The node
/// vocabulary cannot tell a label from data, so every `Text` node is rewritten unless it is
/// marked `.verbatim()` — data such as names then grows too, which is a fair test of a layout.
///
/// ```swift
/// PseudoLocale.accented.apply("Get started")   // "[Ğéţ šţåŕţéð]"
/// PseudoLocale.expanded.apply("Get started")   // 40 % longer
/// var env = LayoutEnvironment(device: .iPhone17Pro, theme: theme)
/// env.pseudoLocale = .expanded
/// ```
public enum PseudoLocale: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case accented, expanded, rightToLeft

    public var description: String { rawValue }

    /// How much longer ``expanded`` makes a string.
    public static let expansion = 0.4

    /// The rewritten string.
    public func apply(_ string: String) -> String {
        guard !string.isEmpty else { return string }
        switch self {
        case .accented: return "[" + String(string.map { Self.accents[$0] ?? $0 }) + "]"
        case .expanded: return Self.expand(string)
        case .rightToLeft: return "\u{202E}" + string + "\u{202C}"
        }
    }

    /// Whether the layout goes right to left under this pseudo-language.
    public var isRightToLeft: Bool { self == .rightToLeft }

    private static let accents: [Character: Character] = {
        let plain = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        let accented = Array("åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ")
        return Dictionary(uniqueKeysWithValues: zip(plain, accented))
    }()

    /// Doubles non-space characters evenly (two in every five) until the string is 40 %
    /// longer (rounded up), then pads with `~` when it has too few of them.
    static func expand(_ string: String) -> String {
        let extra = (string.count * 2 + 4) / 5
        var out = ""
        var added = 0
        var credit = 0
        for c in string {
            out.append(c)
            credit += 2
            if credit >= 5, added < extra, !c.isWhitespace {
                out.append(c)
                added += 1
                credit -= 5
            }
        }
        if added < extra { out += String(repeating: "~", count: extra - added) }
        return out
    }

    /// `node` with the text of every localizable `Text` rewritten.
    public func localize(_ node: Node) -> Node {
        var node = node
        if case .text(var content) = node.kind, content.isLocalized {
            content.string = apply(content.string)
            content.isLocalized = false
            node.kind = .text(content)
        }
        node.children = node.children.map(localize)
        return node
    }
}

extension Node {
    /// Marks a `Text` node as data (a name, a number): pseudo-languages leave it as it is.
    ///
    /// ```swift
    /// Text(piece.title, style: .headline).verbatim()
    /// ```
    public func verbatim() -> Node {
        guard case .text(var content) = kind else { return self }
        var node = self
        content.isLocalized = false
        node.kind = .text(content)
        return node
    }
}
