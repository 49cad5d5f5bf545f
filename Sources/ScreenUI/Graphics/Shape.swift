import ScreenLayout

/// A 2D shape, as SwiftUI's `Shape`: its path for a rect. As a view it fills the space it is
/// offered with the foreground style; `.fill`, `.stroke` and `.strokeBorder` paint it otherwise.
///
/// ```swift
/// struct Triangle: Shape {
///     func path(in rect: CGRect) -> Path {
///         Path { p in p.move(to: CGPoint(x: rect.midX, y: 0)); p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY)); p.addLine(to: CGPoint(x: 0, y: rect.maxY)); p.closeSubpath() }
///     }
/// }
/// Triangle().fill(.orange).frame(width: 80, height: 60)
/// ```
public protocol Shape: Sendable, View {
    nonisolated func path(in rect: CGRect) -> Path
    /// How the layout engine draws the shape; the kit's own shapes answer natively, yours by
    /// their path. Implemented by the kit.
    nonisolated var _layoutKind: ShapeKind { get }
}

nonisolated extension Shape {
    @MainActor public var body: ShapeView<Self> { ShapeView(shape: self, paint: .fill(AnyShapeStyle(ForegroundStyle()))) }

    /// The shape as the layout engine draws it: a native shape, or this shape's path made for
    /// the frame at layout time.
    nonisolated var layoutKind: ShapeKind { _layoutKind }

    public nonisolated var _layoutKind: ShapeKind {
        let shape = self
        return .provided(
            PathProvider(name: "\(Self.self)") { size in shape.path(in: CGRect(x: 0, y: 0, width: size.width, height: size.height)).commands })
    }

    public func fill<S: ShapeStyle>(
        _ content: S = ForegroundStyle(), style: FillStyle = FillStyle(), fileID: String = #fileID, line: Int = #line
    ) -> ShapeView<Self> {
        var view = ShapeView(shape: self, paint: .fill(AnyShapeStyle(content)))
        view.isEvenOdd = style.isEOFilled
        return view
    }
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> ShapeView<Self> {
        ShapeView(shape: self, paint: .stroke(AnyShapeStyle(content), StrokeStyle(lineWidth: lineWidth), inside: false))
    }
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> ShapeView<Self> {
        ShapeView(shape: self, paint: .stroke(AnyShapeStyle(content), style, inside: false))
    }
    public func strokeBorder<S: ShapeStyle>(_ content: S = ForegroundStyle(), lineWidth: CGFloat = 1) -> ShapeView<Self> {
        ShapeView(shape: self, paint: .stroke(AnyShapeStyle(content), StrokeStyle(lineWidth: lineWidth), inside: true))
    }
    public func strokeBorder<S: ShapeStyle>(_ content: S = ForegroundStyle(), style: StrokeStyle) -> ShapeView<Self> {
        ShapeView(shape: self, paint: .stroke(AnyShapeStyle(content), style, inside: true))
    }
    public func strokeBorder(lineWidth: CGFloat = 1) -> ShapeView<Self> { strokeBorder(ForegroundStyle(), lineWidth: lineWidth) }
}

