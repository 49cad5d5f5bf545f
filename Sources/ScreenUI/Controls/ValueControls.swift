import ScreenLayout
import Theme

/// A slider, as SwiftUI's `Slider`: a 4 pt track filled in the tint up to the value, and a
/// white 28 pt thumb there.
///
/// ```swift
/// Slider(value: $volume, in: 0...10)
/// ```
nonisolated public struct Slider<Label: View>: PrimitiveView {
    let fraction: Double
    /// The views at the track's ends (`minimumValueLabel:` / `maximumValueLabel:`); the label
    /// itself is not shown on iOS.
    var ends: (AnyView, AnyView)?
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    )
    where Label == EmptyView, V.Stride: BinaryFloatingPoint {
        fraction = Slider.fraction(value.wrappedValue, in: bounds)
    }
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where Label == EmptyView, V.Stride: BinaryFloatingPoint {
        fraction = Slider.fraction(value.wrappedValue, in: bounds)
    }
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        fraction = Slider.fraction(value.wrappedValue, in: bounds)
    }
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        fraction = Slider.fraction(value.wrappedValue, in: bounds)
    }
    public init<V: BinaryFloatingPoint, ValueLabel: View>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel,
        @ViewBuilder maximumValueLabel: () -> ValueLabel, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        fraction = Slider.fraction(value.wrappedValue, in: bounds)
        ends = (AnyView(minimumValueLabel()), AnyView(maximumValueLabel()))
    }
    public init<V: BinaryFloatingPoint, ValueLabel: View>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        fraction = Slider.fraction(value.wrappedValue, in: bounds)
        ends = (AnyView(minimumValueLabel()), AnyView(maximumValueLabel()))
    }

    /// The iOS 13 form, with the end labels as views (soft-deprecated, still common).
    public init<V: BinaryFloatingPoint, ValueLabel: View>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        fraction = Slider.fraction(value.wrappedValue, in: bounds)
        ends = (AnyView(minimumValueLabel), AnyView(maximumValueLabel))
    }
    public init<V: BinaryFloatingPoint, ValueLabel: View>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        fraction = Slider.fraction(value.wrappedValue, in: bounds)
        ends = (AnyView(minimumValueLabel), AnyView(maximumValueLabel))
    }

    static func fraction<V: BinaryFloatingPoint>(_ value: V, in bounds: ClosedRange<V>) -> Double {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        return span > 0 ? min(max(Double(value - bounds.lowerBound) / span, 0), 1) : 0
    }

    @MainActor public func resolve(in context: ResolveContext) -> [Node] {
        let track = trackNode(in: context)
        guard let ends else { return [track] }
        // iOS puts the value labels at the track's ends, 8 pt apart.
        return [
            Node(
                .stack(.horizontal, alignment: .center, spacing: .points(8)),
                children: ends.0.nodes(in: context) + [track] + ends.1.nodes(in: context))
        ]
    }

    @MainActor func trackNode(in context: ResolveContext) -> Node {
        let track = ShapeNodes.filled(.capsule, with: Color(white: 0.47, opacity: 0.2), in: context)
        let bar = ShapeNodes.filled(.capsule, with: context.environment.tintStyle ?? AnyShapeStyle(Color.accentColor), in: context)
        let line = ProgressBar.node(track: track, bar: bar, fraction: fraction)
        let f = fraction
        let thumb = Node(
            .shape(
                ShapeContent(
                    shape: .provided(
                        PathProvider(name: "slider thumb \(f)") { size in
                            var p = Path()
                            let d = 28.0
                            p.addEllipse(in: CGRect(x: (size.width - d) * f, y: (size.height - d) / 2, width: d, height: d))
                            return p.commands
                        }))))
        var thumbContent = ShapeContent(shape: .rectangle)
        if case .shape(let c) = thumb.kind { thumbContent = c }
        thumbContent.fillRGBA = .white
        let shadowed = Node(
            .shadow(.rgba(RGBA(red: 0, green: 0, blue: 0, alpha: 0.2), radius: 3, x: 0, y: 1)), children: [Node(.shape(thumbContent))])
        return
            Node(
                .frame(FrameSpec(height: 44, maxWidth: .infinity)),
                children: [
                    Node(
                        .zstack(.center), children: [line, Node(.frame(FrameSpec(maxWidth: .infinity, maxHeight: .infinity)), children: [shadowed])])
                ])
    }
}

