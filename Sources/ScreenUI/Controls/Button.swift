import ScreenLayout

/// A button, as SwiftUI's `Button`: its label with the button role for the semantics tree and
/// the tap-target audit, drawn in the style the environment sets (`.buttonStyle`): plain or
/// borderless labels in the tint, `.bordered` on a tinted capsule, `.borderedProminent` filled.
///
/// ```swift
/// Button("Save") { model.save() }.buttonStyle(.borderedProminent)
/// Button(role: .destructive) { delete() } label: { Label("Delete", systemImage: "trash") }
/// ```
nonisolated public struct Button<Label: View>: PrimitiveView {
    let label: Label
    let role: ButtonRole?
    let title: String?

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        role = nil
        title = nil
    }
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.role = role
        title = nil
    }

    @MainActor public func resolve(in context: ResolveContext) -> [Node] {
        let environment = context.environment
        if let custom = environment.customButtonStyle {
            // A style of the app's own draws the label; nested buttons take the default again.
            var inner = context
            inner.environment.customButtonStyle = nil
            let body = custom.make(ButtonStyleConfiguration(label: .init(content: AnyView(label)), isPressed: false, role: role))
            let node = inner.evaluate { body }.node(in: inner)
            return [Node(.semantics(Semantics(role: .button, label: title ?? Self.labelText(node))), children: [node])]
        }
        let style = environment.buttonStyleKind
        var inner = context
        let tint: AnyShapeStyle =
            role == .destructive ? AnyShapeStyle(Color.red) : environment.tintStyle ?? AnyShapeStyle(Color.accentColor)
        switch style {
        case .plain:
            break
        case .automatic, .borderless, .bordered, .glass:
            // A foreground set on the button (`.foregroundColor(.red)`) colours its label, as in
            // SwiftUI; a destructive role stays red.
            if environment.foregroundStyle == nil || role == .destructive { inner.environment.foregroundStyle = tint }
        case .borderedProminent:
            inner.environment.foregroundStyle = AnyShapeStyle(Color.white)
        }
        if role == .cancel && environment.buttonFillsRow { inner.environment.fontWeight = .semibold }
        inner.environment.buttonFillsRow = false
        inner.environment.buttonFillsBar = false
        if inner.environment.font == nil && (style == .bordered || style == .borderedProminent || style == .glass) {
            inner.environment.fontWeight = inner.environment.fontWeight ?? .semibold
        }
        var node = label.node(in: inner)
        switch style {
        case .bordered, .borderedProminent, .glass:
            let (h, v): (Double, Double) =
                environment.controlSize == .large || environment.controlSize == .extraLarge
                ? (20, 14) : environment.controlSize == .small || environment.controlSize == .mini ? (10, 4) : (14, 7)
            let shape = environment.buttonBorderShape.shape(for: environment.controlSize)
            node = Node(.padding([.leading, .trailing], .points(h)), children: [node])
            // A circle has the same inset on every side, so a glyph sits in its middle.
            node = Node(.padding([.top, .bottom], .points(shape == .circle ? h : v)), children: [node])
            let fill: AnyShapeStyle =
                style == .borderedProminent
                ? tint : style == .glass ? AnyShapeStyle(GlassStyle(glass: .regular)) : AnyShapeStyle(OpacityStyle(base: tint, opacity: 0.15))
            node = Node(.background(.center), children: [node, ShapeNodes.filled(shape, with: fill, in: context)])
        default:
            break
        }
        if environment.buttonFillsRow { node = Node(.frame(FrameSpec(maxWidth: .infinity, minHeight: 44)), children: [node]) }
        if environment.buttonFillsBar { node = Node(.frame(FrameSpec(minWidth: 44, minHeight: 44)), children: [node]) }
        if !environment.isEnabled { node = Node(.opacity(0.35), children: [node]) }
        let name = title ?? Self.labelText(node)
        return [Node(.semantics(Semantics(role: .button, label: name)), children: [node])]
    }

    /// The first text of the label, for the semantics tree.
    static func labelText(_ node: Node) -> String? {
        if case .text(let content) = node.kind { return content.string }
        for child in node.children { if let s = labelText(child) { return s } }
        return nil
    }
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        label = Text(titleKey)
        role = nil
        title = nil
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        label = Text(title)
        role = nil
        self.title = nil
    }
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        label = Text(titleKey)
        self.role = role
        title = nil
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        label = Text(title)
        self.role = role
        self.title = nil
    }
}

