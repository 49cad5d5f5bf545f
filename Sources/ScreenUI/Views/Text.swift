import ScreenLayout
import Theme

/// Text, as SwiftUI's `Text`: verbatim, any string, a localized key with interpolations and
/// formats, a formatted value, or several texts joined with `+`. Its font, weight and colour
/// come from its own modifiers, else from the environment (`.font`, `.foregroundStyle`).
///
/// ```swift
/// Text("Hello, \(name)!").font(.title).bold()
/// Text(price, format: .currency(code: "EUR"))
/// Text("Total: ") + Text(total).bold()
/// ```
nonisolated public struct Text: PrimitiveView {
    struct Run {
        var string: String
        var font: Font?
        var weight: Font.Weight?
        var italic = false
        var color: AnyShapeStyle?
        var underline = false
        var strikethrough = false
        var design: Font.Design?
        /// Points added after each character (`tracking`, `kerning`); nil: the environment's.
        var tracking: CGFloat?
        var baselineOffset: CGFloat?
        var monospacedDigit = false
        /// `textScale(.secondary)`: reported, drawn at the default scale.
        var isSecondaryScale = false
        /// From a `LocalizedStringKey`: a pseudo-language rewrites it (verbatim text and
        /// formatted values stay as they are, as on iOS).
        var isLocalized = false
        /// What of an underline or strikethrough is not drawn as asked, reported.
        var lineStyleProblem: String?
        /// An image inside the text (`Text(Image(systemName:))`): drawn as its glyph in the
        /// icon font at the text's size and colour; `string` holds its name.
        var image: InlineImage?
    }
    /// The first run, and any joined with `+` (kept apart: one text allocates no array).
    var first: Run
    var more: [Run] = []
    nonisolated var runs: [Run] {
        get { [first] + more }
        set {
            first = newValue.first ?? Run(string: "")
            more = Array(newValue.dropFirst())
        }
    }
    /// The text's characters, without styles.
    nonisolated var plainText: String { more.isEmpty ? first.string : ([first] + more).map(\.string).joined() }

    nonisolated init(runs: [Run]) {
        first = runs.first ?? Run(string: "")
        more = Array(runs.dropFirst())
    }

    public init(verbatim content: String) { first = Run(string: content) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { first = Run(string: String(content)) }
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        guard key.styledArguments != nil || TextMarkdown.mayContain(key.key) else {
            // One run, no array: most texts.
            first = Run(string: key.resolved(table: tableName), isLocalized: true)
            return
        }
        // Markdown in the key, and texts and images interpolated, which keep their own runs.
        let runs = TextMarkdown.runs(key.pieces(table: tableName), styled: key.styledArguments)
        first = runs.first ?? Run(string: "", isLocalized: true)
        more = Array(runs.dropFirst())
    }
    /// Formatted in the environment's locale when resolved (en_US unless a view or the
    /// snapshot sets another), never the machine's.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        first = Run(string: format.locale(Self.snapshotLocale).format(input))
        localized = { format.locale($0).format(input) }
    }

    /// A formatted value's text in a locale (nil: not a formatted value).
    var localized: ((Locale) -> String)?
    nonisolated static let snapshotLocale = Locale(identifier: "en_US")
    public init(_ date: Date, style: DateStyle) { first = Run(string: style.format(date)) }
    @_disfavoredOverload  // a string literal is a LocalizedStringKey, not an AttributedString
    public init(_ attributed: AttributedString) { self.init(runs: Text.runs(of: attributed)) }

    /// How a date is shown (`.date`, `.time`); relative styles show the date.
    public struct DateStyle: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case date, time }
        let kind: Kind
        public static let date = DateStyle(kind: .date)
        public static let time = DateStyle(kind: .time)
        public static let relative = DateStyle(kind: .date)
        public static let offset = DateStyle(kind: .date)
        public static let timer = DateStyle(kind: .time)

        /// The date in en_US and UTC, as a snapshot shows it.
        func format(_ date: Date) -> String {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US")
            formatter.timeZone = TimeZone(identifier: "UTC")
            switch kind {
            case .date:
                formatter.dateStyle = .long
                formatter.timeStyle = .none
            case .time:
                formatter.dateStyle = .none
                formatter.timeStyle = .short
            }
            return formatter.string(from: date)
        }
    }

    public static func + (lhs: Text, rhs: Text) -> Text { Text(runs: lhs.runs + rhs.runs) }

    private func map(_ change: (inout Run) -> Void) -> Text {
        var copy = self
        change(&copy.first)
        for i in copy.more.indices { change(&copy.more[i]) }
        return copy
    }
    public func font(_ font: Font?) -> Text { map { $0.font = font } }
    public func fontWeight(_ weight: Font.Weight?) -> Text { map { $0.weight = weight } }
    public func bold() -> Text { map { $0.weight = .bold } }
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    public func italic() -> Text { map { $0.italic = true } }
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }
    public func foregroundColor(_ color: Color?) -> Text { map { $0.color = color.map(AnyShapeStyle.init) } }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { map { $0.color = AnyShapeStyle(style) } }
    /// A line under the text, in the text's colour (a `color` or a `pattern` other than solid
    /// is reported: Pango draws one solid line).
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        map {
            $0.underline = isActive
            $0.lineStyleProblem = LineStyle.problem("underline", isActive: isActive, pattern: pattern, color: color)
        }
    }
    /// A line through the text, in the text's colour (a `color` or a `pattern` other than solid
    /// is reported).
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        map {
            $0.strikethrough = isActive
            $0.lineStyleProblem = LineStyle.problem("strikethrough", isActive: isActive, pattern: pattern, color: color)
        }
    }
    /// Digits of one width: the font's tabular figures.
    public func monospacedDigit() -> Text { map { $0.monospacedDigit = true } }
    public func monospaced(_ isActive: Bool = true) -> Text { isActive ? map { $0.design = .monospaced } : self }
    /// Space between characters, drawn as tracking (the two differ only inside ligatures).
    public func kerning(_ kerning: CGFloat) -> Text { map { $0.tracking = kerning } }
    /// Space added after each character, in points.
    public func tracking(_ tracking: CGFloat) -> Text { map { $0.tracking = tracking } }
    /// The text raised (or, negative, lowered) from its baseline, in points.
    public func baselineOffset(_ offset: CGFloat) -> Text { map { $0.baselineOffset = offset } }
    public func fontDesign(_ design: Font.Design?) -> Text { map { $0.design = design } }
    /// The text's scale, as SwiftUI's `textScale`: `.secondary` is reported and drawn at the
    /// default scale (iOS publishes no figure for it).
    public func textScale(_ scale: Scale, isEnabled: Bool = true) -> Text { map { $0.isSecondaryScale = isEnabled && scale == .secondary } }

    /// Text scales (`textScale`).
    public enum Scale: Hashable, Sendable {
        case `default`, secondary

        /// The finding for `.secondary`, which the kit draws at the default scale.
        static let secondaryProblem = "textScale(.secondary): drawn at the default scale"
    }

    /// How an underline or strikethrough is drawn (`Text.LineStyle`).
    public struct LineStyle: Hashable, Sendable {
        public var pattern: Pattern
        public var color: Color?
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }
        public static let single = LineStyle()
        public enum Pattern: Hashable, Sendable { case solid, dot, dash, dashDot, dashDotDot }

        /// The finding for an active `line` (underline, strikethrough) with a pattern or colour
        /// the kit does not draw (Pango draws one solid line in the text's colour); nil if none.
        static func problem(_ line: String, isActive: Bool, pattern: Pattern, color: Color?) -> String? {
            isActive && (pattern != .solid || color != nil) ? "\(line)(pattern:color:): a solid line in the text's colour" : nil
        }
    }

    @MainActor public func resolve(in context: ResolveContext) -> [Node] {
        // Read through `context` (borrowed) rather than a local copy of its environment, which
        // would retain and release every value of it for each text.
        if let localized, more.isEmpty {
            let locale = context.environment.locale
            if locale != Self.snapshotLocale {
                var copy = self
                copy.first.string = localized(locale)
                copy.localized = nil
                return copy.resolve(in: context)
            }
        }
        var string = plainText
        let translation = context.environment.layoutEnvironment.translation
        let pseudo = context.environment.layoutEnvironment.pseudoLocale
        // Each run's characters as drawn: the snapshot's translation (by the string shown, see
        // `Translation`) and then its pseudo-language rewrite the localized runs; a text case
        // changes all.
        var pieces: [String]? = nil
        var problems: [String] = []
        // The runs as one array, made once and only for a text of several runs or an image.
        lazy var allRuns = runs
        let hasImage = first.image != nil || more.contains { $0.image != nil }
        if !more.isEmpty || hasImage {
            // An image's piece is its glyph's ligature, which the icon font draws.
            pieces = allRuns.map { run in run.image.map { $0.glyph(context.environment) { problems.append($0) } } ?? run.string }
            if hasImage { string = pieces!.joined() }
        }
        if translation != nil || pseudo != nil, first.isLocalized || more.contains(where: \.isLocalized) {
            pieces = zip(allRuns, pieces ?? [string]).map { run, piece in
                guard run.isLocalized else { return piece }
                let translated = translation?.translate(piece) ?? piece
                return pseudo?.apply(translated) ?? translated
            }
            string = pieces!.joined()
        }
        if let textCase = context.environment.textCase {
            let locale = context.environment.locale
            func changed(_ piece: String) -> String { textCase == .uppercase ? piece.uppercased(with: locale) : piece.lowercased(with: locale) }
            if let current = pieces {
                // An image's ligature keeps its case (an upper-case name draws no glyph).
                pieces = zip(allRuns, current).map { run, piece in run.image == nil ? changed(piece) : piece }
                string = pieces!.joined()
            } else {
                string = changed(string)
            }
        }
        var content = TextContent(string: string, lineLimit: context.environment.lineLimit, alignment: context.environment.multilineTextAlignment)
        // The text's own font and colour are its first run's, or its first run of characters
        // when it opens with an image (the audits read them: an icon-font text counts as an icon).
        // (Read in place: a run is large, and most texts are one run without an image.)
        if first.image == nil {
            content.font = spec(of: first, context.environment)
            content.rgba = color(of: first, context.environment) { problems.append($0) }
        } else {
            let own = more.first { $0.image == nil } ?? first
            content.font = spec(of: own, context.environment)
            content.rgba = color(of: own, context.environment) { problems.append($0) }
        }
        content.isLocalized = false  // translation and pseudo-language were applied to the localized runs above
        func note(_ run: Run) {
            if let problem = run.lineStyleProblem { problems.append(problem) }
            if run.isSecondaryScale { problems.append(Scale.secondaryProblem) }
        }
        note(first)
        more.forEach(note)
        if let pieces, pieces.joined() == content.string {
            // Joined texts: one layout, each run in its own font, decorations and colour.
            var lineHeight = content.font?.lineHeight ?? 0
            content.font?.runs = zip(allRuns, pieces).map { run, piece in
                let font = spec(of: run, context.environment)
                lineHeight = max(lineHeight, font.lineHeight)
                return StyledRun(string: piece, font: font, color: color(of: run, context.environment) { problems.append($0) })
            }
            content.font?.lineHeight = lineHeight
        }
        switch context.environment.truncationMode {
        case .head: content.font?.truncation = .head
        case .middle: content.font?.truncation = .middle
        case .tail: break
        }
        content.minimumScaleFactor = min(1, max(0, Double(context.environment.minimumScaleFactor)))
        content.isRedacted = context.environment.hot.isRedacted
        return [context.wrap(Node(.text(content)), problems: problems)]
    }

    /// A run's font: its own, else the environment's, with its weight, italic, design and decorations.
    private func spec(of run: Run, _ environment: EnvironmentValues) -> FontSpec {
        var font = (run.font ?? environment.font ?? .body).spec(
            environment, weight: run.weight ?? environment.fontWeight, italic: run.italic || environment.isItalic, design: run.design)
        // Each read of the environment is a lookup and a cast: the two values are read once.
        let lines = environment[TextLineKey.self]
        let spacing = environment[TextSpacingKey.self]
        font.underline = run.underline || lines.underline
        font.strikethrough = run.strikethrough || lines.strikethrough
        font.tracking = Double(run.tracking ?? spacing.tracking)
        font.baselineOffset = Double(run.baselineOffset ?? spacing.baselineOffset)
        font.monospacedDigits = font.monospacedDigits || run.monospacedDigit || spacing.monospacedDigit
        font.lineSpacing = Double(max(0, spacing.lineSpacing))
        if run.image != nil { InlineImage.place(in: &font, imageScale: environment.imageScale) }
        return font
    }

    /// A run's colour: its own style, else the environment's foreground, else the label colour;
    /// faded when disabled.
    private func color(of run: Run, _ environment: EnvironmentValues, report: (String) -> Void) -> RGBA {
        var rgba: RGBA
        if let style = run.color ?? environment.foregroundStyle {
            rgba = ShapeNodes.color(of: style, environment, report: report)
        } else {
            // The primary style with no foreground set: the label colour, without boxing a style.
            rgba = (try? environment.themeReference.color(.label, in: environment.colorScheme)) ?? .black
        }
        if !environment.isEnabled { rgba = rgba.withOpacity(0.3) }
        return rgba
    }
}

extension EnvironmentValues {
    /// The font set by `.font(_:)` for the subtree (nil: body).
    public var font: Font? {
        get { hot.font }
        set { hot.font = newValue }
    }
    var fontWeight: Font.Weight? {
        get { hot.fontWeight }
        set { hot.fontWeight = newValue }
    }
    var isItalic: Bool {
        get { hot.isItalic }
        set { hot.isItalic = newValue }
    }
    /// The type design set by `.fontDesign(_:)` or `.monospaced()` for the subtree.
    public var fontDesign: Font.Design? {
        get { hot.fontDesign }
        set { hot.fontDesign = newValue }
    }
}
