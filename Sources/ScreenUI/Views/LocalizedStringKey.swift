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

    public init(_ value: String) {
        key = value
        firstArgument = nil
        moreArguments = []
        formatted = nil
    }
    public init(stringLiteral value: String) { self.init(value) }
    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.key
        firstArgument = stringInterpolation.firstArgument
        moreArguments = stringInterpolation.moreArguments
        formatted = stringInterpolation.formatted
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        var key = ""
        var firstArgument: String?
        var moreArguments: [String] = []
        var formatted = ""
        public init(literalCapacity: Int, interpolationCount: Int) {
            key.reserveCapacity(literalCapacity + 4 * interpolationCount)
            formatted.reserveCapacity(literalCapacity + 8 * interpolationCount)
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
        public mutating func appendInterpolation(_ text: Text) { add("%@", text.plainText) }
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) { add("%@", style.format(date)) }
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
        var result = ""
        var values = arguments.makeIterator()
        var i = template.startIndex
        while i < template.endIndex {
            let c = template[i]
            if c == "%" {
                let next = template.index(after: i)
                if next < template.endIndex, template[next] == "%" {
                    result.append("%")
                    i = template.index(after: next)
                    continue
                }
                // A specifier: %@, %lld, %d, %lf, %f, %1$@ …, up to its conversion letter.
                var j = next
                while j < template.endIndex, !"@dDiuUxXoOfFeEgGcsSp".contains(template[j]) { j = template.index(after: j) }
                result += values.next() ?? ""
                i = j < template.endIndex ? template.index(after: j) : j
                continue
            }
            result.append(c)
            i = template.index(after: i)
        }
        return result
    }
}
