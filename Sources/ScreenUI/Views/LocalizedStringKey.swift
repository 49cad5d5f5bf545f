/// A key to look up in the app's `.strings` tables, as SwiftUI's `LocalizedStringKey`: a string
/// literal, with interpolations (values, formatted values, texts). With no table entry the
/// key itself is shown, with its interpolations filled in.
///
/// ```swift
/// Text("\(count) items")                          // key "%lld items"
/// Text("Due \(date, format: .dateTime.day().month())")
/// ```
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The key as a `.strings` table has it (`%@`, `%lld`, `%lf` for interpolations).
    public let key: String
    /// The interpolated values: the first kept inline, as most keys have at most one, so that a
    /// key allocates no array.
    let firstArgument: String?
    let moreArguments: [String]
    var arguments: [String] { firstArgument.map { [$0] + moreArguments } ?? [] }
    /// The text with the interpolated values in place: what shows when no table has the key.
    let formatted: String?
    /// The runs of texts and images interpolated, which keep their own styles (nil: none).
    let styledArguments: StyledArguments?

    public init(_ value: String) {
        key = value
        firstArgument = nil
        moreArguments = []
        formatted = nil
        styledArguments = nil
    }
    public init(stringLiteral value: String) { self.init(value) }
    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.key
        firstArgument = stringInterpolation.firstArgument
        moreArguments = stringInterpolation.moreArguments
        formatted = stringInterpolation.formatted
        styledArguments = stringInterpolation.styled.runs.isEmpty ? nil : stringInterpolation.styled
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        var key = ""
        var firstArgument: String?
        var moreArguments: [String] = []
        var formatted = ""
        var styled = StyledArguments()
        public init(literalCapacity: Int, interpolationCount: Int) {
            // A short text stays a small string (no allocation): reserve only for long ones.
            if literalCapacity + 8 * interpolationCount > 15 {
                key.reserveCapacity(literalCapacity + 4 * interpolationCount)
                formatted.reserveCapacity(literalCapacity + 8 * interpolationCount)
            }
        }
        public mutating func appendLiteral(_ literal: String) {
            if literal.isEmpty { return }
            formatted += literal
            let hasPercent =
                literal.utf8.withContiguousStorageIfAvailable { $0.contains(UInt8(ascii: "%")) } ?? literal.utf8.contains(UInt8(ascii: "%"))
            if hasPercent {
                for c in literal { key += c == "%" ? "%%" : String(c) }
            } else {
                key += literal
            }
        }
        public mutating func appendInterpolation(_ string: String) { add("%@", string) }
        public mutating func appendInterpolation<S: StringProtocol>(_ string: S) { add("%@", String(string)) }
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) { add("%lld", "\(value)") }
        public mutating func appendInterpolation(_ value: Int) { add("%lld", String(value)) }
        public mutating func appendInterpolation(_ value: Double) { add("%lf", Self.number(value)) }
        public mutating func appendInterpolation(_ value: Float) { add("%f", Self.number(Double(value))) }
        public mutating func appendInterpolation(_ value: CGFloat) { add("%lf", Self.number(Double(value))) }
        /// Formatted in en_US, the snapshot's locale, whatever the machine's; `Text(value,
        /// format:)` follows a locale set with `.environment(\.locale, …)`.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            add("%@", format.locale(Text.snapshotLocale).format(input))
        }
        /// A text keeps its own font, weight and colour inside the key's text.
        public mutating func appendInterpolation(_ text: Text) {
            styled.runs[argumentCount] = text.runs
            add("%@", text.plainText)
        }
        /// An image is drawn inside the text, as `Text(image)` is.
        public mutating func appendInterpolation(_ image: Image) {
            let text = Text(image)
            styled.runs[argumentCount] = text.runs
            add("%@", text.plainText)
        }
        var argumentCount: Int { firstArgument == nil ? 0 : 1 + moreArguments.count }
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) { add("%@", style.format(date)) }
        /// A number in a printf format, as SwiftUI's `"\(value, specifier: "%.2f")"`: the key
        /// holds the specifier, the text the value formatted in en_US.
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
            add(specifier, String(format: specifier, locale: Text.snapshotLocale, value._arg))
        }
        @_disfavoredOverload
        public mutating func appendInterpolation<T>(_ value: T) { add("%@", "\(value)") }
        mutating func add(_ specifier: String, _ value: String) {
            key += specifier
            formatted += value
            if firstArgument == nil { firstArgument = value } else { moreArguments.append(value) }
        }
        /// A floating-point value as its `%lf` specifier prints it, as SwiftUI shows
        /// `Text("\(0.5)")`: six decimals ("0.500000"); use `format:` for anything else.
        static func number(_ value: Double) -> String { String(format: "%f", value) }
    }

    /// The string to show: the table's translation (when the app registered one) or the key,
    /// with the interpolated values in place of their specifiers.
    func resolved(table: String?) -> String {
        guard let template = LocalizedStrings.lookup(key, table: table) else { return formatted ?? key }
        if arguments.isEmpty && !template.utf8.contains(UInt8(ascii: "%")) { return template }
        return Self.pieces(of: template, arguments: arguments).map(\.string).joined()
    }

    /// The string to show as the template's literal pieces and its arguments, each argument
    /// with its index (a positional specifier, `%2$@`, names its own).
    func pieces(table: String?) -> [Piece] {
        Self.pieces(of: LocalizedStrings.lookup(key, table: table) ?? key, arguments: arguments)
    }

    /// A piece of a key's text: a run of the template, or an interpolated value.
    enum Piece: Equatable {
        case literal(String)
        case argument(Int, String)
        var string: String {
            switch self {
            case .literal(let s), .argument(_, let s): return s
            }
        }
    }

    static func pieces(of template: String, arguments: [String]) -> [Piece] {
        var pieces: [Piece] = []
        var literal = ""
        var nextArgument = 0
        var i = template.startIndex
        while i < template.endIndex {
            let c = template[i]
            guard c == "%" else {
                literal.append(c)
                i = template.index(after: i)
                continue
            }
            let next = template.index(after: i)
            if next < template.endIndex, template[next] == "%" {
                literal.append("%")
                i = template.index(after: next)
                continue
            }
            // A specifier: %@, %lld, %d, %lf, %f, %1$@ …, up to its conversion letter.
            var j = next
            while j < template.endIndex, !"@dDiuUxXoOfFeEgGcsSp".contains(template[j]) { j = template.index(after: j) }
            let specifier = template[next..<j]
            var index = nextArgument
            if let dollar = specifier.firstIndex(of: "$"), let position = Int(specifier[..<dollar]), position >= 1 {
                index = position - 1
            } else {
                nextArgument += 1
            }
            if !literal.isEmpty { pieces.append(.literal(literal)) }
            literal = ""
            pieces.append(.argument(index, index < arguments.count ? arguments[index] : ""))
            i = j < template.endIndex ? template.index(after: j) : j
        }
        if !literal.isEmpty || pieces.isEmpty { pieces.append(.literal(literal)) }
        return pieces
    }
}

