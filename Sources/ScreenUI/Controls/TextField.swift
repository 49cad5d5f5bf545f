import ScreenLayout

/// A text field, as SwiftUI's `TextField`: the text, or the prompt in the placeholder colour
/// when empty; `.roundedBorder` draws the iOS field (a 34 pt rounded rectangle), plain fields
/// draw the text alone (as in a form row). A snapshot shows no cursor and no keyboard.
///
/// ```swift
/// TextField("Name", text: $name).textFieldStyle(.roundedBorder)
/// ```
nonisolated public struct TextField<Label: View>: PrimitiveView {
    let text: String
    let prompt: String
    let isSecure: Bool
    let axis: Axis

    @MainActor public func resolve(in context: ResolveContext) -> [Node] {
        let environment = context.environment
        var inner = context
        let empty = text.isEmpty
        if empty { inner.environment.foregroundStyle = AnyShapeStyle(HierarchicalShapeStyle.tertiary) }
        if axis == .horizontal { inner.environment.lineLimit = 1 }
        let shown = empty ? prompt : isSecure ? String(repeating: "•", count: text.count) : text
        var node = Text(verbatim: shown).node(in: inner)
        node = Node(.frame(FrameSpec(maxWidth: .infinity, alignment: .leading)), children: [node])
        if environment.textFieldStyleKind == .roundedBorder {
            node = Node(.padding([.leading, .trailing], .points(8)), children: [node])
            node = Node(.padding([.top, .bottom], .points(6)), children: [node])
            let fill = ShapeNodes.filled(.roundedRectangle(cornerRadius: .points(6)), with: BackgroundStyle(), in: context)
            let border = ShapeNodes.stroked(
                .roundedRectangle(cornerRadius: .points(6)), with: SeparatorShapeStyle(), lineWidth: 1, inside: true, in: context)
            node = Node(.background(.center), children: [node, Node(.zstack(.center), children: [fill, border])])
        }
        if !environment.isEnabled { node = Node(.opacity(0.4), children: [node]) }
        return [Node(.semantics(Semantics(role: .text, label: empty ? prompt : nil)), children: [node])]
    }
}

extension TextField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) {
        self.text = text.wrappedValue
        self.prompt = prompt.map { $0.plainText } ?? titleKey.resolved(table: nil)
        isSecure = false
        axis = .horizontal
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
        self.text = text.wrappedValue
        self.prompt = prompt.map { $0.plainText } ?? String(title)
        isSecure = false
        axis = .horizontal
    }
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil, axis: Axis) {
        self.text = text.wrappedValue
        self.prompt = prompt.map { $0.plainText } ?? titleKey.resolved(table: nil)
        isSecure = false
        self.axis = axis
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil, axis: Axis) {
        self.text = text.wrappedValue
        self.prompt = prompt.map { $0.plainText } ?? String(title)
        isSecure = false
        self.axis = axis
    }
    /// A field for a formatted value (a number, a date).
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        text = format.format(value.wrappedValue)
        self.prompt = titleKey.resolved(table: nil)
        isSecure = false
        axis = .horizontal
    }
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        text = value.wrappedValue.map { format.format($0) } ?? ""
        self.prompt = titleKey.resolved(table: nil)
        isSecure = false
        axis = .horizontal
    }
}

/// A text field that shows dots for its text, as SwiftUI's `SecureField`.
nonisolated public struct SecureField<Label: View>: PrimitiveView {
    let field: TextField<Label>
    @MainActor public func resolve(in context: ResolveContext) -> [Node] { field.resolve(in: context) }
}

extension SecureField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) {
        field = TextField(
            text: text.wrappedValue, prompt: prompt.map { $0.plainText } ?? titleKey.resolved(table: nil), isSecure: true,
            axis: .horizontal)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
        field = TextField(
            text: text.wrappedValue, prompt: prompt.map { $0.plainText } ?? String(title), isSecure: true, axis: .horizontal)
    }
}

enum TextFieldStyleKind: Hashable, Sendable { case automatic, plain, roundedBorder }

/// Text field styles (`.roundedBorder`, `.plain`).
public struct BuiltInTextFieldStyle: Sendable {
    let kind: TextFieldStyleKind
    public static let automatic = BuiltInTextFieldStyle(kind: .automatic)
    public static let plain = BuiltInTextFieldStyle(kind: .plain)
    public static let roundedBorder = BuiltInTextFieldStyle(kind: .roundedBorder)
}

nonisolated extension View {
    public func textFieldStyle(_ style: BuiltInTextFieldStyle) -> some View { changingEnvironment { $0.textFieldStyleKind = style.kind } }
    public func keyboardType(_ type: UIKeyboardType) -> some View { self }
}

/// Keyboard types; a snapshot shows no keyboard.
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad, twitter, webSearch
    case asciiCapableNumberPad
}

extension EnvironmentValues {
    var textFieldStyleKind: TextFieldStyleKind {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }
}

private struct TextFieldStyleKey: EnvironmentKey { static var defaultValue: TextFieldStyleKind { .automatic } }
