import Theme

/// A resolved shape in screen points, ready to fill, stroke or clip.
public struct ShapePath: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        case rectangle
        case roundedRectangle(radius: Double)
        case ellipse
        /// Commands already mapped into screen points.
        case path([PathCommand])
    }
    public var kind: Kind
    public var rect: Rect
    /// Filled and clipped with the even-odd rule (SwiftUI's `FillStyle(eoFill: true)`): where
    /// the outline crosses itself or nests, every second region is left out.
    public var isEvenOdd = false
    public init(kind: Kind, rect: Rect) {
        self.kind = kind
        self.rect = rect
    }
    public var description: String {
        switch kind {
        case .rectangle: return "rect \(rect)"
        case .roundedRectangle(let r): return "rrect(\(fmt(r))) \(rect)"
        case .ellipse: return "ellipse \(rect)"
        case .path(let c): return "path(\(c.count)) \(rect)"
        }
    }
}

/// A text run to draw: string, resolved font and colour, the frame it was laid out in.
public struct TextRun: Hashable, Sendable {
    public var string: String
    public var font: FontSpec
    public var color: RGBA
    public var frame: Rect
    public var alignment: TextAlignment
    public var maxLines: Int?
    public var isTruncated: Bool
    /// The base direction: right to left aligns `.leading` text to the right and orders
    /// neutral characters right to left.
    public var direction: LayoutDirection = .leftToRight
}

/// A gradient with its colours resolved for the appearance, in screen points.
public struct ResolvedGradient: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case linear(start: Point, end: Point)
        case radial(center: Point, radius: Double)
        /// A sweep from `startAngle` to `endAngle` (radians, clockwise from the trailing side).
        case conic(center: Point, startAngle: Double, endAngle: Double)
        /// A radial gradient stretched to an ellipse.
        case elliptical(center: Point, radiusX: Double, radiusY: Double)
    }
    public var kind: Kind
    public var stops: [(location: Double, color: RGBA)] {
        zip(locations, colors).map { ($0, $1) }
    }
    public var locations: [Double]
    public var colors: [RGBA]
}

/// An image to draw: the source, the rect the whole image maps to after aspect fit/fill (it
/// may extend past `clip`), and the frame to clip to.
public struct ImageDraw: Hashable, Sendable {
    public var source: ImageSource
    public var imageRect: Rect
    public var clip: Rect
}

/// A material resolved from the theme: blur radius in points, tint, and an edge highlight for glass.
public struct MaterialStyle: Hashable, Sendable {
    public var kind: MaterialKind
    public var blurRadius: Double
    public var tint: RGBA
    public var highlight: RGBA?
}

/// A blur of everything drawn until the matching `popBlur`: a Gaussian of σ = radius / 2
/// points; opaque blurs only within `frame`, its edges extended rather than faded.
public struct BlurStyle: Hashable, Sendable {
    public var radius: Double
    public var opaque: Bool
    public var frame: Rect
}

/// A shadow resolved from the theme.
public struct ShadowStyle: Hashable, Sendable {
    public var color: RGBA
    public var radius: Double
    public var offset: Point
}

/// One drawing operation, in points, in paint order.
///
/// ```swift
/// for item in layout.displayList { renderer.draw(item) }
/// ```
public enum DisplayItem: Hashable, Sendable, CustomStringConvertible {
    case fill(ShapePath, RGBA)
    case stroke(ShapePath, RGBA, lineWidth: Double)
    case text(TextRun)
    case pushClip(ShapePath)
    case popClip
    case pushOpacity(Double)
    case popOpacity
    case gradientFill(ShapePath, ResolvedGradient)
    case image(ImageDraw)
    case material(ShapePath, MaterialStyle)
    /// Everything until the matching `popShadow` casts `ShadowStyle`'s shadow.
    case pushShadow(ShadowStyle)
    case popShadow
    /// A stroke with caps, joins or dashes other than butt, miter and solid.
    case styledStroke(ShapePath, RGBA, StrokeDetails)
    /// Everything until the matching `popTransform` is drawn through the matrix (points to
    /// points); `frame` is the transformed view's, for mirroring.
    case pushTransform(AffineMatrix, frame: Rect)
    case popTransform
    /// Everything until the matching `popBlur` is drawn into a layer, blurred, then painted.
    case pushBlur(BlurStyle)
    case popBlur
    /// Opens the masked content's layer; `maskContent` closes it and opens the mask's layer;
    /// `popMask` paints the content through the mask's alpha.
    case pushMask
    case maskContent
    case popMask

    public var description: String {
        switch self {
        case .fill(let p, let c): return "fill \(p) \(c)"
        case .stroke(let p, let c, let w): return "stroke \(p) \(c) width \(fmt(w))"
        case .styledStroke(let p, let c, let d):
            return "stroke \(p) \(c) width \(fmt(d.lineWidth)) cap \(d.cap) join \(d.join) dash \(d.dash.map(fmt))"
        case .text(let t):
            return "text \"\(t.string)\" \(t.font.family) \(fmt(t.font.size))/\(fmt(t.font.lineHeight)) w\(t.font.weight.value) \(t.color) \(t.frame)"
        case .pushClip(let p): return "clip \(p)"
        case .popClip: return "end clip"
        case .pushOpacity(let o): return "opacity \(fmt(o))"
        case .popOpacity: return "end opacity"
        case .gradientFill(let p, let g): return "gradient \(p) \(g.colors.map(\.hex).joined(separator: "→"))"
        case .image(let i): return "image \(i.source) \(i.imageRect) clip \(i.clip)"
        case .material(let p, let m): return "material \(m.kind.rawValue) \(p) blur \(fmt(m.blurRadius)) tint \(m.tint)"
        case .pushShadow(let s): return "shadow \(s.color) radius \(fmt(s.radius)) offset (\(fmt(s.offset.x)), \(fmt(s.offset.y)))"
        case .popShadow: return "end shadow"
        case .pushTransform(let m, _): return "transform \(m)"
        case .popTransform: return "end transform"
        case .pushBlur(let b): return "blur \(fmt(b.radius))\(b.opaque ? " opaque" : "") \(b.frame)"
        case .popBlur: return "end blur"
        case .pushMask: return "mask content"
        case .maskContent: return "mask"
        case .popMask: return "end mask"
        }
    }
}

/// How a stroke ends, joins and dashes (SwiftUI's `StrokeStyle`).
public struct StrokeDetails: Hashable, Sendable {
    public enum Cap: Int, Hashable, Sendable { case butt, round, square }
    public enum Join: Int, Hashable, Sendable { case miter, round, bevel }
    public var lineWidth: Double
    public var cap: Cap
    public var join: Join
    public var dash: [Double]
    public var dashPhase: Double
    public init(lineWidth: Double, cap: Cap = .butt, join: Join = .miter, dash: [Double] = [], dashPhase: Double = 0) {
        self.lineWidth = lineWidth
        self.cap = cap
        self.join = join
        self.dash = dash
        self.dashPhase = dashPhase
    }
    /// Whether this is a plain stroke (butt caps, miter joins, solid).
    public var isPlain: Bool { cap == .butt && join == .miter && dash.isEmpty }
}
