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
    @MainActor func with<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> ResolveContext {
        var copy = self
        copy.environment[keyPath: keyPath] = value
        return copy
    }

    @MainActor func transforming(_ change: (inout EnvironmentValues) -> Void) -> ResolveContext {
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
    /// The root node of `view` for a snapshot's environment, drawn over the window's
    /// background (systemBackground, to the screen's edges) unless `window` is false — for
    /// screens that paint their own background edge to edge.
    @MainActor public static func node<V: View>(for view: V, in environment: LayoutEnvironment, window: Bool = true) -> Node {
        var context = ResolveContext(environment: EnvironmentValues(layout: environment))
        let presentations = PresentationCollector()
        context.environment.presentations = presentations
        var screen = view.node(in: context)
        if window {
            let backdrop = Node(.ignoresSafeArea(.all), children: [ShapeNodes.filled(.rectangle, with: BackgroundStyle(), in: context)])
            screen = Node(.zstack(.center), children: [backdrop, screen])
        }
        guard !presentations.presented.isEmpty else { return screen }
        context.environment.presentations = nil
        return PresentationLayout.compose(screen, presentations.presented, context)
    }
}