extension Button where Label == ScreenUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        label = ScreenUI.Label(titleKey, systemImage: systemImage)
        role = nil
        title = nil
    }
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        label = ScreenUI.Label(titleKey, systemImage: systemImage)
        self.role = role
        title = nil
    }
}

/// What a button does, as SwiftUI's `ButtonRole`: destructive buttons are red.
public struct ButtonRole: Hashable, Sendable {
    let name: String
    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
    public static let close = ButtonRole(name: "close")
    public static let confirm = ButtonRole(name: "confirm")
}

/// The built-in button styles.
public enum ButtonStyleKind: Hashable, Sendable { case automatic, plain, borderless, bordered, borderedProminent, glass }

/// A button style, as SwiftUI's `PrimitiveButtonStyle` values (`.plain`, `.bordered`, …).
public struct BuiltInButtonStyle: Sendable {
    let kind: ButtonStyleKind
}

extension BuiltInButtonStyle {
    public static let automatic = BuiltInButtonStyle(kind: .automatic)
    public static let plain = BuiltInButtonStyle(kind: .plain)
    public static let borderless = BuiltInButtonStyle(kind: .borderless)
    public static let bordered = BuiltInButtonStyle(kind: .bordered)
    public static let borderedProminent = BuiltInButtonStyle(kind: .borderedProminent)
    /// Liquid Glass buttons (iOS 26): the label in the tint on a glass capsule, sized as a
    /// bordered button; the prominent one is filled with the tint, as a bordered prominent one.
    public static let glass = BuiltInButtonStyle(kind: .glass)
    public static let glassProminent = BuiltInButtonStyle(kind: .borderedProminent)
}

nonisolated extension View {
    public func buttonStyle(_ style: BuiltInButtonStyle) -> some View { changingEnvironment { $0.buttonStyleKind = style.kind } }
    /// The shape bordered and glass buttons are drawn on, as SwiftUI's `buttonBorderShape(_:)`.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { changingEnvironment { $0.buttonBorderShape = shape } }
}

/// The shape of a bordered button, as SwiftUI's `ButtonBorderShape`: iOS 26 draws bordered
/// buttons on a capsule (`.automatic`); `.roundedRectangle` has the control size's corner radius
/// (6 pt small, 8 pt regular, 12 pt large), `.circle` fits the label's larger side.
public struct ButtonBorderShape: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case automatic, capsule
        case roundedRectangle(CGFloat?)
        case circle
    }
    let kind: Kind
    public static let automatic = ButtonBorderShape(kind: .automatic), capsule = ButtonBorderShape(kind: .capsule)
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(nil)), circle = ButtonBorderShape(kind: .circle)
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { ButtonBorderShape(kind: .roundedRectangle(radius)) }

    /// The shape a bordered button of `size` is drawn on.
    func shape(for size: ControlSize) -> ShapeKind {
        switch kind {
        case .automatic, .capsule: return .capsule
        case .circle: return .circle
        case .roundedRectangle(let radius?): return .roundedRectangle(cornerRadius: .points(Double(radius)))
        case .roundedRectangle(nil):
            let radius: Double = size == .large || size == .extraLarge ? 12 : size == .small || size == .mini ? 6 : 8
            return .roundedRectangle(cornerRadius: .points(radius))
        }
    }
}

private struct ButtonBorderShapeKey: EnvironmentKey {
    static let defaultValue = ButtonBorderShape.automatic
}

extension EnvironmentValues {
    /// The shape bordered buttons are drawn on.
    var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

extension EnvironmentValues {
    /// A dialog's buttons fill their row (the whole row is the tap target).
    var buttonFillsRow: Bool {
        get { hot.buttonFillsRow }
        set { hot.buttonFillsRow = newValue }
    }
    /// A bar's buttons fill their 44 pt capsule.
    var buttonFillsBar: Bool {
        get { hot.buttonFillsBar }
        set { hot.buttonFillsBar = newValue }
    }
    var buttonStyleKind: ButtonStyleKind {
        get { hot.buttonStyleKind }
        set { hot.buttonStyleKind = newValue }
    }
}
