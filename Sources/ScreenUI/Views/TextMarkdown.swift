/// The inline Markdown SwiftUI reads in a text's localized key (`Text("Tap **Save**")`): strong
/// (`**`, `__`), emphasis (`*`, `_`), both (`***`), strikethrough (`~~`), code (`` ` ``, in the
/// monospaced design), links (`[title](url)`, in the tint colour) and backslash escapes. An
/// interpolated value is inserted as it is, never read as Markdown, as on iOS; a verbatim text
/// or a `String` variable is never read as Markdown.
///
/// ```swift
/// Text("Your **\(count)** pieces are *healing*")   // "Your ", "3" bold, " pieces are ", "healing" italic
/// ```
enum TextMarkdown {
    /// Whether a key may hold Markdown (any of its marks); a key without them is one run.
    static func mayContain(_ key: String) -> Bool {
        func scan(_ bytes: some Sequence<UInt8>) -> Bool {
            for byte in bytes {
                // * [ \ _ ` ~
                switch byte {
                case 0x2A, 0x5B, 0x5C, 0x5F, 0x60, 0x7E: return true
                default: continue
                }
            }
            return false
        }
        return key.utf8.withContiguousStorageIfAvailable { scan($0) } ?? scan(key.utf8)
    }

    /// A character of the key's text, or one of its interpolated values.
    enum Atom {
        case character(Character)
        case argument(Int, String)
        var character: Character? {
            if case .character(let c) = self { return c }
            return nil
        }
    }

    struct Style: Equatable {
        var bold = false
        var italic = false
        var strikethrough = false
        var code = false
        var link = false
        /// A link's destination as written (`[title](destination)`).
        var destination: String?
    }

    /// The runs of a key's pieces read as Markdown; the runs of a styled argument keep their
    /// own style and take the Markdown's where they have none.
    static func runs(_ pieces: [LocalizedStringKey.Piece], styled: StyledArguments?) -> [Text.Run] {
        var atoms: [Atom] = []
        for piece in pieces {
            switch piece {
            case .literal(let s): atoms += s.map(Atom.character)
            case .argument(let index, let s): atoms.append(.argument(index, s))
            }
        }
        var styledAtoms: [(Atom, Style)] = []
        parse(atoms, 0..<atoms.count, Style(), into: &styledAtoms)

        var runs: [Text.Run] = []
        var pending = ""
        var pendingStyle = Style()
        func flush() {
            if !pending.isEmpty { runs.append(run(pending, pendingStyle)) }
            pending = ""
        }
        for (atom, style) in styledAtoms {
            switch atom {
            case .character(let c):
                if style != pendingStyle { flush() }
                pendingStyle = style
                pending.append(c)
            case .argument(let index, let value):
                if let own = styled?.runs[index] {
                    flush()
                    runs += own.map { apply(style, to: $0) }
                } else {
                    if style != pendingStyle { flush() }
                    pendingStyle = style
                    pending += value
                }
            }
        }
        flush()
        return runs.isEmpty ? [Text.Run(string: "", isLocalized: true)] : runs
    }

    static func run(_ string: String, _ style: Style) -> Text.Run {
        apply(style, to: Text.Run(string: string, isLocalized: true))
    }

    static func apply(_ style: Style, to run: Text.Run) -> Text.Run {
        var run = run
        if style.bold, run.weight == nil { run.weight = .bold }
        if style.italic { run.italic = true }
        if style.strikethrough { run.strikethrough = true }
        if style.code, run.design == nil { run.design = .monospaced }
        if style.link, run.color == nil { run.color = AnyShapeStyle(TintShapeStyle()) }
        return run
    }

