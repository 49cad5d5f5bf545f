import ScreenLayout

/// Immediate-mode drawing, as SwiftUI's `Canvas`: the renderer closure runs at layout time with
/// the canvas's size, and every call on its ``GraphicsContext`` becomes a drawing of the kit
/// (paths filled and stroked, text, images, with the context's transform, opacity, clips and
/// blur), drawn by the same renderer as every view.
///
/// ```swift
/// Canvas { context, size in
///     context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.blue))
///     context.draw(Text("Hi"), at: CGPoint(x: size.width / 2, y: size.height / 2))
/// }
/// ```
nonisolated public struct Canvas: PrimitiveView {
    let renderer: (inout GraphicsContext, CGSize) -> Void
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) {
        self.renderer = renderer
    }
    @MainActor public func resolve(in context: ResolveContext) -> [Node] {
        let renderer = self.renderer
        let make: @MainActor (GeometryInfo) -> Node = { info in
            let size = CGSize(width: info.size.width, height: info.size.height)
            let recorder = GraphicsContext.Recorder(context: context, size: size)
            var graphics = GraphicsContext(recorder: recorder)
            context.evaluate { renderer(&graphics, size) }
            return Node(.zstack(.topLeading), children: recorder.nodes)
        }
        return [Node(.geometry(GeometryProvider(make: MainActorWaiting.call(make))))]
    }
}

public enum ColorRenderingMode: Sendable { case nonLinear, linear, extendedLinear }

/// The drawing context a ``Canvas`` renderer gets, as SwiftUI's `GraphicsContext`: a value
/// whose copies share the canvas and keep their own transform, opacity, clips and filters.
public struct GraphicsContext {
    @MainActor final class Recorder {
        let context: ResolveContext
        let size: CGSize
        var nodes: [Node] = []
        init(context: ResolveContext, size: CGSize) {
            self.context = context
            self.size = size
        }
    }
    let recorder: Recorder
    public var opacity: Double = 1
    public var blendMode: BlendMode = .normal
    public var transform = CGAffineTransform.identity
    var clips: [ShapeKind] = []
    var blurRadius: CGFloat = 0

    init(recorder: Recorder) { self.recorder = recorder }

