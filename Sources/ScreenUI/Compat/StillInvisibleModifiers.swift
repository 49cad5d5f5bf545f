/// Modifiers whose effect a still never shows: the URL a widget opens when tapped, hiding data
/// on a locked screen, keyboard focus and the default and cancel keyboard shortcuts.
///
/// ```swift
/// Text(balance).privacySensitive().widgetURL(URL(string: "bank://balance"))
/// ```
nonisolated extension View {
    public func widgetURL(_ url: URL?) -> some View { self }
    public func privacySensitive(_ sensitive: Bool = true) -> some View { self }
    public func focusable(_ isFocusable: Bool = true) -> some View { self }
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View { self }
}

/// A key and its modifiers, as SwiftUI's `KeyboardShortcut`.
public struct KeyboardShortcut: Sendable {
    public let key: KeyEquivalent
    public let modifiers: EventModifiers
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }
    /// Return, for the button that confirms.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Escape, for the button that cancels.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

extension EnvironmentValues {
    /// A still has no keyboard focus.
    public var isFocused: Bool { false }
    /// One pixel in points at the snapshot's scale.
    public var pixelLength: CGFloat { 1 / max(displayScale, 1) }
}
