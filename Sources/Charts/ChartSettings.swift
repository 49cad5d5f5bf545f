import Foundation
import ScreenUI

import struct ScreenLayout.Node

/// What the chart modifiers set, read by the `Chart` below them.
struct ChartSettings {
    var xAxisHidden = false
    var yAxisHidden = false
    var legendHidden = false
    var xDomain: ClosedRange<Double>?
    var yDomain: ClosedRange<Double>?
    var xCategories: [String]?
    var yCategories: [String]?
    var seriesStyles: [String: AnyShapeStyle] = [:]
    var plotBackground: AnyShapeStyle?
    var yIncludesZero: Bool?
    var findings: [String] = []
}

private struct ChartSettingsKey: EnvironmentKey {
    static var defaultValue: ChartSettings { ChartSettings() }
}

extension EnvironmentValues {
    var chartSettings: ChartSettings {
        get { self[ChartSettingsKey.self] }
        set { self[ChartSettingsKey.self] = newValue }
    }
}

/// Where an axis or legend goes, as Swift Charts' `AxisMarkPosition` and legend positions.
public struct AxisMarkPosition: Sendable {
    public static let automatic = AxisMarkPosition(), leading = AxisMarkPosition(), trailing = AxisMarkPosition()
    public static let top = AxisMarkPosition(), bottom = AxisMarkPosition()
}

/// Which values an axis marks.
public struct AxisMarkValues: Sendable {
    public static let automatic = AxisMarkValues()
    public static func automatic(desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues()
    }
    public static func stride(by step: Double) -> AxisMarkValues { AxisMarkValues() }
    public static func stride(by component: Calendar.Component, count: Int = 1) -> AxisMarkValues { AxisMarkValues() }
    public static func stride(by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil)
        -> AxisMarkValues
    { AxisMarkValues() }
    public static func values<T: Plottable>(_ values: [T]) -> AxisMarkValues { AxisMarkValues() }
    public static func automatic(minimumStride: Double? = nil, desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil)
        -> AxisMarkValues
    { AxisMarkValues() }
}

/// An axis's marks (grid lines, ticks, labels), as Swift Charts' `AxisMarks`. The kit draws
/// the default marks; content of your own is reported.
public struct AxisMarks<Content: AxisContent>: AxisContent {
    let custom: Bool
    public init(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil
    ) where Content == EmptyAxisContent {
        custom = false
    }
    public init(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
        @AxisContentBuilder content: @escaping (AxisValue) -> Content
    ) {
        custom = true
    }
    /// Marks at the values given (dates of a bin, say).
    public init<V: Plottable>(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [V],
        @AxisContentBuilder content: @escaping (AxisValue) -> Content
    ) {
        custom = true
    }
    public init<V: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [V])
    where Content == EmptyAxisContent {
        custom = false
    }
    public var _isCustom: Bool { custom }
}

public struct AxisMarkPreset: Sendable {
    public static let automatic = AxisMarkPreset(), extended = AxisMarkPreset(), aligned = AxisMarkPreset(), inset = AxisMarkPreset()
}

/// Content of an axis.
public protocol AxisContent {
    var _isCustom: Bool { get }
}
extension AxisContent {
    public var _isCustom: Bool { true }
}
public struct EmptyAxisContent: AxisContent {
    public var _isCustom: Bool { false }
}
public struct TupleAxisContent: AxisContent {
    let parts: [any AxisContent]
    public var _isCustom: Bool { parts.contains { $0._isCustom } }
}

@resultBuilder
public enum AxisContentBuilder {
    public static func buildExpression<C: AxisContent>(_ content: C) -> any AxisContent { content }
    public static func buildBlock(_ parts: any AxisContent...) -> TupleAxisContent { TupleAxisContent(parts: parts) }
    public static func buildOptional(_ part: TupleAxisContent?) -> TupleAxisContent { part ?? TupleAxisContent(parts: []) }
    public static func buildEither(first: TupleAxisContent) -> TupleAxisContent { first }
    public static func buildEither(second: TupleAxisContent) -> TupleAxisContent { second }
}

