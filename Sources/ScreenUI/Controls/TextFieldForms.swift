import Foundation

// More initializer forms of text fields: the older ones with editing callbacks and a
// `Formatter`, and the string-titled value form. A still runs no callback.
extension TextField where Label == Text {
    public init(
        _ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void = {}
    ) {
        self.init(titleKey, text: text)
    }
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) { self.init(titleKey, text: text) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void = {})
    {
        self.init(title, text: text)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) { self.init(title, text: text) }
    /// A field for a value shown through a `Formatter` (`NumberFormatter`, `DateFormatter`).
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text? = nil) {
        self.init(titleKey, text: .constant(formatter.string(for: value.wrappedValue) ?? ""), prompt: prompt)
    }
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text? = nil) {
        self.init(title, text: .constant(formatter.string(for: value.wrappedValue) ?? ""), prompt: prompt)
    }
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        self.init(title, text: .constant(format.format(value.wrappedValue)), prompt: prompt)
    }
}

extension SecureField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) { self.init(titleKey, text: text) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) { self.init(title, text: text) }
}
