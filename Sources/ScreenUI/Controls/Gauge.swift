import ScreenLayout

/// A value in a range, as SwiftUI's `Gauge`, drawn in the style `.gaugeStyle(_:)` sets:
/// - linear (`.automatic`, `.linearCapacity`, `.accessoryLinear`, `.accessoryLinearCapacity`):
///   the label above a capsule bar filled to the value in the tint, the minimum and maximum
///   labels at its ends;
/// - `.accessoryCircularCapacity`: a closed ring 58 pt across, filled clockwise from the top,
///   the current value label in its middle;
/// - `.accessoryCircular`: an open ring (a 270° arc) with a dot at the value, the current value
///   label in its middle and the minimum and maximum labels (else the label) across its gap.
///
/// ```swift
/// Gauge(value: 6, in: 0...8) { Text("Water") } currentValueLabel: { Text("6") }
///     .gaugeStyle(.accessoryCircularCapacity)
/// ```
nonisolated public struct Gauge<Label: View, CurrentValueLabel: View, MinimumValueLabel: View, MaximumValueLabel: View>: PrimitiveView {
    let fraction: Double
    let label: Label
    let current: CurrentValueLabel?
    let minimum: MinimumValueLabel?
    let maximum: MaximumValueLabel?

    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> MinimumValueLabel, @ViewBuilder maximumValueLabel: () -> MaximumValueLabel
    ) {
        fraction = Self.fraction(value, bounds)
        self.label = label()
        current = currentValueLabel()
        minimum = minimumValueLabel()
        maximum = maximumValueLabel()
    }

    static func fraction<V: BinaryFloatingPoint>(_ value: V, _ bounds: ClosedRange<V>) -> Double {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        guard span > 0, Double(value).isFinite else { return 0 }
        return min(max(Double(value - bounds.lowerBound) / span, 0), 1)
    }

    @MainActor public func resolve(in context: ResolveContext) -> [Node] {
        if let custom = context.environment.customGaugeStyle {
            // A style of the app's own draws the configuration; gauges inside it take the default.
            var inner = context
            inner.environment.customGaugeStyle = nil
            func content<V: View>(_ view: V?) -> StyleConfigurationContent? { view.map { StyleConfigurationContent(content: AnyView($0)) } }
            let configuration = GaugeStyleConfiguration(
                value: fraction, label: StyleConfigurationContent(content: AnyView(label)), currentValueLabel: content(current),
                minimumValueLabel: content(minimum), maximumValueLabel: content(maximum))
            let body = custom.make(configuration)
            return inner.evaluate { body }.nodes(in: inner)
        }
        let tint = context.environment.tintStyle ?? AnyShapeStyle(Color.accentColor)
        switch context.environment.gaugeStyle {
        case "accessoryCircularCapacity":
            return GaugeRing(fraction: fraction, tint: tint, closed: true, current: current, bottom: nil).nodes(in: context)
        case "accessoryCircular":
            let ends: AnyView? =
                minimum != nil || maximum != nil
                ? AnyView(
                    HStack(spacing: 0) {
                        minimum
                        Spacer(minLength: 0)
                        maximum
                    }) : AnyView(label)
            return GaugeRing(fraction: fraction, tint: tint, closed: false, current: current, bottom: ends).nodes(in: context)
        default:
            let track = ShapeNodes.filled(.capsule, with: Color(white: 0.47, opacity: 0.2), in: context)
            let bar = ShapeNodes.filled(.capsule, with: tint, in: context)
            var row: [Node] = []
            if let minimum { row += minimum.font(.caption).nodes(in: context) }
            row.append(ProgressBar.node(track: track, bar: bar, fraction: fraction))
            if let maximum { row += maximum.font(.caption).nodes(in: context) }
            var children = HStack {
                label
                Spacer(minLength: 0)
                current
            }.nodes(in: context)
            children.append(Node(.stack(.horizontal, alignment: .center, spacing: .points(6)), children: row))
            return [Node(.stack(.vertical, alignment: .leading, spacing: .points(4)), children: children)]
        }
    }
}

extension Gauge where CurrentValueLabel == EmptyView, MinimumValueLabel == EmptyView, MaximumValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        fraction = Self.fraction(value, bounds)
        self.label = label()
        current = nil
        minimum = nil
        maximum = nil
    }
}

extension Gauge where MinimumValueLabel == EmptyView, MaximumValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        fraction = Self.fraction(value, bounds)
        self.label = label()
        current = currentValueLabel()
        minimum = nil
        maximum = nil
    }
}

