/// How a `TextEditor` is drawn, as SwiftUI's `TextEditorStyle` (iOS 17). On iOS the automatic
/// and plain styles draw the same — the text on the editor's background, no border — so a
/// still shows either the same way; the style is accepted, not ignored.
///
/// ```swift
/// TextEditor(text: $notes).textEditorStyle(.plain)
/// ```
public protocol TextEditorStyle: Sendable {}

public struct AutomaticTextEditorStyle: TextEditorStyle {
    public init() {}
}

public struct PlainTextEditorStyle: TextEditorStyle {
    public init() {}
}

extension TextEditorStyle where Self == AutomaticTextEditorStyle {
    public static var automatic: AutomaticTextEditorStyle { AutomaticTextEditorStyle() }
}

extension TextEditorStyle where Self == PlainTextEditorStyle {
    public static var plain: PlainTextEditorStyle { PlainTextEditorStyle() }
}

nonisolated extension View {
    /// Sets the style of the text editors inside; on iOS both styles look alike.
    public func textEditorStyle(_ style: some TextEditorStyle) -> some View { self }
}