    /// How a path is painted: a colour, a style, or a gradient in the canvas's coordinates.
    public struct Shading {
        enum Kind {
            case style(AnyShapeStyle)
            case linear(Gradient, CGPoint, CGPoint)
            case radial(Gradient, CGPoint, CGFloat, CGFloat)
            case conic(Gradient, CGPoint, Angle)
        }
        let kind: Kind
        public static func color(_ color: Color) -> Shading { Shading(kind: .style(AnyShapeStyle(color))) }
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(kind: .style(AnyShapeStyle(style))) }
        public static var foreground: Shading { Shading(kind: .style(AnyShapeStyle(ForegroundStyle()))) }
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions())
            -> Shading
        {
            Shading(kind: .linear(gradient, startPoint, endPoint))
        }
        public static func radialGradient(
            _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat, options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(kind: .radial(gradient, center, startRadius, endRadius))
        }
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = .zero, options: GradientOptions = GradientOptions())
            -> Shading
        {
            Shading(kind: .conic(gradient, center, angle))
        }

        /// The style that paints it on a canvas of `size` (gradients in unit points of it).
        func style(in size: CGSize) -> AnyShapeStyle {
            func unit(_ p: CGPoint) -> UnitPoint {
                UnitPoint(x: size.width > 0 ? p.x / size.width : 0, y: size.height > 0 ? p.y / size.height : 0)
            }
            switch kind {
            case .style(let s): return s
            case .linear(let g, let a, let b): return AnyShapeStyle(LinearGradient(gradient: g, startPoint: unit(a), endPoint: unit(b)))
            case .radial(let g, let c, let r0, let r1):
                return AnyShapeStyle(RadialGradient(gradient: g, center: unit(c), startRadius: r0, endRadius: r1))
            case .conic(let g, let c, let a): return AnyShapeStyle(AngularGradient(gradient: g, center: unit(c), angle: a))
            }
        }
    }

    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let `repeat` = GradientOptions(rawValue: 1)
        public static let mirror = GradientOptions(rawValue: 2)
        public static let linearColor = GradientOptions(rawValue: 4)
    }

    /// Filters applied to what is drawn after them; the kit draws blurs.
    public struct Filter {
        let blur: CGFloat
        /// What the kit does not draw of this filter; nil for a blur.
        let unsupported: String?
        public static func blur(radius: CGFloat, options: BlurOptions = []) -> Filter { Filter(blur: radius, unsupported: nil) }
        static func undrawn(_ name: String) -> Filter { Filter(blur: 0, unsupported: name) }
        public static func colorMultiply(_ color: Color) -> Filter { undrawn("colorMultiply") }
        public static func hueRotation(_ angle: Angle) -> Filter { undrawn("hueRotation") }
        public static func saturation(_ amount: Double) -> Filter { undrawn("saturation") }
        public static func brightness(_ amount: Double) -> Filter { undrawn("brightness") }
        public static func contrast(_ amount: Double) -> Filter { undrawn("contrast") }
        public static func grayscale(_ amount: Double) -> Filter { undrawn("grayscale") }
        public static var colorInvert: Filter { undrawn("colorInvert") }
        public static func colorInvert(_ amount: Double = 1) -> Filter { undrawn("colorInvert") }
        public static var luminanceToAlpha: Filter { undrawn("luminanceToAlpha") }
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = .black) -> Filter { undrawn("alphaThreshold") }
        public static func shadow(
            color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0,
            blendMode: BlendMode = .normal, options: ShadowOptions = []
        ) -> Filter { undrawn("shadow") }
    }

    public struct BlurOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let opaque = BlurOptions(rawValue: 1)
        public static let dithersResult = BlurOptions(rawValue: 2)
    }

    public struct ShadowOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let shadowAbove = ShadowOptions(rawValue: 1)
        public static let shadowOnly = ShadowOptions(rawValue: 2)
        public static let invertsAlpha = ShadowOptions(rawValue: 4)
        public static let disablesGroup = ShadowOptions(rawValue: 8)
    }

    /// Adds a filter to what is drawn after it: blurs are drawn; the colour filters and shadows
    /// are not, and each is reported as an unsupported-view finding naming the call.
    @MainActor public mutating func addFilter(_ filter: Filter, options: FilterOptions = [], fileID: String = #fileID, line: Int = #line) {
        blurRadius += filter.blur
        if let name = filter.unsupported {
            let feature = UnsupportedFeature(
                feature: "GraphicsContext.addFilter(.\(name)): what follows is drawn unfiltered", fix: "see the kit's list of SwiftUI limits",
                file: fileID, line: line)
            recorder.nodes.append(Node(.unsupported(feature)))
        }
    }

    public struct FilterOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let linearColor = FilterOptions(rawValue: 1)
    }

    @MainActor public mutating func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        let kind = Self.kind(of: path, evenOdd: style.isEOFilled)
        record(ShapeNodes.filled(kind, with: shading.style(in: recorder.size), in: recorder.context))
    }
    @MainActor public mutating func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }
    @MainActor public mutating func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        let details = StrokeDetails(
            lineWidth: Double(style.lineWidth), cap: StrokeDetails.Cap(rawValue: Int(style.lineCap.rawValue)) ?? .butt,
            join: StrokeDetails.Join(rawValue: Int(style.lineJoin.rawValue)) ?? .miter, dash: style.dash.map(Double.init),
            dashPhase: Double(style.dashPhase))
        record(
            ShapeNodes.stroked(
                Self.kind(of: path, evenOdd: false), with: shading.style(in: recorder.size), lineWidth: style.lineWidth, inside: false,
                details: details, in: recorder.context))
    }
    /// Draws the text at its ideal size with its `anchor` (the nearest of the nine standard
    /// points) at `point`.
    @MainActor public mutating func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        place(text.fixedSize(), at: point, anchor: anchor)
    }
    @MainActor public mutating func draw(_ text: Text, in rect: CGRect) {
        place(text.frame(width: rect.width, height: rect.height, alignment: .topLeading), at: rect.origin, anchor: .topLeading)
    }
    @MainActor public mutating func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        place(image, at: point, anchor: anchor)
    }
    /// Draws the image stretched to `rect`.
    @MainActor public mutating func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        place(image.resizable().frame(width: rect.width, height: rect.height), at: rect.origin, anchor: .topLeading)
    }
    public mutating func translateBy(x: CGFloat, y: CGFloat) { transform = transform.translatedBy(x: x, y: y) }
    public mutating func scaleBy(x: CGFloat, y: CGFloat) { transform = transform.scaledBy(x: x, y: y) }
    public mutating func rotate(by angle: Angle) { transform = transform.rotated(by: angle.radians) }
    public mutating func concatenate(_ matrix: CGAffineTransform) { transform = matrix.concatenating(transform) }
    /// Later drawings show only inside `path` (in the current transform), with the earlier clips.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        clips.append(Self.kind(of: path.applying(transform), evenOdd: style.isEOFilled))
    }
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let inverse = ClipOptions(rawValue: 1)
    }
    /// Draws `content` into a layer of its own, which this context's opacity, clips and filters
    /// then apply to as a whole.
    @MainActor public mutating func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        let layer = Recorder(context: recorder.context, size: recorder.size)
        var inner = GraphicsContext(recorder: layer)
        inner.transform = transform
        try content(&inner)
        var group = Node(.zstack(.topLeading), children: layer.nodes)
        group = Node(
            .frame(FrameSpec(width: Double(recorder.size.width), height: Double(recorder.size.height), alignment: .topLeading)), children: [group])
        record(group, transformed: false)
    }

    /// A path as a shape in the canvas's coordinates.
    static func kind(of path: Path, evenOdd: Bool) -> ShapeKind {
        let commands = path.commands
        return .provided(PathProvider(name: "Canvas path", isEvenOdd: evenOdd) { _ in commands })
    }

    /// A view at `point` with its anchor there: a zero-size frame aligned to the anchor.
    @MainActor mutating func place<V: View>(_ view: V, at point: CGPoint, anchor: UnitPoint) {
        func guide(_ v: CGFloat) -> Int { v < 1.0 / 3 ? 0 : v > 2.0 / 3 ? 2 : 1 }
        let h: [HorizontalAlignment] = [.leading, .center, .trailing]
        let v: [VerticalAlignment] = [.top, .center, .bottom]
        let alignment = Alignment(horizontal: h[guide(anchor.x)], vertical: v[guide(anchor.y)])
        let nodes = view.nodes(in: recorder.context)
        let body = nodes.count == 1 ? nodes[0] : Node(.zstack(.topLeading), children: nodes)
        let pinned = Node(.frame(FrameSpec(width: 0, height: 0, alignment: alignment.layout)), children: [body])
        record(Node(.offset(x: Double(point.x), y: Double(point.y)), children: [pinned]), sized: false)
    }

    /// Adds a drawing: on the whole canvas, through the transform, clips, blur and opacity.
    @MainActor mutating func record(_ node: Node, sized: Bool = true, transformed: Bool = true) {
        let size = recorder.size
        var n = node
        if !sized { n = Node(.zstack(.topLeading), children: [n]) }
        n = Node(.frame(FrameSpec(width: Double(size.width), height: Double(size.height), alignment: .topLeading)), children: [n])
        if transformed && !transform.isIdentity {
            let t = transform
            n = n.effect(.affine(AffineMatrix(a: Double(t.a), b: Double(t.b), c: Double(t.c), d: Double(t.d), tx: Double(t.tx), ty: Double(t.ty))))
        }
        if blurRadius > 0 { n = n.effect(.blur(radius: Double(blurRadius), opaque: false)) }
        for clip in clips.reversed() { n = Node(.clip(clip), children: [n]) }
        if opacity < 1 { n = Node(.opacity(max(0, opacity)), children: [n]) }
        recorder.nodes.append(n)
    }
}