    /// Reads `atoms[range]` in `style`, appending each atom with the style it is drawn in
    /// (the marks themselves are left out).
    static func parse(_ atoms: [Atom], _ range: Range<Int>, _ style: Style, into out: inout [(Atom, Style)]) {
        var i = range.lowerBound
        let end = range.upperBound
        func char(_ j: Int) -> Character? { j >= range.lowerBound && j < end ? atoms[j].character : nil }
        func isSpace(_ j: Int) -> Bool {
            guard j >= range.lowerBound && j < end else { return true }
            return atoms[j].character?.isWhitespace ?? false
        }
        func isWordCharacter(_ j: Int) -> Bool { char(j).map { $0.isLetter || $0.isNumber } ?? false }
        func runLength(_ mark: Character, from j: Int) -> Int {
            var k = 0
            while char(j + k) == mark { k += 1 }
            return k
        }
        while i < end {
            guard let c = atoms[i].character else {
                out.append((atoms[i], style))
                i += 1
                continue
            }
            switch c {
            case "\\":
                if let next = char(i + 1), next.isASCII, next.isPunctuation || next.isSymbol {
                    out.append((.character(next), style))
                    i += 2
                    continue
                }
            case "`":
                if let close = (i + 1..<end).first(where: { char($0) == "`" }) {
                    var code = style
                    code.code = true
                    for j in i + 1..<close { out.append((atoms[j], code)) }
                    i = close + 1
                    continue
                }
            case "[":
                if let link = linkRange(atoms, from: i, end: end) {
                    var linked = style
                    linked.link = true
                    linked.destination = String(atoms[link.titleEnd + 2..<link.end - 1].compactMap(\.character))
                    parse(atoms, i + 1..<link.titleEnd, linked, into: &out)
                    i = link.end
                    continue
                }
            case "*", "_", "~":
                let length = runLength(c, from: i)
                let marks = c == "~" ? (length >= 2 ? 2 : 0) : min(length, 3)
                // An opening mark is followed by a non-space; an underscore is not inside a word.
                if marks > 0, !isSpace(i + length), c != "_" || !isWordCharacter(i - 1) {
                    if let close = closing(c, marks, atoms, from: i + length, end: end, isSpace: isSpace, isWordCharacter: isWordCharacter) {
                        var inner = style
                        switch (c, marks) {
                        case ("~", _): inner.strikethrough = true
                        case (_, 1): inner.italic = true
                        case (_, 2): inner.bold = true
                        default:
                            inner.bold = true
                            inner.italic = true
                        }
                        for j in i + marks..<i + length { out.append((atoms[j], style)) }
                        parse(atoms, i + length..<close, inner, into: &out)
                        i = close + marks
                        continue
                    }
                }
                for j in i..<i + length { out.append((atoms[j], style)) }
                i += length
                continue
            default: break
            }
            out.append((atoms[i], style))
            i += 1
        }
    }

    /// Where the run of `marks` marks closing one opened before `start` begins: preceded by a
    /// non-space, an underscore not followed by a word character, of exactly that length.
    static func closing(
        _ mark: Character, _ marks: Int, _ atoms: [Atom], from start: Int, end: Int, isSpace: (Int) -> Bool,
        isWordCharacter: (Int) -> Bool
    ) -> Int? {
        var j = start
        while j < end {
            guard atoms[j].character == mark else {
                // A code span is opaque: a mark inside it closes nothing.
                if atoms[j].character == "`", let close = (j + 1..<end).first(where: { atoms[$0].character == "`" }) {
                    j = close + 1
                } else {
                    j += 1
                }
                continue
            }
            var length = 0
            while j + length < end, atoms[j + length].character == mark { length += 1 }
            let fits = mark == "~" ? length >= 2 : length == marks
            if fits, !isSpace(j - 1), mark != "_" || !isWordCharacter(j + length) { return j }
            j += length
        }
        return nil
    }

    /// A link `[title](destination)` starting at `start`: where its title ends and where the
    /// whole ends.
    static func linkRange(_ atoms: [Atom], from start: Int, end: Int) -> (titleEnd: Int, end: Int)? {
        guard let close = (start + 1..<end).first(where: { atoms[$0].character == "]" }), close + 1 < end,
            atoms[close + 1].character == "(", let paren = (close + 2..<end).first(where: { atoms[$0].character == ")" })
        else { return nil }
        return (close, paren + 1)
    }
}
