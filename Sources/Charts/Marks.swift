import Foundation
import ScreenUI

/// A bar from the baseline to a value (vertical for a category on x, horizontal for one on y),
/// or between a start and an end, as Swift Charts' `BarMark`. Bars of one category stack.
nonisolated public struct BarMark: _ChartMark {
    public var _mark: Mark
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic,
        stacking: MarkStackingMethod = .standard
    ) {
        _mark = Mark(kind: .bar, x: x.value._plotValue, y: y.value._plotValue, width: width.points)
    }
    public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic
    ) {
        _mark = Mark(kind: .bar, y: y.value._plotValue, xStart: xStart.value._plotValue, xEnd: xEnd.value._plotValue)
    }
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic
    ) {
        _mark = Mark(kind: .bar, x: x.value._plotValue, yStart: yStart.value._plotValue, yEnd: yEnd.value._plotValue, width: width.points)
    }
    /// A single bar of a total (`BarMark(x: .value("Total", n))`).
    public init<X: Plottable>(x: PlottableValue<X>, height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        _mark = Mark(kind: .bar, x: x.value._plotValue)
    }
    public init<Y: Plottable>(y: PlottableValue<Y>, width: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        _mark = Mark(kind: .bar, y: y.value._plotValue)
    }
}

/// A line through its points in order, one per series, as Swift Charts' `LineMark`.
nonisolated public struct LineMark: _ChartMark {
    public var _mark: Mark
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        _mark = Mark(kind: .line, x: x.value._plotValue, y: y.value._plotValue)
    }
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) {
        _mark = Mark(kind: .line, x: x.value._plotValue, y: y.value._plotValue)
        _mark.style.series = series.value._plotValue.label
    }
}

/// A dot at a value, as Swift Charts' `PointMark`.
nonisolated public struct PointMark: _ChartMark {
    public var _mark: Mark
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        _mark = Mark(kind: .point, x: x.value._plotValue, y: y.value._plotValue)
    }
}

/// The area under a line (or between two values), as Swift Charts' `AreaMark`.
nonisolated public struct AreaMark: _ChartMark {
    public var _mark: Mark
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) {
        _mark = Mark(kind: .area, x: x.value._plotValue, y: y.value._plotValue)
    }
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        _mark = Mark(kind: .area, x: x.value._plotValue, yStart: yStart.value._plotValue, yEnd: yEnd.value._plotValue)
    }
    public init<X: Plottable, Y: Plottable, S: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, series: PlottableValue<S>
    ) {
        _mark = Mark(kind: .area, x: x.value._plotValue, yStart: yStart.value._plotValue, yEnd: yEnd.value._plotValue)
        _mark.style.series = series.value._plotValue.label
    }
    public init<X: Plottable, Y: Plottable, S: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>, stacking: MarkStackingMethod = .standard
    ) {
        _mark = Mark(kind: .area, x: x.value._plotValue, y: y.value._plotValue)
        _mark.style.series = series.value._plotValue.label
    }
}

/// A line across the plot at a value, or a segment, as Swift Charts' `RuleMark`.
nonisolated public struct RuleMark: _ChartMark {
    public var _mark: Mark
    public init<Y: Plottable>(y: PlottableValue<Y>) { _mark = Mark(kind: .rule, y: y.value._plotValue) }
    public init<X: Plottable>(x: PlottableValue<X>) { _mark = Mark(kind: .rule, x: x.value._plotValue) }
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        _mark = Mark(kind: .rule, x: x.value._plotValue, yStart: yStart.value._plotValue, yEnd: yEnd.value._plotValue)
    }
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        _mark = Mark(kind: .rule, y: y.value._plotValue, xStart: xStart.value._plotValue, xEnd: xEnd.value._plotValue)
    }
}

/// A rectangle at a pair of values (a heat map's cell), as Swift Charts' `RectangleMark`.
nonisolated public struct RectangleMark: _ChartMark {
    public var _mark: Mark
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic
    ) {
        _mark = Mark(kind: .rectangle, x: x.value._plotValue, y: y.value._plotValue)
    }
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic
    ) {
        _mark = Mark(kind: .rectangle, x: x.value._plotValue, yStart: yStart.value._plotValue, yEnd: yEnd.value._plotValue, width: width.points)
    }
    public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic
    ) {
        _mark = Mark(kind: .rectangle, y: y.value._plotValue, xStart: xStart.value._plotValue, xEnd: xEnd.value._plotValue)
    }
    /// A band across the plot between two x values (a night's hours on a forecast).
    public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>) {
        _mark = Mark(kind: .rectangle, xStart: xStart.value._plotValue, xEnd: xEnd.value._plotValue)
    }
    public init<Y: Plottable>(yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        _mark = Mark(kind: .rectangle, yStart: yStart.value._plotValue, yEnd: yEnd.value._plotValue)
    }
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        _mark = Mark(
            kind: .rectangle, xStart: xStart.value._plotValue, xEnd: xEnd.value._plotValue, yStart: yStart.value._plotValue,
            yEnd: yEnd.value._plotValue)
    }
}

/// A slice of a pie or donut, its angle its share of the total, as Swift Charts' `SectorMark`.
nonisolated public struct SectorMark: _ChartMark {
    public var _mark: Mark
    public init<V: Plottable>(
        angle: PlottableValue<V>, innerRadius: MarkDimension = .automatic, outerRadius: MarkDimension = .automatic, angularInset: CGFloat? = nil
    ) {
        _mark = Mark(kind: .sector, angle: angle.value._plotValue.number ?? 0)
        _mark.innerRatio = innerRadius.ratio ?? 0
        _mark.angularInset = Double(angularInset ?? 0)
    }
}

extension MarkDimension {
    /// The fraction of the outer radius a `.ratio` gives.
    var ratio: Double? { ratioValue }
}

/// How marks of one category stack.
public struct MarkStackingMethod: Sendable {
    public static let standard = MarkStackingMethod(), normalized = MarkStackingMethod(), center = MarkStackingMethod(),
        unstacked = MarkStackingMethod()
}
