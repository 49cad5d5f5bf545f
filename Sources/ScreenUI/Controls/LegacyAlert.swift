import ScreenLayout

/// The older alert value, as SwiftUI's `Alert`: `.alert(isPresented:) { Alert(title:…) }` draws
/// it as the newer `.alert` modifier does while presented.
///
/// ```swift
/// .alert(isPresented: $showsError) { Alert(title: Text("Error"), message: Text(error), dismissButton: .default(Text("OK"))) }
/// ```
@MainActor
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Button]

    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        buttons = dismissButton.map { [$0] } ?? []
    }
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }

    /// An alert's or an action sheet's button: its label and its kind.
    @MainActor
    public struct Button {
        let label: Text
        let role: ButtonRole?
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label, role: nil) }
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label, role: .cancel) }
        public static func cancel(_ action: (() -> Void)? = {}) -> Button { Button(label: Text("Cancel"), role: .cancel) }
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label, role: .destructive) }
    }

    var content: DialogContent<Text?, ForEach<[Int], Int, ScreenUI.Button<Text>>> { Alert.dialog(title, message, buttons) }

    /// The newer modifiers' title, message and actions for these values.
    static func dialog(_ title: Text, _ message: Text?, _ buttons: [Button]) -> DialogContent<Text?, ForEach<[Int], Int, ScreenUI.Button<Text>>> {
        DialogContent(
            title: title, message: message,
            actions: ForEach(Array(buttons.indices), id: \.self) { i in ScreenUI.Button(role: buttons[i].role, action: {}) { buttons[i].label } })
    }
}

/// The older confirmation dialog value, as SwiftUI's `ActionSheet`.
@MainActor
public struct ActionSheet {
    let title: Text
    let message: Text?
    let buttons: [Alert.Button]
    public init(title: Text, message: Text? = nil, buttons: [Alert.Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }
    var content: DialogContent<Text?, ForEach<[Int], Int, ScreenUI.Button<Text>>> { Alert.dialog(title, message, buttons) }
    /// An action sheet's button: an alert's.
    public typealias Button = Alert.Button
}

nonisolated extension View {
    @MainActor public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = content()
        return Presenting(content: self, kind: .alert, isPresented: isPresented.wrappedValue) { alert.content }
    }
    @MainActor public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        let alert = item.wrappedValue.map(content)
        return Presenting(content: self, kind: .alert, isPresented: alert != nil) { alert?.content }
    }
    @MainActor public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        let sheet = content()
        return Presenting(content: self, kind: .dialog, isPresented: isPresented.wrappedValue) { sheet.content }
    }
    @MainActor public func actionSheet<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> ActionSheet) -> some View {
        let sheet = item.wrappedValue.map(content)
        return Presenting(content: self, kind: .dialog, isPresented: sheet != nil) { sheet?.content }
    }
}
