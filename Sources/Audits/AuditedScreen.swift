import Rendering
import ScreenLayout

/// What a ``LayoutAudit`` looks at: one laid-out screen — its semantics elements, the drawn
/// leaves and their frames — in its environment (device, safe area, fold, theme, type size),
/// and a renderer for audits that look at pixels (contrast draws the screen without its text).
///
/// ```swift
/// LayoutAudit(name: "every-button-named") { screen in
///     screen.controls.filter { $0.identifier == nil }.map {
///         AuditProblem(element: $0.auditName, frame: $0.frame, problem: "has no identifier", fix: "give it .identifier(\"…\")")
///     }
/// }
/// ```
public struct AuditedScreen {
    public let layout: LayoutResult
    public let environment: LayoutEnvironment
    /// Draws the screen (or a changed copy of it) for audits that need its pixels.
    public let renderer: Renderer
    /// The text elements, in semantics order.
    public let texts: [SemanticsElement]
    /// The interactive elements, in semantics order.
    public let controls: [SemanticsElement]
    /// The scale the snapshot was drawn at: an audit that draws the screen again at another
    /// scale can take its photos from the snapshot's scaled copies, which the renderer holds
    /// (`Renderer.render(_:scale:photosFrom:)`).
    public let scale: Double

    public init(layout: LayoutResult, environment: LayoutEnvironment, renderer: Renderer, scale: Double = 1) {
        self.layout = layout
        self.environment = environment
        self.renderer = renderer
        self.scale = scale
        texts = layout.semantics.filter { $0.role == .text }
        controls = layout.semantics.filter(\.isInteractive)
    }

    /// The whole screen, in points.
    public var bounds: Rect { Rect(origin: .zero, size: environment.device.size) }
    /// The screen inset by the device's safe area.
    public var safeArea: Rect { bounds.inset(by: environment.device.safeArea) }

    /// How far (in points) a frame may cross an edge before an audit counts it: half a point.
    public static let tolerance = 0.5
}
