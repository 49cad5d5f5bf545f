import ScreenLayout

nonisolated extension View {
    public func font(_ font: Font?) -> some View { changingEnvironment { $0.font = font } }
    public func fontWeight(_ weight: Font.Weight?) -> some View { changingEnvironment { $0.fontWeight = weight } }
    public func bold(_ isActive: Bool = true) -> some View { changingEnvironment { if isActive { $0.fontWeight = .bold } } }
    public func italic(_ isActive: Bool = true) -> some View { changingEnvironment { if isActive { $0.isItalic = true } } }
    /// The type design of text in the subtree: serif (Noto Serif) and monospaced (DejaVu Sans
    /// Mono) stand in for New York and SF Mono; rounded is drawn in Inter.
    public func fontDesign(_ design: Font.Design?) -> some View { changingEnvironment { $0.fontDesign = design } }
    public func monospaced(_ isActive: Bool = true) -> some View { changingEnvironment { if isActive { $0.fontDesign = .monospaced } } }
    /// Digits of one width in the subtree's text: the font's tabular figures.
    public func monospacedDigit() -> some View { changingEnvironment { $0[TextSpacingKey.self].monospacedDigit = true } }

    /// The colour (or style) of text, symbols and shapes in the subtree.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { changingEnvironment { $0.foregroundStyle = AnyShapeStyle(style) } }
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View { foregroundStyle(primary) }
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        foregroundStyle(primary)
    }
    public func foregroundColor(_ color: Color?) -> some View { changingEnvironment { $0.foregroundStyle = color.map(AnyShapeStyle.init) } }
    /// The tint of controls in the subtree.
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View { changingEnvironment { $0.tintStyle = tint.map(AnyShapeStyle.init) } }
    public func tint(_ tint: Color?) -> some View { changingEnvironment { $0.tintStyle = tint.map(AnyShapeStyle.init) } }
    public func accentColor(_ color: Color?) -> some View { tint(color) }

    public func lineLimit(_ number: Int?) -> some View { changingEnvironment { $0.lineLimit = number } }
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View { lineLimit(limit) }
    public func lineLimit<R: RangeExpression>(_ limit: R) -> some View where R.Bound == Int {
        let upper: Int? = (limit as? ClosedRange<Int>)?.upperBound ?? (limit as? PartialRangeThrough<Int>)?.upperBound
        return changingEnvironment { $0.lineLimit = upper }
    }
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { changingEnvironment { $0.multilineTextAlignment = alignment } }
    public func truncationMode(_ mode: Text.TruncationMode) -> some View { changingEnvironment { $0.truncationMode = mode } }
    public func minimumScaleFactor(_ factor: CGFloat) -> some View { changingEnvironment { $0.minimumScaleFactor = factor } }
    public func textCase(_ textCase: Text.Case?) -> some View { changingEnvironment { $0.textCase = textCase } }
    /// Extra space between the lines of the subtree's paragraphs.
    public func lineSpacing(_ spacing: CGFloat) -> some View { changingEnvironment { $0[TextSpacingKey.self].lineSpacing = spacing } }
    public func allowsTightening(_ flag: Bool) -> some View { self }
    /// Space between the characters of the subtree's text, drawn as tracking.
    public func kerning(_ kerning: CGFloat) -> some View { tracking(kerning) }
    /// Space added after each character of the subtree's text, in points.
    public func tracking(_ tracking: CGFloat) -> some View { changingEnvironment { $0[TextSpacingKey.self].tracking = tracking } }
    /// The subtree's text raised (or lowered) from its baseline, in points.
    public func baselineOffset(_ offset: CGFloat) -> some View { changingEnvironment { $0[TextSpacingKey.self].baselineOffset = offset } }
    /// A line under the subtree's text (a `color` or a `pattern` other than solid is reported).
    public func underline(
        _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil, fileID: String = #fileID, line: Int = #line
    )
        -> some View
    {
        let problem = Text.LineStyle.problem("underline", isActive: isActive, pattern: pattern, color: color)
        return changingEnvironment { $0[TextLineKey.self].underline = isActive }
            .unsupportedIf(problem != nil, problem ?? "", fileID: fileID, line: line)
    }
    /// A line through the subtree's text (a `color` or a `pattern` other than solid is reported).
    public func strikethrough(
        _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil, fileID: String = #fileID, line: Int = #line
    ) -> some View {
        let problem = Text.LineStyle.problem("strikethrough", isActive: isActive, pattern: pattern, color: color)
        return changingEnvironment { $0[TextLineKey.self].strikethrough = isActive }
            .unsupportedIf(problem != nil, problem ?? "", fileID: fileID, line: line)
    }
    /// The scale of the subtree's text: `.secondary` is reported and drawn at the default scale.
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true, fileID: String = #fileID, line: Int = #line) -> some View {
        unsupportedIf(isEnabled && scale == .secondary, Text.Scale.secondaryProblem, fileID: fileID, line: line)
    }
    public func imageScale(_ scale: Image.Scale) -> some View { changingEnvironment { $0.imageScale = scale } }

    /// Disabled controls are drawn faded.
    public func disabled(_ disabled: Bool) -> some View { changingEnvironment { if disabled { $0.isEnabled = false } } }
    public func controlSize(_ size: ControlSize) -> some View { changingEnvironment { $0.controlSize = size } }
    /// The subtree in another appearance (the whole snapshot when set on the root).
    public func preferredColorScheme(_ scheme: ColorScheme?) -> some View { changingEnvironment { if let scheme { $0.colorScheme = scheme } } }
    public func colorScheme(_ scheme: ColorScheme) -> some View { changingEnvironment { $0.colorScheme = scheme } }
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { changingEnvironment { $0.dynamicTypeSize = size } }
    @MainActor public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        changingEnvironment { env in
            let current = env.dynamicTypeSize
            if !range.contains(current) {
                let clamped = DynamicTypeSize.allCases.filter { range.contains($0) }
                if let nearest = clamped.min(by: { abs($0.rawValue - current.rawValue) < abs($1.rawValue - current.rawValue) }) {
                    env.dynamicTypeSize = nearest
                }
            }
        }
    }
    public func redacted(reason: RedactionReasons) -> some View { changingEnvironment { $0.redactionReasons = reason } }
    public func unredacted() -> some View { changingEnvironment { $0.redactionReasons = [] } }
}

/// Spacing of text set on a subtree (`tracking`, `baselineOffset`, `monospacedDigit`, `lineSpacing`).
struct TextSpacing {
    var tracking: CGFloat = 0
    var baselineOffset: CGFloat = 0
    var monospacedDigit = false
    var lineSpacing: CGFloat = 0
}
struct TextSpacingKey: EnvironmentKey { static let defaultValue = TextSpacing() }

/// Lines under or through the text of a subtree (`underline`, `strikethrough` on a view).
struct TextLines {
    var underline = false
    var strikethrough = false
}
struct TextLineKey: EnvironmentKey { static let defaultValue = TextLines() }