/// The runs of the texts and images interpolated into a key, by argument index. Two keys with
/// the same key and arguments are equal whatever their runs' styles (as a table sees them).
struct StyledArguments: Hashable, Sendable {
    var runs: [Int: [Text.Run]] = [:]
    static func == (lhs: StyledArguments, rhs: StyledArguments) -> Bool { true }
    func hash(into hasher: inout Hasher) {}
}

/// A value `"\(value, specifier:)"` formats (SwiftUI's `_FormatSpecifiable`): the integer
/// and floating-point types.
public protocol _FormatSpecifiable: Equatable {
    associatedtype _Arg: CVarArg
    var _arg: _Arg { get }
    var _specifier: String { get }
}
extension Int: _FormatSpecifiable {
    public var _arg: Int64 { Int64(self) }
    public var _specifier: String { "%lld" }
}
extension Int8: _FormatSpecifiable {
    public var _arg: Int32 { Int32(self) }
    public var _specifier: String { "%d" }
}
extension Int16: _FormatSpecifiable {
    public var _arg: Int32 { Int32(self) }
    public var _specifier: String { "%d" }
}
extension Int32: _FormatSpecifiable {
    public var _arg: Int32 { self }
    public var _specifier: String { "%d" }
}
extension Int64: _FormatSpecifiable {
    public var _arg: Int64 { self }
    public var _specifier: String { "%lld" }
}
extension UInt: _FormatSpecifiable {
    public var _arg: UInt64 { UInt64(self) }
    public var _specifier: String { "%llu" }
}
extension UInt8: _FormatSpecifiable {
    public var _arg: UInt32 { UInt32(self) }
    public var _specifier: String { "%u" }
}
extension UInt16: _FormatSpecifiable {
    public var _arg: UInt32 { UInt32(self) }
    public var _specifier: String { "%u" }
}
extension UInt32: _FormatSpecifiable {
    public var _arg: UInt32 { self }
    public var _specifier: String { "%u" }
}
extension UInt64: _FormatSpecifiable {
    public var _arg: UInt64 { self }
    public var _specifier: String { "%llu" }
}
extension Double: _FormatSpecifiable {
    public var _arg: Double { self }
    public var _specifier: String { "%lf" }
}
extension Float: _FormatSpecifiable {
    public var _arg: Float { self }
    public var _specifier: String { "%f" }
}
extension CGFloat: _FormatSpecifiable {
    public var _arg: CGFloat { self }
    public var _specifier: String { "%lf" }
}
