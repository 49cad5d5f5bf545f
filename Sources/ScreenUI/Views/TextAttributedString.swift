import Foundation

/// How inline Markdown styles a run, as Foundation's `InlinePresentationIntent` (Linux's
/// Foundation has none): emphasis, strong emphasis, code and strikethrough.
public struct InlinePresentationIntent: OptionSet, Hashable, Codable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let emphasized = InlinePresentationIntent(rawValue: 1 << 0)
    public static let stronglyEmphasized = InlinePresentationIntent(rawValue: 1 << 1)
    public static let code = InlinePresentationIntent(rawValue: 1 << 2)
    public static let strikethrough = InlinePresentationIntent(rawValue: 1 << 5)
    public static let softBreak = InlinePresentationIntent(rawValue: 1 << 6)
    public static let lineBreak = InlinePresentationIntent(rawValue: 1 << 7)
    public static let inlineHTML = InlinePresentationIntent(rawValue: 1 << 8)
    public static let blockHTML = InlinePresentationIntent(rawValue: 1 << 9)
}

extension AttributeScopes {
    /// The attributes a `Text` draws from an `AttributedString`, as SwiftUI's
    /// `AttributeScopes.SwiftUIAttributes` (with Foundation's link and Markdown intents).
    public struct SwiftUIAttributes: AttributeScope {
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.ForegroundColor"
        }
        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.BackgroundColor"
        }
        public enum FontAttribute: AttributedStringKey {
            public typealias Value = Font
            public static let name = "SwiftUI.Font"
        }
        public enum KerningAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Kern"
        }
        public enum TrackingAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Tracking"
        }
        public enum BaselineOffsetAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.BaselineOffset"
        }
        public enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.UnderlineStyle"
        }
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.StrikethroughStyle"
        }
        public enum InlinePresentationIntentAttribute: AttributedStringKey {
            public typealias Value = InlinePresentationIntent
            public static let name = "NSInlinePresentationIntent"
        }

        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let font: FontAttribute
        public let kern: KerningAttribute
        public let tracking: TrackingAttribute
        public let baselineOffset: BaselineOffsetAttribute
        public let underlineStyle: UnderlineStyleAttribute
        public let strikethroughStyle: StrikethroughStyleAttribute
        public let inlinePresentationIntent: InlinePresentationIntentAttribute
        public let foundation: FoundationAttributes
    }

    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
        self[T.self]
    }
}

extension AttributedString {
    /// How `init(markdown:)` reads Markdown, as Foundation's `MarkdownParsingOptions`.
    public struct MarkdownParsingOptions: Hashable, Sendable {
        public enum InterpretedSyntax: Hashable, Sendable { case full, inlineOnly, inlineOnlyPreservingWhitespace }
        public enum FailurePolicy: Hashable, Sendable { case throwError, returnPartiallyParsedIfPossible }
        public var allowsExtendedAttributes: Bool
        public var interpretedSyntax: InterpretedSyntax
        public var failurePolicy: FailurePolicy
        public var languageCode: String?
        public var appliesSourcePositionAttributes: Bool
        public init(
            allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full, failurePolicy: FailurePolicy = .throwError,
            languageCode: String? = nil, appliesSourcePositionAttributes: Bool = false
        ) {
            self.allowsExtendedAttributes = allowsExtendedAttributes
            self.interpretedSyntax = interpretedSyntax
            self.failurePolicy = failurePolicy
            self.languageCode = languageCode
            self.appliesSourcePositionAttributes = appliesSourcePositionAttributes
        }
    }

    /// Markdown's inline styles as attributes (Linux's Foundation cannot read Markdown): strong
    /// and plain emphasis, code and strikethrough as `inlinePresentationIntent`, links as
    /// `link`. Block syntax is read as text; except when whitespace is preserved, line breaks
    /// join lines with a space, as Foundation does.
    public init(markdown: String, options: MarkdownParsingOptions = MarkdownParsingOptions(), baseURL: URL? = nil) throws {
        var source = markdown
        if options.interpretedSyntax != .inlineOnlyPreservingWhitespace {
            source = source.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
                .joined(separator: " ")
        }
        let atoms = source.map(TextMarkdown.Atom.character)
        var styled: [(TextMarkdown.Atom, TextMarkdown.Style)] = []
        TextMarkdown.parse(atoms, 0..<atoms.count, TextMarkdown.Style(), into: &styled)
        self.init()
        var pending = ""
        var pendingStyle = TextMarkdown.Style()
        func flush() {
            guard !pending.isEmpty else { return }
            var piece = AttributedString(pending)
            var intent: InlinePresentationIntent = []
            if pendingStyle.bold { intent.insert(.stronglyEmphasized) }
            if pendingStyle.italic { intent.insert(.emphasized) }
            if pendingStyle.code { intent.insert(.code) }
            if pendingStyle.strikethrough { intent.insert(.strikethrough) }
            if !intent.isEmpty { piece.inlinePresentationIntent = intent }
            if let destination = pendingStyle.destination { piece.link = URL(string: destination, relativeTo: baseURL) }
            append(piece)
            pending = ""
        }
        for (atom, style) in styled {
            guard let character = atom.character else { continue }
            if style != pendingStyle { flush() }
            pendingStyle = style
            pending.append(character)
        }
        flush()
    }

    public init(markdown: Data, options: MarkdownParsingOptions = MarkdownParsingOptions(), baseURL: URL? = nil) throws {
        try self.init(markdown: String(decoding: markdown, as: UTF8.self), options: options, baseURL: baseURL)
    }
}

extension Text {
    /// The runs of an attributed string with the attributes a text draws: colour, font, Markdown's
    /// emphasis, code and strikethrough, underline and strikethrough styles, kerning and
    /// tracking, baseline offset, and links in the tint. A background colour is reported.
    static func runs(of attributed: AttributedString) -> [Run] {
        var runs: [Run] = []
        for piece in attributed.runs {
            var run = Run(string: String(attributed[piece.range].characters))
            typealias Keys = AttributeScopes.SwiftUIAttributes
            run.color = piece[Keys.ForegroundColorAttribute.self].map(AnyShapeStyle.init)
            run.font = piece[Keys.FontAttribute.self]
            if let intent = piece[Keys.InlinePresentationIntentAttribute.self] {
                if intent.contains(.stronglyEmphasized) { run.weight = .bold }
                if intent.contains(.emphasized) { run.italic = true }
                if intent.contains(.code) { run.design = .monospaced }
                if intent.contains(.strikethrough) { run.strikethrough = true }
            }
            if let style = piece[Keys.UnderlineStyleAttribute.self] {
                run.underline = true
                run.lineStyleProblem = LineStyle.problem("underline", isActive: true, pattern: style.pattern, color: style.color)
            }
            if let style = piece[Keys.StrikethroughStyleAttribute.self] {
                run.strikethrough = true
                run.lineStyleProblem = LineStyle.problem("strikethrough", isActive: true, pattern: style.pattern, color: style.color)
            }
            if let tracking = piece[Keys.TrackingAttribute.self] ?? piece[Keys.KerningAttribute.self] { run.tracking = tracking }
            run.baselineOffset = piece[Keys.BaselineOffsetAttribute.self]
            if piece.link != nil, run.color == nil { run.color = AnyShapeStyle(TintShapeStyle()) }
            if piece[Keys.BackgroundColorAttribute.self] != nil {
                run.lineStyleProblem = "AttributedString backgroundColor: the run's background is not drawn"
            }
            runs.append(run)
        }
        return runs.isEmpty ? [Run(string: "")] : runs
    }
}