/// A shape painted with a style: filled, or stroked along (or inside) its outline.
nonisolated public struct ShapeView<S: Shape>: PrimitiveView {
    enum Paint {
        case fill(AnyShapeStyle)
        case stroke(AnyShapeStyle, StrokeStyle, inside: Bool)
    }
    let shape: S
    let paint: Paint
    /// What the kit draws otherwise than asked, reported with the call site.
    var unsupported: UnsupportedFeature?
    /// Filled with the even-odd rule (`FillStyle(eoFill: true)`).
    var isEvenOdd = false

    @MainActor public func resolve(in context: ResolveContext) -> [Node] {
        let nodes = paintedNodes(in: context)
        guard let unsupported else { return nodes }
        return nodes.map { Node(.unsupported(unsupported), children: [$0]) }
    }

    @MainActor func paintedNodes(in context: ResolveContext) -> [Node] {
        switch paint {
        case .fill(let style):
            if let stroked = shape as? any NativelyStroked {
                return [Self.stroke(stroked.strokedKind, style: style, stroke: stroked.strokeStyle, inside: false, in: context)]
            }
            return [ShapeNodes.filled(shape.layoutKind.filled(evenOdd: isEvenOdd), with: style, in: context)]
        case .stroke(let style, let stroke, let inside):
            return [Self.stroke(shape.layoutKind, style: style, stroke: stroke, inside: inside, in: context)]
        }
    }

    @MainActor private static func stroke(_ kind: ShapeKind, style: AnyShapeStyle, stroke: StrokeStyle, inside: Bool, in context: ResolveContext)
        -> Node
    {
        let details = StrokeDetails(
            lineWidth: Double(stroke.lineWidth), cap: StrokeDetails.Cap(rawValue: Int(stroke.lineCap.rawValue)) ?? .butt,
            join: StrokeDetails.Join(rawValue: Int(stroke.lineJoin.rawValue)) ?? .miter, dash: stroke.dash.map(Double.init),
            dashPhase: Double(stroke.dashPhase))
        return ShapeNodes.stroked(kind, with: style, lineWidth: stroke.lineWidth, inside: inside, details: details, in: context)
    }
}

/// How a shape's outline is stroked, as SwiftUI's `StrokeStyle`.
extension ShapeView {
    /// A filled shape stroked too (iOS 17): the outline drawn over the fill.
    public func stroke<T: ShapeStyle>(_ content: T, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        overlay(shape.stroke(content, lineWidth: lineWidth))
    }
    public func stroke<T: ShapeStyle>(_ content: T, style: StrokeStyle, antialiased: Bool = true) -> some View {
        overlay(shape.stroke(content, style: style))
    }
    public func strokeBorder<T: ShapeStyle>(_ content: T, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        overlay(shape.strokeBorder(content, lineWidth: lineWidth))
    }
}

public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat
    public nonisolated init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10, dash: [CGFloat] = [],
        dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

public enum CGLineCap: Int32, Hashable, Sendable { case butt, round, square }
public enum CGLineJoin: Int32, Hashable, Sendable { case miter, round, bevel }

extension ShapeKind {
    /// The shape with the even-odd rule when asked (only a path can cross itself or nest; the
    /// kit's own shapes are one outline, the same under either rule).
    nonisolated func filled(evenOdd: Bool) -> ShapeKind {
        guard evenOdd, case .provided(var provider) = self else { return self }
        provider.isEvenOdd = true
        return .provided(provider)
    }
}

/// How a shape is filled, as SwiftUI's `FillStyle`: the non-zero winding rule, or even-odd.
public struct FillStyle: Hashable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public nonisolated init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// A rectangle filling its frame.
nonisolated public struct Rectangle: Shape {
    public nonisolated init() {}
    public nonisolated func path(in rect: CGRect) -> Path { Path(rect) }
    public nonisolated var _layoutKind: ShapeKind { .rectangle }
}

/// A rectangle with rounded corners (continuous unless `.circular`).
nonisolated public struct RoundedRectangle: Shape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle
    public nonisolated init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }
    public nonisolated init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }
    public nonisolated func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }
    public nonisolated var _layoutKind: ShapeKind { .roundedRectangle(cornerRadius: .points(Double(cornerSize.width))) }
}

/// A rectangle whose radius is half its shorter side.
nonisolated public struct Capsule: Shape {
    public var style: RoundedCornerStyle
    public nonisolated init(style: RoundedCornerStyle = .continuous) { self.style = style }
    public nonisolated func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2, style: style)
    }
    public nonisolated var _layoutKind: ShapeKind { .capsule }
}

/// A circle centred in its frame, as wide as the shorter side.
nonisolated public struct Circle: Shape {
    public nonisolated init() {}
    public nonisolated func path(in rect: CGRect) -> Path {
        let d = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - d / 2, y: rect.midY - d / 2, width: d, height: d))
    }
    public nonisolated var _layoutKind: ShapeKind { .circle }
}