/// A value an axis marks, handed to custom axis content.
public struct AxisValue {
    let value: PlotValue
    public let index: Int
    public let count: Int
    public func `as`<T>(_ type: T.Type) -> T? {
        switch value {
        case .number(let n): (n as? T) ?? (Int(exactly: n) as? T) ?? (Float(n) as? T)
        case .date(let d): d as? T
        case .category(let c): c as? T
        }
    }
}

public struct AxisGridLine: AxisContent {
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {}
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> AxisGridLine { self }
}
public struct AxisTick: AxisContent {
    public init(centered: Bool? = nil, length: CGFloat = 5, stroke: StrokeStyle? = nil) {}
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> AxisTick { self }
}
public struct AxisValueLabel: AxisContent {
    public init(
        centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
        collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
        orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil
    ) {}
    public init<F: FormatStyle>(format: F, centered: Bool? = nil) {}
    public init(_ label: LocalizedStringKey, centered: Bool? = nil) {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, centered: Bool? = nil) {}
    public init<C: View>(centered: Bool? = nil, @ViewBuilder content: () -> C) {}
    public func font(_ font: Font) -> AxisValueLabel { self }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> AxisValueLabel { self }
}
public struct AxisValueLabelCollisionResolution: Sendable {
    public static let automatic = AxisValueLabelCollisionResolution(), truncate = AxisValueLabelCollisionResolution()
}
public struct AxisValueLabelOrientation: Sendable {
    public static let automatic = AxisValueLabelOrientation(), horizontal = AxisValueLabelOrientation(), vertical = AxisValueLabelOrientation()
}

nonisolated extension View {
    /// Shows or hides the x axis (`.chartXAxis(.hidden)`).
    public func chartXAxis(_ visibility: Visibility) -> some View { transformEnvironment(\.chartSettings) { $0.xAxisHidden = visibility == .hidden } }
    public func chartYAxis(_ visibility: Visibility) -> some View { transformEnvironment(\.chartSettings) { $0.yAxisHidden = visibility == .hidden } }
    /// The x axis's marks: the default axis is drawn; marks of your own are reported.
    public func chartXAxis<C: AxisContent>(@AxisContentBuilder content: () -> C) -> some View {
        let custom = content()._isCustom
        return transformEnvironment(\.chartSettings) { if custom { $0.findings.append("chartXAxis content: drawn as the default axis") } }
    }
    public func chartYAxis<C: AxisContent>(@AxisContentBuilder content: () -> C) -> some View {
        let custom = content()._isCustom
        return transformEnvironment(\.chartSettings) { if custom { $0.findings.append("chartYAxis content: drawn as the default axis") } }
    }
    public func chartXAxisLabel(
        _ label: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil
    ) -> some View {
        transformEnvironment(\.chartSettings) { $0.findings.append("chartXAxisLabel: the axis title is not drawn") }
    }
    public func chartYAxisLabel(
        _ label: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil
    ) -> some View {
        transformEnvironment(\.chartSettings) { $0.findings.append("chartYAxisLabel: the axis title is not drawn") }
    }
    /// Shows or hides the legend.
    public func chartLegend(_ visibility: Visibility) -> some View {
        transformEnvironment(\.chartSettings) { $0.legendHidden = visibility == .hidden }
    }
    public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View { self }
    /// The y values the plot spans (`.chartYScale(domain: 0...100)`).
    public func chartYScale<B: BinaryFloatingPoint>(domain: ClosedRange<B>) -> some View {
        let range = Double(domain.lowerBound)...Double(domain.upperBound)
        return transformEnvironment(\.chartSettings) { $0.yDomain = range }
    }
    public func chartYScale(domain: ClosedRange<Int>) -> some View {
        let range = Double(domain.lowerBound)...Double(domain.upperBound)
        return transformEnvironment(\.chartSettings) { $0.yDomain = range }
    }
    /// The automatic y domain, with or without zero (`.automatic(includesZero: false)`).
    public func chartYScale(domain: AutomaticScaleDomain) -> some View {
        transformEnvironment(\.chartSettings) { $0.yIncludesZero = domain.includesZero }
    }
    public func chartXScale(domain: AutomaticScaleDomain) -> some View { self }
    public func chartYScale(domain: [String]) -> some View { transformEnvironment(\.chartSettings) { $0.yCategories = domain } }
    public func chartXScale<B: BinaryFloatingPoint>(domain: ClosedRange<B>) -> some View {
        let range = Double(domain.lowerBound)...Double(domain.upperBound)
        return transformEnvironment(\.chartSettings) { $0.xDomain = range }
    }
    public func chartXScale(domain: ClosedRange<Int>) -> some View {
        let range = Double(domain.lowerBound)...Double(domain.upperBound)
        return transformEnvironment(\.chartSettings) { $0.xDomain = range }
    }
    public func chartXScale(domain: ClosedRange<Date>) -> some View {
        let range = domain.lowerBound.timeIntervalSinceReferenceDate...domain.upperBound.timeIntervalSinceReferenceDate
        return transformEnvironment(\.chartSettings) { $0.xDomain = range }
    }
    public func chartXScale(domain: [String]) -> some View { transformEnvironment(\.chartSettings) { $0.xCategories = domain } }
    /// The colours of the series, by name (`["Pepperoni": .red, "Margherita": .green]`).
    public func chartForegroundStyleScale<S: ShapeStyle>(_ mapping: KeyValuePairs<String, S>) -> some View {
        var styles: [String: AnyShapeStyle] = [:]
        for (name, style) in mapping { styles[name] = AnyShapeStyle(style) }
        return transformEnvironment(\.chartSettings) { $0.seriesStyles.merge(styles) { $1 } }
    }
    public func chartForegroundStyleScale<D: Plottable, S: ShapeStyle>(domain: [D], range: [S]) -> some View {
        var styles: [String: AnyShapeStyle] = [:]
        for (name, style) in zip(domain, range) { styles[name._plotValue.label] = AnyShapeStyle(style) }
        return transformEnvironment(\.chartSettings) { $0.seriesStyles.merge(styles) { $1 } }
    }
    /// The plot area's look: its background is drawn; other changes are reported.
    public func chartPlotStyle<C: View>(content: @escaping (ChartPlotContent) -> C) -> some View {
        let result = content(ChartPlotContent())
        let background = (result as? ChartPlotContent)?.background
        return transformEnvironment(\.chartSettings) { $0.plotBackground = background }
    }
    /// Views over or under the plot that read positions from a `ChartProxy`: not drawn, reported.
    public func chartOverlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        transformEnvironment(\.chartSettings) { $0.findings.append("chartOverlay: views placed with a ChartProxy are not drawn") }
    }
    public func chartBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        transformEnvironment(\.chartSettings) { $0.findings.append("chartBackground: views placed with a ChartProxy are not drawn") }
    }
    public func chartScrollableAxes(_ axes: Axis.Set) -> some View { self }
    public func chartXVisibleDomain<P: Numeric>(length: P) -> some View { self }
    public func chartXSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
    public func chartAngleSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
}

