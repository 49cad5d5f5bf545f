import ScreenUI

import struct ScreenLayout.Node

/// What a chart is made of, as Swift Charts' `ChartContent`: marks, `ForEach` of marks, groups
/// and conditions of them.
public protocol ChartContent {
    /// The marks this content stands for, in order.
    func _marks() -> [Mark]
}

/// One mark with everything a chart needs to place and paint it.
public struct Mark {
    enum Kind { case bar, line, point, area, rule, rectangle, sector }
    let kind: Kind
    var x: PlotValue?
    var y: PlotValue?
    var xStart: PlotValue?
    var xEnd: PlotValue?
    var yStart: PlotValue?
    var yEnd: PlotValue?
    var angle: Double?
    var innerRatio: Double = 0
    var angularInset: Double = 0
    var width: Double?
    var style = MarkStyle()
}

/// How a mark is painted, as its modifiers set it.
struct MarkStyle {
    var color: AnyShapeStyle?
    var series: String?
    var symbolSeries: String?
    var cornerRadius: Double = 0
    var lineWidth: Double = 2
    var dash: [CGFloat] = []
    var opacity: Double = 1
    var interpolation: InterpolationMethod = .linear
    var symbolSize: Double?
    var findings: [String] = []
}

/// A mark as a view: marks are written in `ForEach` and builders alongside views, and draw
/// nothing outside a `Chart`.
public protocol _ChartMark: ChartContent, View {
    nonisolated var _mark: Mark { get set }
}

nonisolated extension _ChartMark {
    public func _marks() -> [Mark] { [_mark] }
    @MainActor public func _nodes(in context: ResolveContext) -> [Node] { [] }
    public var body: Never { fatalError("a chart mark is drawn by its Chart") }

    func with(_ change: (inout MarkStyle) -> Void) -> Self {
        var copy = self
        change(&copy._mark.style)
        return copy
    }
    /// The mark's colour.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Self { with { $0.color = AnyShapeStyle(style) } }
    /// The series the mark belongs to: each series gets the next colour of the chart's palette
    /// (or the one `chartForegroundStyleScale` gives it) and a place in the legend.
    public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> Self { with { $0.series = value.value._plotValue.label } }
    public func symbol<D: Plottable>(by value: PlottableValue<D>) -> Self { with { $0.symbolSeries = value.value._plotValue.label } }
    public func symbol(_ symbol: BasicChartSymbolShape) -> Self { self }
    public func symbolSize(_ size: CGFloat) -> Self { with { $0.symbolSize = Double(size) } }
    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .continuous) -> Self { with { $0.cornerRadius = Double(radius) } }
    public func lineStyle(_ style: StrokeStyle) -> Self {
        with {
            $0.lineWidth = Double(style.lineWidth)
            $0.dash = style.dash
        }
    }
    public func interpolationMethod(_ method: InterpolationMethod) -> Self { with { $0.interpolation = method } }
    public func opacity(_ opacity: Double) -> Self { with { $0.opacity *= opacity } }
    /// Bars side by side instead of stacked: drawn stacked here, and reported.
    public func position<D: Plottable>(by value: PlottableValue<D>, axis: Axis? = nil, span: MarkDimension = .automatic) -> Self {
        with { $0.findings.append("position(by:): bars of a category drawn stacked, not side by side") }
    }
    /// A label beside the mark: not drawn, and reported.
    public func annotation<C: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> C
    ) -> Self {
        with { $0.findings.append("annotation: mark annotations are not drawn") }
    }
    /// Shows the mark only where other chart content is: not drawn masked here, and reported.
    public func mask<C: ChartContent>(@ChartContentBuilder content: () -> C) -> Self {
        with { $0.findings.append("mask: a chart mark masked by other marks is drawn unmasked") }
    }
    public func accessibilityLabel(_ label: Text) -> Self { self }
    public func accessibilityValue(_ value: Text) -> Self { self }
    public func accessibilityHidden(_ hidden: Bool) -> Self { self }
}

/// How a line or area runs between its points, as Swift Charts' `InterpolationMethod`.
public enum InterpolationMethod: Sendable {
    case linear, catmullRom, cardinal, monotone, stepStart, stepCenter, stepEnd
    public static func cardinal(tension: Double) -> InterpolationMethod { .cardinal }
    public static func catmullRom(alpha: Double) -> InterpolationMethod { .catmullRom }
}

/// Where a mark's annotation goes.
public struct AnnotationPosition: Sendable {
    public static let automatic = AnnotationPosition(), top = AnnotationPosition(), bottom = AnnotationPosition()
    public static let leading = AnnotationPosition(), trailing = AnnotationPosition(), overlay = AnnotationPosition()
}

/// A mark's size along an axis.
public struct MarkDimension: Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    let points: Double?
    var ratioValue: Double?
    public static let automatic = MarkDimension(points: nil)
    public static func fixed(_ value: CGFloat) -> MarkDimension { MarkDimension(points: Double(value)) }
    public static func ratio(_ value: CGFloat) -> MarkDimension {
        var d = MarkDimension(points: nil)
        d.ratioValue = Double(value)
        return d
    }
    public static func inset(_ value: CGFloat) -> MarkDimension { MarkDimension(points: nil) }
    init(points: Double?) { self.points = points }
    public init(floatLiteral value: Double) { points = value }
    public init(integerLiteral value: Int) { points = Double(value) }
}

