/// The menu initializers added after iOS 14: a title with a symbol, and a label with a primary
/// action (a tap, which a still never makes). At rest both draw their label as a button.
///
/// ```swift
/// Menu("Sort", systemImage: "arrow.up.arrow.down") { Picker("Sort", selection: $order) { … } }
/// ```
extension Menu {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: label)
    }
}

extension Menu where Label == ScreenUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { ScreenUI.Label(titleKey, systemImage: systemImage) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { ScreenUI.Label(title, systemImage: systemImage) }
    }
}
