import ScreenLayout

/// Immediate-mode drawing, as SwiftUI's `Canvas`. The kit does not run the renderer: the canvas
/// takes the space offered and is reported with its call site, never silently empty.
///
/// ```swift
/// Canvas { context, size in context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.blue)) }
/// ```
public struct Canvas: PrimitiveView {
    let file: String
    let line: Int
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void, fileID: String = #fileID, line: Int = #line
    ) {
        file = fileID
        self.line = line
    }
    public func resolve(in context: ResolveContext) -> [Node] {
        [
            Node(
                .unsupported(
                    UnsupportedFeature(
                        feature: "Canvas: its renderer is not run, so the canvas is drawn empty",
                        fix: "draw with Shape and Path views, which the kit renders", file: file, line: line)),
                children: [Node(.frame(FrameSpec(maxWidth: .infinity, maxHeight: .infinity)), children: [Node(.empty)])])
        ]
    }
}

public enum ColorRenderingMode: Sendable { case nonLinear, linear, extendedLinear }

/// The drawing context a ``Canvas`` renderer gets; its calls compile, and a still runs none.
public struct GraphicsContext {
    public var opacity: Double = 1
    public var blendMode: BlendMode = .normal
    public enum Shading: Sendable {
        case color(Color)
        case style(AnyShapeStyle)
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint) -> Shading { .color(.clear) }
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat) -> Shading {
            .color(.clear)
        }
    }
    public mutating func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {}
    public mutating func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {}
    public mutating func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {}
    public mutating func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {}
    public mutating func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {}
    public mutating func draw(_ image: Image, in rect: CGRect) {}
    public mutating func translateBy(x: CGFloat, y: CGFloat) {}
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {}
    public mutating func rotate(by angle: Angle) {}
    public mutating func clip(to path: Path, style: FillStyle = FillStyle()) {}
}