/// The plot area as `chartPlotStyle` hands it: a view whose background the chart draws.
public struct ChartPlotContent: PrimitiveView {
    var background: AnyShapeStyle?
    public func background<S: ShapeStyle>(_ style: S) -> ChartPlotContent {
        var copy = self
        copy.background = AnyShapeStyle(style)
        return copy
    }
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil) -> ChartPlotContent { self }
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> ChartPlotContent { self }
    @MainActor public func resolve(in context: ResolveContext) -> [Node] { [] }
}

/// Positions of values in a chart's plot, as Swift Charts' `ChartProxy` (for overlays).
public struct ChartProxy {
    public func position<P: Plottable>(forX value: P) -> CGFloat? { nil }
    public func position<P: Plottable>(forY value: P) -> CGFloat? { nil }
    public func value<P: Plottable>(atX position: CGFloat, as type: P.Type = P.self) -> P? { nil }
    public func value<P: Plottable>(atY position: CGFloat, as type: P.Type = P.self) -> P? { nil }
    public var plotAreaFrame: Anchor<CGRect>? { nil }
    public var plotFrame: Anchor<CGRect>? { nil }
}

/// The domain a scale works out from its data, as Swift Charts' `AutomaticScaleDomain`.
public struct AutomaticScaleDomain: Sendable {
    let includesZero: Bool?
    public static let automatic = AutomaticScaleDomain(includesZero: nil)
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
        AutomaticScaleDomain(includesZero: includesZero)
    }
}