/// A point mark's symbol.
public struct BasicChartSymbolShape: Sendable {
    public static let circle = BasicChartSymbolShape(), square = BasicChartSymbolShape(), triangle = BasicChartSymbolShape()
    public static let diamond = BasicChartSymbolShape(), pentagon = BasicChartSymbolShape(), plus = BasicChartSymbolShape()
    public static let cross = BasicChartSymbolShape(), asterisk = BasicChartSymbolShape()
}

extension ForEach: ChartContent where Content: ChartContent {
    public func _marks() -> [Mark] { data.flatMap { content($0)._marks() } }
}

extension TupleView: ChartContent {
    public func _marks() -> [Mark] {
        Mirror(reflecting: value).children.flatMap { ($0.value as? any ChartContent)?._marks() ?? [] }
    }
}

extension _ConditionalContent: ChartContent {
    public func _marks() -> [Mark] {
        switch storage {
        case .trueContent(let c): (c as? any ChartContent)?._marks() ?? []
        case .falseContent(let c): (c as? any ChartContent)?._marks() ?? []
        }
    }
}

extension Optional: ChartContent where Wrapped: ChartContent {
    public func _marks() -> [Mark] { self?._marks() ?? [] }
}

extension EmptyView: ChartContent {
    public func _marks() -> [Mark] { [] }
}

/// Builds a chart's content, as Swift Charts' `ChartContentBuilder`: marks, `ForEach` of marks,
/// conditions, and content of the app's own (`some ChartContent`).
@resultBuilder
public enum ChartContentBuilder {
    public static func buildExpression<C: ChartContent>(_ content: C) -> ChartContentList { ChartContentList(marks: content._marks()) }
    public static func buildBlock(_ parts: ChartContentList...) -> ChartContentList { ChartContentList(marks: parts.flatMap(\.marks)) }
    public static func buildOptional(_ part: ChartContentList?) -> ChartContentList { part ?? ChartContentList(marks: []) }
    public static func buildEither(first: ChartContentList) -> ChartContentList { first }
    public static func buildEither(second: ChartContentList) -> ChartContentList { second }
    public static func buildArray(_ parts: [ChartContentList]) -> ChartContentList { ChartContentList(marks: parts.flatMap(\.marks)) }
    public static func buildLimitedAvailability(_ part: ChartContentList) -> ChartContentList { part }
}

/// Marks a builder collected, or content whose marks a modifier changed
/// (`ForEach(…) { LineMark(…) }.lineStyle(…)`); a view too, so it can sit in a `ForEach` (it
/// draws nothing outside a `Chart`).
nonisolated public struct ChartContentList: ChartContent, PrimitiveView {
    let marks: [Mark]
    public func _marks() -> [Mark] { marks }
    @MainActor public func resolve(in context: ResolveContext) -> [Node] { [] }
    // The modifiers a view has too, here so that they read as the chart's.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedChartContent { restyled { $0.color = AnyShapeStyle(style) } }
    public func opacity(_ opacity: Double) -> ModifiedChartContent { restyled { $0.opacity *= opacity } }
    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .continuous) -> ModifiedChartContent {
        restyled { $0.cornerRadius = Double(radius) }
    }
}

/// Chart content a modifier changed.
public typealias ModifiedChartContent = ChartContentList

extension ChartContent {
    func restyled(_ change: (inout MarkStyle) -> Void) -> ModifiedChartContent {
        ModifiedChartContent(
            marks: _marks().map { mark in
                var copy = mark
                change(&copy.style)
                return copy
            })
    }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedChartContent { restyled { $0.color = AnyShapeStyle(style) } }
    public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> ModifiedChartContent {
        restyled { $0.series = value.value._plotValue.label }
    }
    public func lineStyle(_ style: StrokeStyle) -> ModifiedChartContent {
        restyled {
            $0.lineWidth = Double(style.lineWidth)
            $0.dash = style.dash
        }
    }
    public func interpolationMethod(_ method: InterpolationMethod) -> ModifiedChartContent { restyled { $0.interpolation = method } }
    public func symbol<D: Plottable>(by value: PlottableValue<D>) -> ModifiedChartContent {
        restyled { $0.symbolSeries = value.value._plotValue.label }
    }
    public func symbol(_ symbol: BasicChartSymbolShape) -> ModifiedChartContent { restyled { _ in } }
    public func symbolSize(_ size: CGFloat) -> ModifiedChartContent { restyled { $0.symbolSize = Double(size) } }
    public func opacity(_ opacity: Double) -> ModifiedChartContent { restyled { $0.opacity *= opacity } }
    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .continuous) -> ModifiedChartContent {
        restyled { $0.cornerRadius = Double(radius) }
    }
    public func annotation<C: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> C
    ) -> ModifiedChartContent {
        restyled { $0.findings.append("annotation: mark annotations are not drawn") }
    }
}
