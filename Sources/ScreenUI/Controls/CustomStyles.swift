import ScreenLayout

/// A button style of your own, as SwiftUI's `ButtonStyle`: it draws the button's label. A
/// still shows a button at rest: `isPressed` is false.
///
/// ```swift
/// struct Pill: ButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label.padding().background(.blue, in: Capsule()).foregroundStyle(.white)
///     }
/// }
/// Button("Go") {}.buttonStyle(Pill())
/// ```
@MainActor @preconcurrency
public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a button style draws: the label, whether it is pressed, its role.
public struct ButtonStyleConfiguration {
    /// The button's label as a view.
    public typealias Label = StyleConfigurationContent
    public let label: Label
    public let isPressed: Bool
    public let role: ButtonRole?
}

/// A style that also decides how the button is triggered, as SwiftUI's `PrimitiveButtonStyle`;
/// drawn like a `ButtonStyle`.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    typealias Configuration = PrimitiveButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

public struct PrimitiveButtonStyleConfiguration {
    public typealias Label = ButtonStyleConfiguration.Label
    public let label: Label
    public let role: ButtonRole?
    public func trigger() {}
}

/// A label style of your own, as SwiftUI's `LabelStyle`.
@MainActor @preconcurrency
public protocol LabelStyle {
    associatedtype Body: View
    typealias Configuration = LabelStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

public struct LabelStyleConfiguration {
    public typealias Title = StyleConfigurationContent
    public typealias Icon = StyleConfigurationContent
    public let title: Title
    public let icon: Icon
}

/// A toggle style of your own, as SwiftUI's `ToggleStyle`.
@MainActor @preconcurrency
public protocol ToggleStyle {
    associatedtype Body: View
    typealias Configuration = ToggleStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

public struct ToggleStyleConfiguration {
    public typealias Label = StyleConfigurationContent
    public let label: Label
    @Binding public var isOn: Bool
    public var isMixed: Bool { false }
}

/// A part of a control (its label, title or icon) as a style's `makeBody` receives it.
nonisolated public struct StyleConfigurationContent: PrimitiveView {
    let content: AnyView
    @MainActor public func resolve(in context: ResolveContext) -> [Node] { content.resolve(in: context) }
}

/// A custom style kept in the environment: how to draw a control's configuration.
struct CustomStyle<Configuration> {
    let make: @MainActor (Configuration) -> AnyView
}

nonisolated extension View {
    /// Buttons below draw through `style`.
    @MainActor public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        changingEnvironment { $0.customButtonStyle = CustomStyle { AnyView(style.makeBody(configuration: $0)) } }
    }
    @MainActor public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        changingEnvironment {
            $0.customButtonStyle = CustomStyle { configuration in
                AnyView(style.makeBody(configuration: PrimitiveButtonStyleConfiguration(label: configuration.label, role: configuration.role)))
            }
        }
    }
    /// Labels below draw through `style`.
    @MainActor public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        changingEnvironment { $0.customLabelStyle = CustomStyle { AnyView(style.makeBody(configuration: $0)) } }
    }
    /// Toggles below draw through `style`.
    @MainActor public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        changingEnvironment { $0.customToggleStyle = CustomStyle { AnyView(style.makeBody(configuration: $0)) } }
    }
}

extension EnvironmentValues {
    var customButtonStyle: CustomStyle<ButtonStyleConfiguration>? {
        get { self[CustomButtonStyleKey.self] }
        set { self[CustomButtonStyleKey.self] = newValue }
    }
    var customLabelStyle: CustomStyle<LabelStyleConfiguration>? {
        get { self[CustomLabelStyleKey.self] }
        set { self[CustomLabelStyleKey.self] = newValue }
    }
    var customToggleStyle: CustomStyle<ToggleStyleConfiguration>? {
        get { self[CustomToggleStyleKey.self] }
        set { self[CustomToggleStyleKey.self] = newValue }
    }
}

private struct CustomButtonStyleKey: EnvironmentKey { static var defaultValue: CustomStyle<ButtonStyleConfiguration>? { nil } }
private struct CustomLabelStyleKey: EnvironmentKey { static var defaultValue: CustomStyle<LabelStyleConfiguration>? { nil } }
private struct CustomToggleStyleKey: EnvironmentKey { static var defaultValue: CustomStyle<ToggleStyleConfiguration>? { nil } }
