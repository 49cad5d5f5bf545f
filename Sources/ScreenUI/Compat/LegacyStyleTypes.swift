// The style types older SwiftUI code names by type (`.pickerStyle(SegmentedPickerStyle())`,
// `.listStyle(InsetGroupedListStyle())`), each the same as its static value (`.segmented`).

/// A picker style named by its type, as `SegmentedPickerStyle()`.
///
/// ```swift
/// Picker("Tip", selection: $tip) { … }.pickerStyle(SegmentedPickerStyle())
/// ```
public protocol PickerStyle { var builtInPickerStyle: BuiltInPickerStyle { get } }
public struct DefaultPickerStyle: PickerStyle {
    public init() {}
    public var builtInPickerStyle: BuiltInPickerStyle { .automatic }
}
public struct SegmentedPickerStyle: PickerStyle {
    public init() {}
    public var builtInPickerStyle: BuiltInPickerStyle { .segmented }
}
public struct MenuPickerStyle: PickerStyle {
    public init() {}
    public var builtInPickerStyle: BuiltInPickerStyle { .menu }
}
public struct InlinePickerStyle: PickerStyle {
    public init() {}
    public var builtInPickerStyle: BuiltInPickerStyle { .inline }
}
public struct WheelPickerStyle: PickerStyle {
    public init() {}
    public var builtInPickerStyle: BuiltInPickerStyle { .wheel }
}
public struct NavigationLinkPickerStyle: PickerStyle {
    public init() {}
    public var builtInPickerStyle: BuiltInPickerStyle { .navigationLink }
}

/// A list style named by its type, as `InsetGroupedListStyle()`.
public protocol ListStyle { var builtInListStyle: BuiltInListStyle { get } }
public struct DefaultListStyle: ListStyle {
    public init() {}
    public var builtInListStyle: BuiltInListStyle { .automatic }
}
public struct InsetGroupedListStyle: ListStyle {
    public init() {}
    public var builtInListStyle: BuiltInListStyle { .insetGrouped }
}
public struct GroupedListStyle: ListStyle {
    public init() {}
    public var builtInListStyle: BuiltInListStyle { .grouped }
}
public struct InsetListStyle: ListStyle {
    public init() {}
    public var builtInListStyle: BuiltInListStyle { .inset }
}
public struct PlainListStyle: ListStyle {
    public init() {}
    public var builtInListStyle: BuiltInListStyle { .plain }
}
public struct SidebarListStyle: ListStyle {
    public init() {}
    public var builtInListStyle: BuiltInListStyle { .sidebar }
}

/// A text field style named by its type, as `RoundedBorderTextFieldStyle()`.
public protocol TextFieldStyle { var builtInTextFieldStyle: BuiltInTextFieldStyle { get } }
public struct DefaultTextFieldStyle: TextFieldStyle {
    public init() {}
    public var builtInTextFieldStyle: BuiltInTextFieldStyle { .automatic }
}
public struct PlainTextFieldStyle: TextFieldStyle {
    public init() {}
    public var builtInTextFieldStyle: BuiltInTextFieldStyle { .plain }
}
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    public init() {}
    public var builtInTextFieldStyle: BuiltInTextFieldStyle { .roundedBorder }
}

/// A tab view style named by its type, as `PageTabViewStyle()`.
public protocol TabViewStyle { var builtInTabViewStyle: BuiltInTabViewStyle { get } }
public struct DefaultTabViewStyle: TabViewStyle {
    public init() {}
    public var builtInTabViewStyle: BuiltInTabViewStyle { .automatic }
}
public struct PageTabViewStyle: TabViewStyle {
    public init(indexDisplayMode: PageIndexDisplayMode = .automatic) {}
    public var builtInTabViewStyle: BuiltInTabViewStyle { .page }
}

/// Button styles named by their types, as `PlainButtonStyle()`.
public struct PlainButtonStyle: Sendable { public init() {} }
public struct BorderlessButtonStyle: Sendable { public init() {} }
public struct BorderedButtonStyle: Sendable { public init() {} }
public struct BorderedProminentButtonStyle: Sendable { public init() {} }
public struct DefaultButtonStyle: Sendable { public init() {} }

