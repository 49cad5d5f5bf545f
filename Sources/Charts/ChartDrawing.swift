import Foundation
import ScreenUI

@MainActor
extension ChartPlot {
    /// Draws the grid, the axes' labels and the marks into `context`.
    func draw(in context: inout GraphicsContext, size: CGSize) {
        if marks.contains(where: { $0.kind == .sector }) {
            drawSectors(in: &context, size: size)
            return
        }
        let xScale = scale(x: true)
        let yScale = scale(x: false)
        let labelHeight: Double = settings.xAxisHidden ? 0 : 20
        let labelWidth: Double = settings.yAxisHidden ? 0 : yLabelWidth(yScale)
        let plot = CGRect(x: 0, y: 4, width: max(Double(size.width) - labelWidth, 1), height: max(Double(size.height) - labelHeight - 4, 1))
        let xRange: Span = (Double(plot.minX), Double(plot.maxX))
        let yRange: Span = (Double(plot.maxY), Double(plot.minY))
        if let background = settings.plotBackground { context.fill(Path(plot), with: .style(background)) }
        let grid = Color.secondary.opacity(0.35)

        // The value axis: grid lines across the plot, labels on the trailing edge.
        if case .linear(let domain, let isDate) = yScale {
            for tick in Self.ticks(domain) {
                guard let y = yScale.position(.number(tick), in: yRange) else { continue }
                var line = Path()
                line.move(to: CGPoint(x: plot.minX, y: y))
                line.addLine(to: CGPoint(x: plot.maxX, y: y))
                context.stroke(line, with: .color(grid), lineWidth: 0.5)
                if !settings.yAxisHidden {
                    context.draw(axisLabel(Self.label(tick, isDate: isDate)), at: CGPoint(x: plot.maxX + 4, y: y), anchor: .leading)
                }
            }
        } else if case .bands(let names) = yScale, !settings.yAxisHidden {
            for name in names {
                guard let y = yScale.position(.category(name), in: yRange) else { continue }
                context.draw(axisLabel(name), at: CGPoint(x: plot.maxX + 4, y: y), anchor: .leading)
            }
        }
        // The other axis: its labels below the plot, and a baseline.
        var baseline = Path()
        baseline.move(to: CGPoint(x: plot.minX, y: plot.maxY))
        baseline.addLine(to: CGPoint(x: plot.maxX, y: plot.maxY))
        context.stroke(baseline, with: .color(grid), lineWidth: 0.5)
        if !settings.xAxisHidden {
            switch xScale {
            case .bands(let names):
                for name in names {
                    guard let x = xScale.position(.category(name), in: xRange) else { continue }
                    context.draw(axisLabel(name), at: CGPoint(x: x, y: plot.maxY + 4), anchor: .top)
                }
            case .linear(let domain, let isDate):
                for tick in Self.ticks(domain) {
                    guard let x = xScale.position(.number(tick), in: xRange) else { continue }
                    var line = Path()
                    line.move(to: CGPoint(x: x, y: plot.minY))
                    line.addLine(to: CGPoint(x: x, y: plot.maxY))
                    context.stroke(line, with: .color(grid), lineWidth: 0.5)
                    context.draw(axisLabel(Self.label(tick, isDate: isDate)), at: CGPoint(x: x, y: plot.maxY + 4), anchor: .top)
                }
            }
        }

        drawBarsAndRectangles(in: &context, xScale: xScale, yScale: yScale, xRange: xRange, yRange: yRange)
        drawLinesAndAreas(in: &context, xScale: xScale, yScale: yScale, xRange: xRange, yRange: yRange)
        for mark in marks where mark.kind == .point {
            guard let x = mark.x.flatMap({ xScale.position($0, in: xRange) }), let y = mark.y.flatMap({ yScale.position($0, in: yRange) }) else {
                continue
            }
            let r = ((mark.style.symbolSize ?? 30) / .pi).squareRoot()
            context.fill(Path(ellipseIn: CGRect(x: x - r, y: y - r, width: 2 * r, height: 2 * r)), with: .style(style(of: mark)))
        }
        for mark in marks where mark.kind == .rule {
            var line = Path()
            if let y = mark.y.flatMap({ yScale.position($0, in: yRange) }) {
                let x0 = mark.xStart.flatMap { xScale.position($0, in: xRange) } ?? Double(plot.minX)
                let x1 = mark.xEnd.flatMap { xScale.position($0, in: xRange) } ?? Double(plot.maxX)
                line.move(to: CGPoint(x: x0, y: y))
                line.addLine(to: CGPoint(x: x1, y: y))
            } else if let x = mark.x.flatMap({ xScale.position($0, in: xRange) }) {
                let y0 = mark.yStart.flatMap { yScale.position($0, in: yRange) } ?? Double(plot.maxY)
                let y1 = mark.yEnd.flatMap { yScale.position($0, in: yRange) } ?? Double(plot.minY)
                line.move(to: CGPoint(x: x, y: y0))
                line.addLine(to: CGPoint(x: x, y: y1))
            }
            context.stroke(
                line, with: .style(style(of: mark)),
                style: StrokeStyle(lineWidth: mark.style.lineWidth == 2 ? 1 : mark.style.lineWidth, dash: mark.style.dash))
        }
    }

