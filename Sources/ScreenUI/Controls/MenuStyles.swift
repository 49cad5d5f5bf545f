/// How a `Menu` shows its label, as SwiftUI's `MenuStyle`. On iOS every built-in style draws
/// the label as the menu's button already does; a style of the app's own is reported.
public protocol MenuStyle {}

/// The platform's menu look.
public struct DefaultMenuStyle: MenuStyle, Sendable { public init() {} }
/// The label as a button in the enclosing button style.
public struct ButtonMenuStyle: MenuStyle, Sendable { public init() {} }
/// The label as a borderless button (the older name of iOS's default).
public struct BorderlessButtonMenuStyle: MenuStyle, Sendable { public init() {} }

extension MenuStyle where Self == DefaultMenuStyle { public static var automatic: DefaultMenuStyle { DefaultMenuStyle() } }
extension MenuStyle where Self == ButtonMenuStyle { public static var button: ButtonMenuStyle { ButtonMenuStyle() } }
extension MenuStyle where Self == BorderlessButtonMenuStyle {
    public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

/// What a custom menu style is handed.
public struct MenuStyleConfiguration {}

nonisolated extension View {
    /// The menus below take `style`: the built-in ones look alike on iOS; an app's own is reported.
    public func menuStyle<S: MenuStyle>(_ style: S, fileID: String = #fileID, line: Int = #line) -> some View {
        let builtIn = style is DefaultMenuStyle || style is ButtonMenuStyle || style is BorderlessButtonMenuStyle
        return unsupported("a custom MenuStyle (\(S.self)): menus drawn in the default style", fileID: fileID, line: line, when: !builtIn)
    }
    /// Whether a menu shows its indicator: iOS shows none beside a menu's label.
    public func menuIndicator(_ visibility: Visibility) -> some View { self }
    /// The order of a menu's items; a still shows the menu closed.
    public func menuOrder(_ order: MenuOrder) -> some View { self }
}

/// The order a menu lists its items in.
public struct MenuOrder: Sendable {
    public static let automatic = MenuOrder(), priority = MenuOrder(), fixed = MenuOrder()
}
