import ScreenLayout
import Theme

/// Where a view is being resolved into layout nodes: its environment (SwiftUI's
/// `EnvironmentValues`, with the device, appearance, Dynamic Type size and theme of the
/// snapshot). Bodies read it through `@Environment`.
@MainActor
public struct ResolveContext {
    public var environment: EnvironmentValues

    public init(environment: EnvironmentValues) { self.environment = environment }

    /// The context whose body is being evaluated, for `@Environment` reads.
    static var current: ResolveContext?

    /// Evaluates a body with this context current, so its `@Environment` properties read it.
    func evaluate<T>(_ body: () -> T) -> T {
        let saved = Self.current
        Self.current = self
        defer { Self.current = saved }
        return body()
    }

    /// This context with one environment value changed, for a subtree.
    func with<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> ResolveContext {
        var copy = self
        copy.environment[keyPath: keyPath] = value
        return copy
    }

    func transforming(_ change: (inout EnvironmentValues) -> Void) -> ResolveContext {
        var copy = self
        change(&copy.environment)
        return copy
    }

    var scheme: ColorScheme { environment.colorScheme }
}

/// Turns a view into the layout description the kit lays out, draws and checks.
///
/// ```swift
/// let node = ViewResolver.node(for: ContentView(), in: layoutEnvironment)
/// ```
public enum ViewResolver {
    /// The root node of `view` for a snapshot's environment.
    @MainActor public static func node<V: View>(for view: V, in environment: LayoutEnvironment) -> Node {
        var context = ResolveContext(environment: EnvironmentValues(layout: environment))
        let presentations = PresentationCollector()
        context.environment.presentations = presentations
        // The window behind every view: systemBackground, to the screen's edges.
        let window = Node(.ignoresSafeArea(.all), children: [ShapeNodes.filled(.rectangle, with: BackgroundStyle(), in: context)])
        let screen = Node(.zstack(.center), children: [window, view.node(in: context)])
        guard !presentations.presented.isEmpty else { return screen }
        context.environment.presentations = nil
        return PresentationLayout.compose(screen, presentations.presented, context)
    }
}