/// The ring of the circular gauge styles: a track, the value in the tint (an arc filled to
/// it, or a dot on an open arc), the current value in the middle, labels across the gap.
nonisolated struct GaugeRing<Current: View>: View {
    let fraction: Double
    let tint: AnyShapeStyle
    let closed: Bool
    let current: Current?
    let bottom: AnyView?

    @MainActor var body: some View {
        let sweep = closed ? 360.0 : 270.0
        let start = closed ? -90.0 : 135.0
        ZStack {
            GaugeArc(start: start, sweep: sweep).stroke(Color(white: 0.47, opacity: 0.25), style: StrokeStyle(lineWidth: 6, lineCap: .round))
            GaugeArc(start: start, sweep: sweep * fraction).stroke(tint, style: StrokeStyle(lineWidth: 6, lineCap: .round))
            if !closed { GaugeDot(angle: start + sweep * fraction).fill(Color.white) }
            current.font(.system(size: 17, weight: .semibold)).minimumScaleFactor(0.5).lineLimit(1).padding(8)
            if let bottom {
                VStack {
                    Spacer(minLength: 0)
                    bottom.font(.system(size: 10, weight: .medium)).lineLimit(1)
                }
                .padding(.horizontal, 2)
            }
        }
        .frame(width: 58, height: 58)
    }
}

/// An arc on the circle inscribed in the rect, inset by half the ring's width.
nonisolated struct GaugeArc: Shape {
    let start: Double
    let sweep: Double
    func path(in rect: CGRect) -> Path {
        var path = Path()
        guard sweep > 0 else { return path }
        let radius = min(rect.width, rect.height) / 2 - 3
        path.addArc(
            center: CGPoint(x: rect.midX, y: rect.midY), radius: radius, startAngle: .degrees(start), endAngle: .degrees(start + sweep),
            clockwise: false)
        return path
    }
}

/// The value's dot on an open ring.
nonisolated struct GaugeDot: Shape {
    let angle: Double
    func path(in rect: CGRect) -> Path {
        let radius = min(rect.width, rect.height) / 2 - 3
        let a = angle * .pi / 180
        let center = CGPoint(x: rect.midX + radius * cos(a), y: rect.midY + radius * sin(a))
        return Path(ellipseIn: CGRect(x: center.x - 2.5, y: center.y - 2.5, width: 5, height: 5))
    }
}

nonisolated extension View {
    /// The gauge style for the gauges in this view.
    public func gaugeStyle(_ style: BuiltInGaugeStyle) -> some View {
        changingEnvironment {
            $0.gaugeStyle = style.name
            $0.customGaugeStyle = nil
        }
    }

    /// Gauges below draw through `style`, a style of the app's own.
    @MainActor public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        changingEnvironment { $0.customGaugeStyle = CustomStyle { AnyView(style.makeBody(configuration: $0)) } }
    }
}

/// A gauge style of your own, as SwiftUI's `GaugeStyle`: it draws the gauge's configuration.
///
/// ```swift
/// struct Battery: GaugeStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Capsule().fill(.green).frame(width: 40 * configuration.value, height: 12)
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol GaugeStyle {
    associatedtype Body: View
    typealias Configuration = GaugeStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a gauge style draws: the value as a fraction of the gauge's range (0…1) and the labels.
public struct GaugeStyleConfiguration {
    public typealias Label = StyleConfigurationContent
    public typealias CurrentValueLabel = StyleConfigurationContent
    public typealias MarkedValueLabel = StyleConfigurationContent
    public let value: Double
    public let label: Label
    public let currentValueLabel: CurrentValueLabel?
    public let minimumValueLabel: MarkedValueLabel?
    public let maximumValueLabel: MarkedValueLabel?
    public var markedValueLabels: [MarkedValueLabel] { [minimumValueLabel, maximumValueLabel].compactMap { $0 } }
}

extension EnvironmentValues {
    var customGaugeStyle: CustomStyle<GaugeStyleConfiguration>? {
        get { self[CustomGaugeStyleKey.self] }
        set { self[CustomGaugeStyleKey.self] = newValue }
    }
    var gaugeStyle: String {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}

private struct CustomGaugeStyleKey: EnvironmentKey { static var defaultValue: CustomStyle<GaugeStyleConfiguration>? { nil } }

private struct GaugeStyleKey: EnvironmentKey {
    static var defaultValue: String { "automatic" }
}