/// A stepper, as SwiftUI's `Stepper`: its label leading, the 94×32 pt minus/plus control trailing.
nonisolated public struct Stepper<Label: View>: PrimitiveView {
    let label: Label
    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?) { self.label = label() }
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label) { self.label = label() }
    @MainActor public func resolve(in context: ResolveContext) -> [Node] {
        var signs = context
        signs.environment.foregroundStyle = AnyShapeStyle(HierarchicalShapeStyle.primary)
        signs.environment.font = .body.weight(.medium)
        let minus = Image(systemName: "minus").node(in: signs)
        let plus = Image(systemName: "plus").node(in: signs)
        let divider = Node(
            .frame(FrameSpec(width: 1, height: 18)), children: [ShapeNodes.filled(.rectangle, with: SeparatorShapeStyle(), in: context)])
        let control = Node(
            .frame(FrameSpec(width: 94, height: 32)),
            children: [
                Node(
                    .background(.center),
                    children: [
                        Node(
                            .stack(.horizontal, alignment: .center, spacing: .points(0)),
                            children: [
                                Node(.frame(FrameSpec(maxWidth: .infinity)), children: [minus]), divider,
                                Node(.frame(FrameSpec(maxWidth: .infinity)), children: [plus]),
                            ]),
                        ShapeNodes.filled(.capsule, with: Color(white: 0.47, opacity: 0.12), in: context),
                    ])
            ])
        let row = context.environment.controlRow(label: label.nodes(in: context), control: [control])
        return [Node(.frame(FrameSpec(minHeight: 44)), children: [Node(.stack(.horizontal, alignment: .center, spacing: nil), children: row)])]
    }
}

extension Stepper where Label == Text {
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1) {
        label = Text(titleKey)
    }
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1) { label = Text(titleKey) }
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1) {
        label = Text(title)
    }
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1) { label = Text(title) }
    public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?) { label = Text(titleKey) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?) { label = Text(title) }
}

/// A gauge, as SwiftUI's `Gauge`: its label above a progress bar of the value.
nonisolated extension View {
    /// `.circular` draws the spinner, as iOS does even with a value; `.linear` and
    /// `.automatic` a bar for a value and the spinner without one.
    public func progressViewStyle(_ style: BuiltInProgressViewStyle) -> some View {
        changingEnvironment { $0.progressIsCircular = style.name == "circular" }
    }
    /// `.switch` and `.automatic` draw the iOS switch; `.button` draws the toggle as a button,
    /// its label in the tint, on a tinted capsule while on; `.checkbox` (macOS) is reported.
    public func toggleStyle(_ style: BuiltInToggleStyle, fileID: String = #fileID, line: Int = #line) -> some View {
        changingEnvironment { $0.toggleIsButton = style.name == "button" }
            .unsupported("toggleStyle(.checkbox): macOS only; drawn as the iOS switch", fileID: fileID, line: line, when: style.name == "checkbox")
    }
}

/// A link, as SwiftUI's `Link`: its label in the tint, with the link role.
nonisolated public struct Link<Label: View>: PrimitiveView {
    let label: Label
    public init(destination: URL, @ViewBuilder label: () -> Label) { self.label = label() }
    @MainActor public func resolve(in context: ResolveContext) -> [Node] {
        var inner = context
        inner.environment.foregroundStyle = context.environment.tintStyle ?? AnyShapeStyle(Color.accentColor)
        return [Node(.semantics(Semantics(role: .link)), children: [label.node(in: inner)])]
    }
}

extension Link where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: URL) { label = Text(titleKey) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) { label = Text(title) }
}

/// A menu, as SwiftUI's `Menu`: at rest, its label (a button in the tint); its items show only
/// when opened, which a still never shows.
nonisolated public struct Menu<Label: View, Content: View>: PrimitiveView {
    let label: Label
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { self.label = label() }
    @MainActor public func resolve(in context: ResolveContext) -> [Node] {
        Button(action: {}, label: { label }).resolve(in: context)
    }
}

extension Menu where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { label = Text(titleKey) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { label = Text(title) }
}
