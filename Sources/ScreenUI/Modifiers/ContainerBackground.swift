import ScreenLayout

/// Where a container background goes, as SwiftUI's `ContainerBackgroundPlacement`: `.navigation`
/// fills the enclosing navigation stack (or split view column) behind its bar and content.
/// Other modules add their own (WidgetKit's `.widget`) with the way they draw it.
public struct ContainerBackgroundPlacement: Hashable, Sendable {
    let name: String
    let draw: (@MainActor @Sendable (AnyView, AnyView) -> AnyView)?

    /// A placement of another module: `draw` puts the background behind the content.
    public init(_name name: String, draw: @escaping @MainActor @Sendable (_ content: AnyView, _ background: AnyView) -> AnyView) {
        self.name = name
        self.draw = draw
    }
    init(name: String) {
        self.name = name
        draw = nil
    }

    /// Inside a `NavigationStack` or `NavigationSplitView` (iOS 18).
    public static let navigation = ContainerBackgroundPlacement(name: "navigation")
    /// Behind a split view's columns (iOS 18); a snapshot draws it as `.navigation`.
    public static let navigationSplitView = ContainerBackgroundPlacement(name: "navigationSplitView")

    public static func == (a: Self, b: Self) -> Bool { a.name == b.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

nonisolated extension View {
    /// The enclosing container's background, as SwiftUI's `containerBackground(_:for:)`.
    ///
    /// ```swift
    /// Text("Blue").containerBackground(.blue.gradient, for: .navigation)
    /// ```
    public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View {
        placing(AnyView(Rectangle().fill(style)), behind: container)
    }

    /// The enclosing container's background as a view.
    public func containerBackground<V: View>(
        for container: ContainerBackgroundPlacement, alignment: Alignment = .center, @ViewBuilder content: () -> V
    ) -> some View {
        placing(AnyView(ZStack(alignment: alignment) { content() }), behind: container)
    }

    private func placing(_ background: AnyView, behind container: ContainerBackgroundPlacement) -> AnyView {
        if let draw = container.draw { return AnyView(DrawnContainerBackground(content: self, background: background, draw: draw)) }
        return AnyView(NavigationPreference(content: self) { bar in bar.containerBackground = background })
    }
}

/// A background placed by another module's placement, drawn when the view is resolved.
nonisolated struct DrawnContainerBackground<Content: View>: PrimitiveView {
    let content: Content
    let background: AnyView
    let draw: @MainActor @Sendable (AnyView, AnyView) -> AnyView
    @MainActor func resolve(in context: ResolveContext) -> [Node] { draw(AnyView(content), background).nodes(in: context) }
}