    func axisLabel(_ string: String) -> Text { Text(string).font(.caption2).foregroundColor(.secondary) }

    /// Room for the value axis's labels on the trailing edge.
    func yLabelWidth(_ scale: Scale) -> Double {
        let labels: [String]
        switch scale {
        case .bands(let names): labels = names
        case .linear(let domain, let isDate): labels = Self.ticks(domain).map { Self.label($0, isDate: isDate) }
        }
        return Double(labels.map(\.count).max() ?? 1) * 6.5 + 8
    }

    /// Bars from the baseline (stacked by category) or between their ends; rectangles in their cells.
    func drawBarsAndRectangles(in context: inout GraphicsContext, xScale: Scale, yScale: Scale, xRange: Span, yRange: Span) {
        var stacks: [String: Double] = [:]
        let zeroY = yScale.position(.number(0), in: yRange) ?? yRange.from
        let zeroX = xScale.position(.number(0), in: xRange) ?? xRange.from
        for mark in marks where mark.kind == .bar || mark.kind == .rectangle {
            var rect: CGRect?
            if mark.kind == .rectangle, mark.xStart != nil || mark.yStart != nil {
                // A band between two values (the whole other axis when it gives none, a
                // column of the mark's width at a single x).
                let atX = mark.x.flatMap { xScale.position($0, in: xRange) }
                let half = (mark.width ?? 4) / 2
                let x0 = mark.xStart.flatMap { xScale.position($0, in: xRange) } ?? atX.map { $0 - half } ?? xRange.from
                let x1 = mark.xEnd.flatMap { xScale.position($0, in: xRange) } ?? atX.map { $0 + half } ?? xRange.to
                let y0 = mark.yStart.flatMap { yScale.position($0, in: yRange) } ?? yRange.from
                let y1 = mark.yEnd.flatMap { yScale.position($0, in: yRange) } ?? yRange.to
                rect = CGRect(x: min(x0, x1), y: min(y0, y1), width: abs(x1 - x0), height: abs(y1 - y0))
            } else if mark.kind == .rectangle {
                if let x = mark.x.flatMap({ xScale.position($0, in: xRange) }), let y = mark.y.flatMap({ yScale.position($0, in: yRange) }) {
                    let w = xScale.isBands ? xScale.bandWidth(in: xRange) : 20
                    let h = yScale.isBands ? yScale.bandWidth(in: yRange) : 20
                    rect = CGRect(x: x - w / 2, y: y - h / 2, width: w, height: h)
                }
            } else if xScale.isBands || (mark.x != nil && mark.y != nil && !yScale.isBands), let xValue = mark.x ?? mark.xStart,
                let x = xScale.position(xValue, in: xRange)
            {
                // A vertical bar: from its start (or the stack so far) to its value.
                let width = mark.width ?? max(xScale.isBands ? xScale.bandWidth(in: xRange) * 0.6 : 8, 1)
                let (from, to) = Self.extent(start: mark.yStart, end: mark.yEnd, value: mark.y, category: xValue.label, stacks: &stacks)
                guard let y0 = yScale.position(.number(from), in: yRange), let y1 = yScale.position(.number(to), in: yRange) else { continue }
                rect = CGRect(x: x - width / 2, y: min(y0, y1), width: width, height: abs(y1 - y0))
            } else if let yValue = mark.y, let y = yScale.position(yValue, in: yRange) {
                // A horizontal bar.
                let height = max(yScale.isBands ? yScale.bandWidth(in: yRange) * 0.6 : 8, 1)
                let (from, to) = Self.extent(start: mark.xStart, end: mark.xEnd, value: mark.x, category: yValue.label, stacks: &stacks)
                guard let x0 = xScale.position(.number(from), in: xRange), let x1 = xScale.position(.number(to), in: xRange) else { continue }
                rect = CGRect(x: min(x0, x1), y: y - height / 2, width: abs(x1 - x0), height: height)
            } else if let value = mark.x?.number, let x = xScale.position(.number(value), in: xRange) {
                rect = CGRect(x: min(zeroX, x), y: yRange.to, width: abs(x - zeroX), height: yRange.from - yRange.to)
            } else if let value = mark.y?.number, let y = yScale.position(.number(value), in: yRange) {
                rect = CGRect(x: xRange.from, y: min(zeroY, y), width: xRange.to - xRange.from, height: abs(zeroY - y))
            }
            guard let rect, rect.width > 0, rect.height > 0 else { continue }
            let path =
                mark.style.cornerRadius > 0
                ? Path(roundedRect: rect, cornerRadius: min(mark.style.cornerRadius, min(rect.width, rect.height) / 2)) : Path(rect)
            var layer = context
            layer.opacity = mark.style.opacity
            layer.fill(path, with: .style(style(of: mark)))
        }
    }

