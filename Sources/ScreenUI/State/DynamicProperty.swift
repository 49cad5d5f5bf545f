/// A stored property of a view that the framework keeps up to date, as SwiftUI's
/// `DynamicProperty`: your own property wrappers made of `@State`, `@Environment` and the
/// like. In a snapshot their wrapped properties read the view's environment and initial state
/// as they do in a view; `update()` is not needed and not called.
///
/// ```swift
/// @propertyWrapper struct Capitalized: DynamicProperty {
///     @State private var value = ""
///     var wrappedValue: String { value.capitalized }
/// }
/// ```
public protocol DynamicProperty {
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

extension State: DynamicProperty {}
extension Binding: DynamicProperty {}
extension Environment: DynamicProperty {}
extension GestureState: DynamicProperty {}
extension ObservedObject: DynamicProperty {}
extension StateObject: DynamicProperty {}
extension EnvironmentObject: DynamicProperty {}
extension AppStorage: DynamicProperty {}
extension FocusState: DynamicProperty {}
extension Namespace: DynamicProperty {}
extension Bindable: DynamicProperty {}
extension ScaledMetric: DynamicProperty {}
