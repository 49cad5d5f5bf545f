import ScreenLayout

/// A gradient over a grid of points, each with a colour, as SwiftUI's `MeshGradient` (iOS 18).
/// The kit has no mesh shading: it fills the frame with a linear gradient through the mesh's
/// colours, top-leading to bottom-trailing, and reports that with the call site.
///
/// ```swift
/// MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: [.red, .purple, .indigo, .blue])
/// ```
nonisolated public struct MeshGradient: ShapeStyle, PrimitiveView {
    public var width: Int
    public var height: Int
    public var colors: [Color]
    public var background: Color
    public var smoothsColors: Bool
    let points: [SIMD2<Float>]
    let file: String
    let line: Int

    public init(
        width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear, smoothsColors: Bool = true,
        colorSpace: Gradient.ColorSpace = .device, fileID: String = #fileID, line: Int = #line
    ) {
        self.width = width
        self.height = height
        self.points = points
        self.colors = colors
        self.background = background
        self.smoothsColors = smoothsColors
        file = fileID
        self.line = line
    }

    /// The gradient the kit draws instead: the colours in mesh order, top-leading to bottom-trailing.
    var approximation: LinearGradient {
        LinearGradient(colors: colors.isEmpty ? [background] : colors, startPoint: .topLeading, endPoint: .bottomTrailing)
    }
    var finding: String { "MeshGradient (\(width)×\(height)): drawn as a linear gradient through its colours" }

    public func resolvePaint(in environment: EnvironmentValues, report: (String) -> Void) -> ShapePaint {
        report(finding)
        return approximation.resolvePaint(in: environment, report: report)
    }

    @MainActor public func resolve(in context: ResolveContext) -> [Node] {
        let nodes = approximation.resolve(in: context)
        return nodes.map { context.wrap($0, problems: [finding], file: file, line: line) }
    }
}

extension Gradient {
    /// The colour space a gradient interpolates in.
    public enum ColorSpace: Hashable, Sendable { case device, perceptual }
}
