/// The pushed values of a navigation stack, as SwiftUI's `NavigationPath`. A snapshot shows
/// the stack's root, so the path only records what a test appends.
///
/// ```swift
/// @State private var path = NavigationPath()
/// NavigationStack(path: $path) { … }
/// ```
public struct NavigationPath: Equatable {
    private var elements: [AnyHashable]
    public init() { elements = [] }
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable { self.elements = elements.map { AnyHashable($0) } }
    public var count: Int { elements.count }
    public var isEmpty: Bool { elements.isEmpty }
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(k) }
}

extension NavigationLink where Label == Text, Destination == EmptyView {
    /// A link titled `titleKey` that pushes `value` (for a `navigationDestination(for:)`).
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) { self.init(value: value) { Text(titleKey) } }
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) { self.init(value: value) { Text(title) } }
}

extension NavigationLink {
    /// The older link forms, with the destination as a value or driven by a binding; a still
    /// shows the label.
    public init(destination: Destination, @ViewBuilder label: () -> Label) { self.label = label() }
    public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) { self.label = label() }
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) { self.label = label() }
    public init<V: Hashable>(tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
}

extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: Destination) { self.label = Text(titleKey) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) { self.label = Text(title) }
}

extension View {
    /// Pushes the view for a selected item; a snapshot shows the stack's root.
    public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        self
    }
}