    /// Where a bar runs along its value axis: between its start and end, or from the top of its
    /// category's stack so far to its value above it (the stack grows).
    static func extent(start: PlotValue?, end: PlotValue?, value: PlotValue?, category: String, stacks: inout [String: Double]) -> (Double, Double) {
        if let s = start?.number, let e = end?.number { return (s, e) }
        let base = stacks[category, default: 0]
        let top = base + (value?.number ?? 0)
        stacks[category] = top
        return (base, top)
    }

    /// Lines and areas, one per series, through their points in order.
    func drawLinesAndAreas(in context: inout GraphicsContext, xScale: Scale, yScale: Scale, xRange: Span, yRange: Span) {
        for kind in [Mark.Kind.area, .line] {
            var groups: [String: [Mark]] = [:]
            var order: [String] = []
            for mark in marks where mark.kind == kind {
                let key = mark.style.series ?? ""
                if groups[key] == nil { order.append(key) }
                groups[key, default: []].append(mark)
            }
            for key in order {
                guard let group = groups[key], let first = group.first else { continue }
                let points = group.compactMap { m -> CGPoint? in
                    guard let x = m.x.flatMap({ xScale.position($0, in: xRange) }),
                        let y = (m.y ?? m.yEnd).flatMap({ yScale.position($0, in: yRange) })
                    else { return nil }
                    return CGPoint(x: x, y: y)
                }
                guard points.count > 0 else { continue }
                let line = Self.path(through: points, first.style.interpolation)
                if kind == .area {
                    let zeroY = yScale.position(.number(0), in: yRange) ?? yRange.from
                    var area = line
                    area.addLine(to: CGPoint(x: points[points.count - 1].x, y: zeroY))
                    area.addLine(to: CGPoint(x: points[0].x, y: zeroY))
                    area.closeSubpath()
                    var layer = context
                    layer.opacity = first.style.opacity
                    layer.fill(area, with: .style(style(of: first)))
                } else {
                    var layer = context
                    layer.opacity = first.style.opacity
                    layer.stroke(
                        line, with: .style(style(of: first)),
                        style: StrokeStyle(lineWidth: first.style.lineWidth, lineCap: .round, lineJoin: .round, dash: first.style.dash))
                }
            }
        }
    }

    /// The path through `points`: straight, smooth (Catmull-Rom as cubic curves) or in steps.
    static func path(through points: [CGPoint], _ method: InterpolationMethod) -> Path {
        var path = Path()
        path.move(to: points[0])
        guard points.count > 1 else { return path }
        for i in 1..<points.count {
            let p1 = points[i - 1]
            let p2 = points[i]
            switch method {
            case .linear:
                path.addLine(to: p2)
            case .stepStart:
                path.addLine(to: CGPoint(x: p1.x, y: p2.y))
                path.addLine(to: p2)
            case .stepEnd:
                path.addLine(to: CGPoint(x: p2.x, y: p1.y))
                path.addLine(to: p2)
            case .stepCenter:
                let mid = (p1.x + p2.x) / 2
                path.addLine(to: CGPoint(x: mid, y: p1.y))
                path.addLine(to: CGPoint(x: mid, y: p2.y))
                path.addLine(to: p2)
            case .catmullRom, .cardinal, .monotone:
                let p0 = i > 1 ? points[i - 2] : p1
                let p3 = i + 1 < points.count ? points[i + 1] : p2
                let c1 = CGPoint(x: p1.x + (p2.x - p0.x) / 6, y: p1.y + (p2.y - p0.y) / 6)
                let c2 = CGPoint(x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6)
                path.addCurve(to: p2, control1: c1, control2: c2)
            }
        }
        return path
    }

    /// A pie or donut: each sector its share of the total, clockwise from the top.
    func drawSectors(in context: inout GraphicsContext, size: CGSize) {
        let sectors = marks.filter { $0.kind == .sector }
        let total = sectors.reduce(0) { $0 + max($1.angle ?? 0, 0) }
        guard total > 0 else { return }
        let radius = Double(min(size.width, size.height)) / 2
        let center = CGPoint(x: size.width / 2, y: size.height / 2)
        var start = -Double.pi / 2
        for mark in sectors {
            let sweep = max(mark.angle ?? 0, 0) / total * 2 * .pi
            let inset = mark.angularInset / radius
            let a0 = start + inset / 2
            let a1 = start + sweep - inset / 2
            start += sweep
            guard a1 > a0 else { continue }
            var path = Path()
            let inner = radius * mark.innerRatio
            path.addArc(center: center, radius: radius, startAngle: .radians(a0), endAngle: .radians(a1), clockwise: false)
            if inner > 0 {
                path.addArc(center: center, radius: inner, startAngle: .radians(a1), endAngle: .radians(a0), clockwise: true)
            } else {
                path.addLine(to: center)
            }
            path.closeSubpath()
            context.fill(path, with: .style(style(of: mark)))
        }
    }
}
