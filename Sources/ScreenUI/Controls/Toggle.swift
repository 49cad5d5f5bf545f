import ScreenLayout
import Theme

/// A switch, as SwiftUI's `Toggle`: its label leading, the switch trailing (63×28 pt, iOS 26),
/// green when on.
///
/// ```swift
/// Toggle("Notifications", isOn: $settings.notifications)
/// ```
nonisolated public struct Toggle<Label: View>: PrimitiveView {
    let label: Label
    let isOn: Binding<Bool>
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.isOn = isOn
    }
    @MainActor public func resolve(in context: ResolveContext) -> [Node] {
        if let custom = context.environment.customToggleStyle {
            var inner = context
            inner.environment.customToggleStyle = nil
            let body = custom.make(ToggleStyleConfiguration(label: .init(content: AnyView(label)), isOn: isOn))
            return inner.evaluate { body }.nodes(in: inner)
        }
        let on = isOn.wrappedValue
        let env = context.environment
        if env.toggleIsButton {
            var inner = context
            inner.environment.toggleIsButton = false
            return Button(action: {}) { label }.buttonStyle(on ? .bordered : .borderless).nodes(in: inner)
        }
        let trackColor: AnyShapeStyle = on ? (env.tintStyle ?? AnyShapeStyle(Color.green)) : AnyShapeStyle(Color(white: 0.47, opacity: 0.16))
        let track = ShapeNodes.filled(.capsule, with: trackColor, in: context)
        let knob = Node(.frame(FrameSpec(width: 37, height: 24)), children: [ShapeNodes.filled(.capsule, with: Color.white, in: context)])
            .shadow(RGBA(red: 0, green: 0, blue: 0, alpha: 0.15), radius: 2, y: 1)
        let switchNode = Node(
            .frame(FrameSpec(width: 63, height: 28)),
            children: [
                Node(
                    .zstack(ScreenLayout.Alignment(horizontal: on ? .trailing : .leading, vertical: .center)),
                    children: [track, Node(.padding(.all, .points(2)), children: [knob])])
            ])
        let labelNodes = label.nodes(in: context)
        // With `labelsHidden()` the switch alone; the label stays its accessibility name.
        let row = env.controlRow(label: labelNodes, control: [switchNode])
        // The whole row is the switch's tap target: at least 44 pt tall, as iOS's hit area.
        var node = Node(.frame(FrameSpec(minHeight: 44)), children: [Node(.stack(.horizontal, alignment: .center, spacing: nil), children: row)])
        if !env.isEnabled { node = Node(.opacity(0.4), children: [node]) }
        let name = labelNodes.lazy.compactMap { Button<Text>.labelText($0) }.first
        return [Node(.semantics(Semantics(role: .button, label: name)), children: [node])]
    }
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(titleKey) } }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(title) } }
}

extension Node {
    fileprivate func shadow(_ color: RGBA, radius: Double, y: Double) -> Node {
        Node(.shadow(.rgba(color, radius: radius, x: 0, y: y)), children: [self])
    }
}

/// A progress bar (with a value) or a spinner (without), as SwiftUI's `ProgressView`.
nonisolated public struct ProgressView<Label: View>: PrimitiveView {
    let fraction: Double?
    let label: Label?
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        fraction = ProgressView.fraction(value, total)
        self.label = label()
    }
    /// A bar with its label above; the current value's label is drawn under the bar.
    public init<V: BinaryFloatingPoint, C: View>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> C
    ) {
        fraction = ProgressView.fraction(value, total)
        self.label = label()
        current = AnyView(currentValueLabel())
    }
    /// A spinner with a label under it.
    public init(@ViewBuilder label: () -> Label) {
        fraction = nil
        self.label = label()
    }
    var current: AnyView?

    static func fraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
        value.map { total > 0 ? min(max(Double($0 / total), 0), 1) : 0 }
    }
    @MainActor public func resolve(in context: ResolveContext) -> [Node] {
        if let custom = customStyleNodes(in: context) { return custom }
        var children: [Node] = label.map { $0.nodes(in: context) } ?? []
        // iOS draws the circular style as a spinner whatever the value (it has no ring).
        guard let fraction, !context.environment.progressIsCircular else {
            // A spinner at rest: eight spokes would animate; a still shows a ring of the secondary colour.
            let ring = ShapeNodes.stroked(.circle, with: HierarchicalShapeStyle.secondary, lineWidth: 2.5, inside: true, in: context)
            children.insert(Node(.frame(FrameSpec(width: 20, height: 20)), children: [ring]), at: 0)
            return [Node(.stack(.vertical, alignment: .center, spacing: nil), children: children)]
        }
        let track = ShapeNodes.filled(.capsule, with: Color(white: 0.47, opacity: 0.2), in: context)
        let bar = ShapeNodes.filled(.capsule, with: context.environment.tintStyle ?? AnyShapeStyle(Color.accentColor), in: context)
        let progress = ProgressBar.node(track: track, bar: bar, fraction: fraction)
        children.append(progress)
        if let current {
            var secondary = context
            secondary.environment.foregroundStyle = AnyShapeStyle(HierarchicalShapeStyle.secondary)
            secondary.environment.font = .footnote
            children += current.nodes(in: secondary)
        }
        return [Node(.stack(.vertical, alignment: .leading, spacing: .points(4)), children: children)]
    }
}

extension ProgressView where Label == EmptyView {
    public init() {
        fraction = nil
        label = nil
    }
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        fraction = ProgressView.fraction(value, total)
        label = nil
    }
}

extension ProgressView where Label == Text {
    public init(_ titleKey: LocalizedStringKey) {
        fraction = nil
        label = Text(titleKey)
    }
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        fraction = ProgressView.fraction(value, total)
        label = Text(titleKey)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        fraction = nil
        label = Text(title)
    }
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        fraction = ProgressView.fraction(value, total)
        label = Text(title)
    }
}

/// A 4 pt track with the filled share drawn over it.
enum ProgressBar {
    static func node(track: Node, bar: Node, fraction: Double) -> Node {
        let provider = PathProvider(name: "progress \(fraction)") { size in
            let w = size.width * fraction
            let h = size.height
            let r = h / 2
            guard w > 0 else { return [] }
            var p = Path()
            p.addRoundedRect(in: CGRect(x: 0, y: 0, width: w, height: h), cornerSize: CGSize(width: min(r, w / 2), height: min(r, w / 2)))
            return p.commands
        }
        var barContent: ShapeContent
        if case .shape(let content) = bar.kind { barContent = content } else { barContent = ShapeContent(shape: .capsule) }
        barContent.shape = .provided(provider)
        return Node(
            .frame(FrameSpec(height: 4, maxWidth: .infinity)),
            children: [Node(.zstack(.leading), children: [track, Node(.shape(barContent))])])
    }
}

private struct ToggleIsButtonKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// `toggleStyle(.button)`: toggles draw as buttons.
    var toggleIsButton: Bool {
        get { self[ToggleIsButtonKey.self] }
        set { self[ToggleIsButtonKey.self] = newValue }
    }
}

private struct ProgressIsCircularKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// `progressViewStyle(.circular)`: progress views draw the spinner.
    var progressIsCircular: Bool {
        get { self[ProgressIsCircularKey.self] }
        set { self[ProgressIsCircularKey.self] = newValue }
    }
}