/// Toggle styles named by their types, as `SwitchToggleStyle(tint: .orange)`: the tint colours
/// the switch when on.
public struct SwitchToggleStyle: Sendable {
    let tint: Color?
    public init() { tint = nil }
    public init(tint: Color) { self.tint = tint }
}
public struct DefaultToggleStyle: Sendable { public init() {} }
public struct ButtonToggleStyle: Sendable { public init() {} }

/// Date picker, progress and navigation view styles named by their types; each draws as its
/// static value does.
public struct CompactDatePickerStyle: Sendable { public init() {} }
public struct GraphicalDatePickerStyle: Sendable { public init() {} }
public struct WheelDatePickerStyle: Sendable { public init() {} }
public struct DefaultDatePickerStyle: Sendable { public init() {} }
public struct CircularProgressViewStyle: Sendable {
    let tint: Color?
    public init() { tint = nil }
    public init(tint: Color) { self.tint = tint }
}
public struct LinearProgressViewStyle: Sendable {
    let tint: Color?
    public init() { tint = nil }
    public init(tint: Color) { self.tint = tint }
}
public struct DefaultProgressViewStyle: Sendable { public init() {} }

/// How a navigation view arranges its columns; iPhone always shows a stack.
public struct BuiltInNavigationViewStyle: Sendable {
    public static let automatic = BuiltInNavigationViewStyle()
    public static let stack = BuiltInNavigationViewStyle()
    public static let columns = BuiltInNavigationViewStyle()
}
public struct StackNavigationViewStyle: Sendable { public init() {} }
public struct DefaultNavigationViewStyle: Sendable { public init() {} }
public struct DoubleColumnNavigationViewStyle: Sendable { public init() {} }

nonisolated extension View {
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { pickerStyle(style.builtInPickerStyle) }
    public func listStyle<S: ListStyle>(_ style: S) -> some View { listStyle(style.builtInListStyle) }
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View { textFieldStyle(style.builtInTextFieldStyle) }
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View { tabViewStyle(style.builtInTabViewStyle) }
    public func buttonStyle(_ style: PlainButtonStyle) -> some View { buttonStyle(.plain) }
    public func buttonStyle(_ style: BorderlessButtonStyle) -> some View { buttonStyle(.borderless) }
    public func buttonStyle(_ style: BorderedButtonStyle) -> some View { buttonStyle(.bordered) }
    public func buttonStyle(_ style: BorderedProminentButtonStyle) -> some View { buttonStyle(.borderedProminent) }
    public func buttonStyle(_ style: DefaultButtonStyle) -> some View { buttonStyle(.automatic) }
    public func toggleStyle(_ style: SwitchToggleStyle) -> some View { tint(style.tint) }
    public func toggleStyle(_ style: DefaultToggleStyle) -> some View { self }
    public func toggleStyle(_ style: ButtonToggleStyle) -> some View { toggleStyle(.button) }
    public func datePickerStyle(_ style: CompactDatePickerStyle) -> some View { self }
    public func datePickerStyle(_ style: GraphicalDatePickerStyle) -> some View { datePickerStyle(.graphical) }
    public func datePickerStyle(_ style: WheelDatePickerStyle, fileID: String = #fileID, line: Int = #line) -> some View {
        datePickerStyle(.wheel, fileID: fileID, line: line)
    }
    public func datePickerStyle(_ style: DefaultDatePickerStyle) -> some View { self }
    public func progressViewStyle(_ style: CircularProgressViewStyle) -> some View { tint(style.tint).progressViewStyle(.circular) }
    public func progressViewStyle(_ style: LinearProgressViewStyle) -> some View { tint(style.tint).progressViewStyle(.linear) }
    public func progressViewStyle(_ style: DefaultProgressViewStyle) -> some View { self }
    /// A phone shows a navigation view as a stack whatever its style.
    public func navigationViewStyle(_ style: BuiltInNavigationViewStyle) -> some View { self }
    public func navigationViewStyle(_ style: StackNavigationViewStyle) -> some View { self }
    public func navigationViewStyle(_ style: DefaultNavigationViewStyle) -> some View { self }
    public func navigationViewStyle(_ style: DoubleColumnNavigationViewStyle) -> some View { self }
}
