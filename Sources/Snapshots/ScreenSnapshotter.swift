import Foundation
import ImageCodec
import Rendering
import ScreenLayout
import Theme

/// Lays out and renders a body for a configuration: the one path from a `Node` to pixels that
/// tests, the command line and the benchmarks share. One per thread (it owns a renderer).
///
/// ```swift
/// let snapshotter = try ScreenSnapshotter(theme: theme)
/// let bitmap = try snapshotter.render(body, configuration: config)
/// ```
public final class ScreenSnapshotter {
    public let renderer: Renderer
    public let theme: Theme
    /// One engine for the snapshotter's life, so text measurements stay cached across layouts.
    public let engine: LayoutEngine

    public init(theme: Theme, renderer: Renderer? = nil) throws {
        self.theme = theme
        let renderer = try renderer ?? Renderer()
        self.renderer = renderer
        engine = LayoutEngine(measurer: renderer.textSystem, images: renderer.images)
    }

    public func environment(for configuration: SnapshotConfiguration) -> LayoutEnvironment {
        configuration.environment(theme: theme)
    }

    public func layout(_ body: (LayoutEnvironment) -> Node, configuration: SnapshotConfiguration) throws -> LayoutResult {
        let env = environment(for: configuration)
        return try engine.layout(body(env), in: env)
    }

    public func render(_ body: (LayoutEnvironment) -> Node, configuration: SnapshotConfiguration) throws -> Bitmap {
        try renderer.render(layout(body, configuration: configuration), scale: configuration.effectiveScale)
    }

    /// Lays out and renders an already-built body; with a `budget`, layout and drawing
    /// together stop with ``RenderBudgetExceeded`` once it is spent.
    public func render(_ node: Node, configuration: SnapshotConfiguration, budget: RenderBudget? = nil) throws -> (
        layout: LayoutResult, bitmap: Bitmap
    ) {
        let env = environment(for: configuration)
        let deadline = budget?.start()
        let layout = try engine.layout(node, in: env, deadline: deadline)
        return (layout, try renderer.render(layout, scale: configuration.effectiveScale, deadline: deadline))
    }
}
