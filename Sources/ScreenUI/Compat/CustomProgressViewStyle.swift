import ScreenLayout

/// A progress view style of your own, as SwiftUI's `ProgressViewStyle`: progress views below
/// `.progressViewStyle(_:)` draw through its `makeBody`.
///
/// ```swift
/// struct Ring: ProgressViewStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Circle().trim(from: 0, to: configuration.fractionCompleted ?? 0).stroke(.blue, lineWidth: 8)
///     }
/// }
/// ProgressView(value: 0.4).progressViewStyle(Ring())
/// ```
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    associatedtype Body: View
    typealias Configuration = ProgressViewStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a progress view style draws: the fraction done (nil for a spinner) and the labels.
public struct ProgressViewStyleConfiguration {
    public typealias Label = StyleConfigurationContent
    public typealias CurrentValueLabel = StyleConfigurationContent
    public let fractionCompleted: Double?
    public var label: Label?
    public var currentValueLabel: CurrentValueLabel?
}

nonisolated extension View {
    /// Progress views below draw through `style`.
    @MainActor public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        changingEnvironment { $0.customProgressViewStyle = CustomStyle { AnyView(style.makeBody(configuration: $0)) } }
    }
}

extension EnvironmentValues {
    var customProgressViewStyle: CustomStyle<ProgressViewStyleConfiguration>? {
        get { self[CustomProgressViewStyleKey.self] }
        set { self[CustomProgressViewStyleKey.self] = newValue }
    }
}

private struct CustomProgressViewStyleKey: EnvironmentKey {
    static var defaultValue: CustomStyle<ProgressViewStyleConfiguration>? { nil }
}

extension ProgressView {
    /// The nodes of a custom style's body, or nil when no custom style is set.
    @MainActor func customStyleNodes(in context: ResolveContext) -> [Node]? {
        guard let custom = context.environment.customProgressViewStyle else { return nil }
        var inner = context
        inner.environment.customProgressViewStyle = nil
        let configuration = ProgressViewStyleConfiguration(
            fractionCompleted: fraction, label: label.map { StyleConfigurationContent(content: AnyView($0)) },
            currentValueLabel: current.map { StyleConfigurationContent(content: $0) })
        let body = custom.make(configuration)
        return inner.evaluate { body }.nodes(in: inner)
    }
}

extension ProgressView where Label == ProgressViewStyleConfiguration.Label {
    /// The standard progress view of a configuration, as a custom style wraps it: its bar (or
    /// spinner) and labels, drawn as without the custom style.
    public init(_ configuration: ProgressViewStyleConfiguration) {
        fraction = configuration.fractionCompleted
        label = configuration.label
        current = configuration.currentValueLabel.map { AnyView($0) }
    }
}