/// An ellipse filling its frame.
nonisolated public struct Ellipse: Shape {
    public nonisolated init() {}
    public nonisolated func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    public nonisolated var _layoutKind: ShapeKind { .ellipse }
}

/// A rectangle with its own radius at each corner.
nonisolated public struct UnevenRoundedRectangle: Shape {
    public var topLeadingRadius: CGFloat
    public var bottomLeadingRadius: CGFloat
    public var bottomTrailingRadius: CGFloat
    public var topTrailingRadius: CGFloat
    public var style: RoundedCornerStyle
    public nonisolated init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
        style: RoundedCornerStyle = .continuous
    ) {
        self.topLeadingRadius = topLeadingRadius
        self.bottomLeadingRadius = bottomLeadingRadius
        self.bottomTrailingRadius = bottomTrailingRadius
        self.topTrailingRadius = topTrailingRadius
        self.style = style
    }
    public nonisolated func path(in rect: CGRect) -> Path {
        let limit = min(rect.width, rect.height) / 2
        let tl = min(topLeadingRadius, limit)
        let tr = min(topTrailingRadius, limit)
        let br = min(bottomTrailingRadius, limit)
        let bl = min(bottomLeadingRadius, limit)
        var p = Path()
        p.move(to: CGPoint(x: rect.minX + tl, y: rect.minY))
        p.addLine(to: CGPoint(x: rect.maxX - tr, y: rect.minY))
        if tr > 0 {
            p.addArc(
                center: CGPoint(x: rect.maxX - tr, y: rect.minY + tr), radius: tr, startAngle: .degrees(-90), endAngle: .degrees(0), clockwise: false)
        }
        p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - br))
        if br > 0 {
            p.addArc(
                center: CGPoint(x: rect.maxX - br, y: rect.maxY - br), radius: br, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
        }
        p.addLine(to: CGPoint(x: rect.minX + bl, y: rect.maxY))
        if bl > 0 {
            p.addArc(
                center: CGPoint(x: rect.minX + bl, y: rect.maxY - bl), radius: bl, startAngle: .degrees(90), endAngle: .degrees(180), clockwise: false
            )
        }
        p.addLine(to: CGPoint(x: rect.minX, y: rect.minY + tl))
        if tl > 0 {
            p.addArc(
                center: CGPoint(x: rect.minX + tl, y: rect.minY + tl), radius: tl, startAngle: .degrees(180), endAngle: .degrees(270),
                clockwise: false)
        }
        p.closeSubpath()
        return p
    }
}

nonisolated extension Shape where Self == Rectangle { public static var rect: Rectangle { Rectangle() } }
nonisolated extension Shape where Self == Circle { public static var circle: Circle { Circle() } }
nonisolated extension Shape where Self == Capsule { public static var capsule: Capsule { Capsule() } }
nonisolated extension Shape where Self == ContainerRelativeShape {
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
nonisolated extension Shape where Self == Ellipse { public static var ellipse: Ellipse { Ellipse() } }
nonisolated extension Shape where Self == RoundedRectangle {
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
}
nonisolated extension Shape where Self == UnevenRoundedRectangle {
    public static func rect(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
        style: RoundedCornerStyle = .continuous
    ) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(
            topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius, bottomTrailingRadius: bottomTrailingRadius,
            topTrailingRadius: topTrailingRadius, style: style)
    }
}

/// Type-erased shape.
nonisolated public struct AnyShape: Shape {
    let make: @Sendable (CGRect) -> Path
    let kind: ShapeKind
    public init<S: Shape>(_ shape: S) {
        make = { shape.path(in: $0) }
        kind = shape.layoutKind
    }
    public nonisolated func path(in rect: CGRect) -> Path { make(rect) }
    public nonisolated var _layoutKind: ShapeKind { kind }
}
