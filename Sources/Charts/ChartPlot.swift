import Foundation
import ScreenUI

/// A chart's marks placed in a plot: scales from the data (or the domains set), series colours,
/// and the drawing of axes, grid and marks into a canvas.
struct ChartPlot {
    struct Series {
        let name: String
        let style: AnyShapeStyle
    }

    let marks: [Mark]
    let settings: ChartSettings
    let series: [Series]

    /// The system palette Swift Charts gives series in order.
    static let palette: [Color] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow, .brown, .pink, .indigo]

    init(marks: [Mark], settings: ChartSettings) {
        self.marks = marks
        self.settings = settings
        var names: [String] = []
        for mark in marks { if let s = mark.style.series ?? mark.style.symbolSeries, !names.contains(s) { names.append(s) } }
        series = names.enumerated().map { i, name in
            Series(name: name, style: settings.seriesStyles[name] ?? AnyShapeStyle(Self.palette[i % Self.palette.count]))
        }
    }

    /// What a reader of the chart hears: its marks' kinds and count.
    var summary: String { "Chart, \(marks.count) marks" }

    func style(of mark: Mark) -> AnyShapeStyle {
        if let color = mark.style.color { return color }
        if let name = mark.style.series ?? mark.style.symbolSeries, let s = series.first(where: { $0.name == name }) { return s.style }
        return AnyShapeStyle(Color.blue)
    }

    // MARK: Scales

    /// Where an axis runs on the canvas, from its low end to its high end (y runs upwards).
    typealias Span = (from: Double, to: Double)

    /// An axis: categories in bands, or numbers (and dates) on a line.
    enum Scale {
        case bands([String])
        case linear(ClosedRange<Double>, isDate: Bool)

        func position(_ value: PlotValue, in range: Span) -> Double? {
            switch self {
            case .bands(let names):
                guard let i = names.firstIndex(of: value.label) else { return nil }
                let band = (range.to - range.from) / Double(max(names.count, 1))
                return range.from + band * (Double(i) + 0.5)
            case .linear(let domain, _):
                guard let n = value.number else { return nil }
                let span = domain.upperBound - domain.lowerBound
                return range.from + (n - domain.lowerBound) / (span == 0 ? 1 : span) * (range.to - range.from)
            }
        }
        func bandWidth(in range: Span) -> Double {
            if case .bands(let names) = self { return abs(range.to - range.from) / Double(max(names.count, 1)) }
            return 0
        }
        var isBands: Bool { if case .bands = self { true } else { false } }
    }

    /// Values of one axis of the marks (ends of ranges included, bars stacked).
    func scale(x: Bool) -> Scale {
        let values = marks.flatMap { m -> [PlotValue] in
            x ? [m.x, m.xStart, m.xEnd].compactMap { $0 } : [m.y, m.yStart, m.yEnd].compactMap { $0 }
        }
        if let categories = x ? settings.xCategories : settings.yCategories { return .bands(categories) }
        if values.contains(where: { if case .category = $0 { true } else { false } }) {
            var names: [String] = []
            for v in values where !names.contains(v.label) { names.append(v.label) }
            return .bands(names)
        }
        let isDate = values.contains { if case .date = $0 { true } else { false } }
        if let domain = x ? settings.xDomain : settings.yDomain { return .linear(domain, isDate: isDate) }
        var numbers = values.compactMap(\.number)
        // Bars and areas start at zero and stack by category.
        let stacked = stackedTotals(alongX: x)
        numbers += stacked
        let wantsZero = marks.contains(where: { $0.kind == .bar || $0.kind == .area }) || (!x && settings.yIncludesZero == true)
        if wantsZero && !isDate && (x || settings.yIncludesZero != false) { numbers.append(0) }
        guard let lo = numbers.min(), let hi = numbers.max() else { return .linear(0...1, isDate: isDate) }
        if isDate { return .linear(lo...(hi == lo ? lo + 1 : hi), isDate: true) }
        return .linear(Self.nice(lo...hi), isDate: false)
    }

    /// The totals of bars stacked in each category, along the value axis.
    func stackedTotals(alongX: Bool) -> [Double] {
        var totals: [String: Double] = [:]
        for m in marks where m.kind == .bar || m.kind == .area {
            guard let category = alongX ? m.y : m.x, let value = (alongX ? m.x : m.y)?.number else { continue }
            totals[category.label, default: 0] += value
        }
        return Array(totals.values)
    }

    /// A range widened to round numbers, as Swift Charts' automatic domain.
    static func nice(_ range: ClosedRange<Double>) -> ClosedRange<Double> {
        let step = niceStep(range.upperBound - range.lowerBound)
        let lo = (range.lowerBound / step).rounded(.down) * step
        let hi = (range.upperBound / step).rounded(.up) * step
        return lo...(hi == lo ? lo + step : hi)
    }
    static func niceStep(_ span: Double) -> Double {
        guard span > 0 else { return 1 }
        let raw = span / 4
        let magnitude = pow(10, (log10(raw)).rounded(.down))
        let fraction = raw / magnitude
        let nice: Double = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10
        return nice * magnitude
    }
    static func ticks(_ domain: ClosedRange<Double>) -> [Double] {
        let step = niceStep(domain.upperBound - domain.lowerBound)
        var ticks: [Double] = []
        var t = (domain.lowerBound / step).rounded(.up) * step
        while t <= domain.upperBound + step * 1e-9 {
            ticks.append(t)
            t += step
        }
        return ticks
    }
    static func label(_ value: Double, isDate: Bool) -> String {
        if isDate { return Date(timeIntervalSinceReferenceDate: value).formatted(.dateTime.month(.abbreviated).day()) }
        if value == value.rounded() { return value.formatted(.number.grouping(.automatic)) }
        return value.formatted(.number.precision(.fractionLength(1)))
    }
}
