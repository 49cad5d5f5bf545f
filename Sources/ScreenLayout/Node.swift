import Theme

/// One element of a layout description: a value-type tree that reads like SwiftUI.
/// Containers and leaves are built by the functions in `Views.swift`; modifiers wrap a node
/// in another node, the way SwiftUI's modifiers do, so paint and layout order follow the code.
///
/// ```swift
/// let body = VStack(spacing: 12) {
///     Text("Settings", style: .largeTitle)
///     Text("Everything in one place.").foreground(.secondaryLabel)
/// }
/// .padding(.all, 16)
/// ```
public struct Node: Equatable, Sendable {
    public var kind: Kind
    public var children: [Node]

    public init(_ kind: Kind, children: [Node] = []) {
        self.kind = kind
        self.children = children
    }

    /// What a node is. Modifier kinds have exactly one child (the modified node), except
    /// `background` and `overlay`, whose second child is the decoration.
    public indirect enum Kind: Equatable, Sendable {
        case empty
        case stack(Axis, alignment: Alignment, spacing: Length?)
        case zstack(Alignment)
        case spacer(minLength: Double?)
        case text(TextContent)
        case icon(IconName, size: DimensionName)
        case image(ImageContent)
        case material(MaterialContent)
        case shape(ShapeContent)
        case scroll(Axis)
        case padding(Edges, Length)
        case frame(FrameSpec)
        case background(Alignment)
        case overlay(Alignment)
        case layoutPriority(Double)
        case fixedSize(horizontal: Bool, vertical: Bool)
        case offset(x: Double, y: Double)
        case opacity(Double)
        case clip(ShapeKind)
        case shadow(ShadowSpec)
        case grid(GridSpec)
        case viewThatFits(Axes)
        case twoPane(TwoPaneSpec)
        case hidden
        case ignoresSafeArea(Edges)
        case environment(EnvironmentOverride)
        case semantics(Semantics)
        /// A glyph of a symbol font (an SF Symbol drawn through the icon font) at a size and colour.
        case glyph(GlyphContent)
        /// A point inside the proposal where the child's centre goes (SwiftUI's `position`);
        /// the node fills its proposal.
        case position(x: Double, y: Double)
        /// Sizes the child to an aspect ratio (width / height; nil: the child's ideal ratio),
        /// fitting or filling the proposal (SwiftUI's `aspectRatio` on any view).
        case aspectRatio(Double?, ContentMode)
        /// What the view layer could not draw as asked: laid out as its child, reported by the
        /// unsupported-view audit with the call site.
        case unsupported(UnsupportedFeature)
        /// Content made at layout time from the size it is offered (SwiftUI's `GeometryReader`):
        /// the node takes the whole proposal and places what the provider makes at its top left.
        case geometry(GeometryProvider)
        /// Children sized and placed by an app's own layout algorithm (SwiftUI's `Layout`).
        case customLayout(CustomLayoutProvider)
        /// A value the child carries for the custom layout it is in (SwiftUI's `layoutValue`).
        case layoutValue(LayoutValueBox)
        /// An explicit value of an alignment guide for the child (SwiftUI's `alignmentGuide`),
        /// which the stacks, frames and overlays that align by that guide read.
        case alignmentGuide(AlignmentGuideSpec)
        /// The child sized from the nearest container on some axes (SwiftUI's
        /// `containerRelativeFrame`).
        case containerRelative(ContainerRelativeSpec)
        /// Draws the child with an effect that leaves its layout alone (rotation, scale, blur).
        case effect(DrawingEffect)
        /// The second child's alpha masks the first; the mask is laid out in the first's frame.
        case mask(Alignment)
    }
}

/// A Text leaf: the string and what the environment does not decide.
public struct TextContent: Equatable, Sendable {
    public var string: String
    public var style: TextStyle?
    public var weight: FontWeight?
    public var color: ColorName?
    public var lineLimit: Int?
    public var alignment: TextAlignment
    /// Truncation is declared acceptable (audits otherwise report truncated text).
    public var allowsTruncation: Bool = false
    /// A raw point size instead of a Dynamic Type style — possible, and reported by the audits.
    public var pointSize: Double?
    /// The length in characters of a string longer than ``TextBudget/maxCharacters``, which
    /// `string` holds cut (the audits report it); nil when nothing was cut.
    public var originalLength: Int?
    /// A font resolved by the caller (the SwiftUI layer's `Font`), instead of `style`/`weight`.
    public var font: FontSpec?
    /// A colour resolved by the caller, instead of the token `color`.
    public var rgba: RGBA?
    /// The share of its font size the text may shrink to before it is truncated (SwiftUI's
    /// `minimumScaleFactor`); 1: never shrinks.
    public var minimumScaleFactor = 1.0
    /// Whether a pseudo-language rewrites it (see ``PseudoLocale``): true for a label, false
    /// for data (`.verbatim()`).
    public var isLocalized = true
    /// Drawn as placeholder bars, one a line, in its colour at a fifth of its opacity
    /// (SwiftUI's `redacted(reason: .placeholder)`); the audits read no colour of it.
    public var isRedacted = false

    public init(
        string: String, style: TextStyle? = nil, weight: FontWeight? = nil, color: ColorName? = nil, lineLimit: Int? = nil,
        alignment: TextAlignment = .leading
    ) {
        (self.string, originalLength) = TextBudget.apply(string)
        self.style = style
        self.weight = weight
        self.color = color
        self.lineLimit = lineLimit
        self.alignment = alignment
    }
}

/// Alignment of lines inside a multi-line text.
public enum TextAlignment: String, Hashable, Sendable { case leading, center, trailing }

/// Shapes a node can draw or clip to.
///
/// ```swift
/// RoundedRectangle(.dimension(.radiusButton)).fill(.accent)
/// ```
public enum ShapeKind: Hashable, Sendable, CustomStringConvertible {
    case rectangle
    case roundedRectangle(cornerRadius: Length)
    case capsule
    case circle
    /// An ellipse filling the frame.
    case ellipse
    /// A vector path in unit coordinates (0…1 on each axis), stretched to the frame.
    case path(PathData)
    /// A path made for the frame's size at layout time (a custom SwiftUI `Shape`).
    case provided(PathProvider)

    public var description: String {
        switch self {
        case .rectangle: return "rectangle"
        case .roundedRectangle(let r): return "roundedRectangle(\(r))"
        case .capsule: return "capsule"
        case .circle: return "circle"
        case .ellipse: return "ellipse"
        case .path(let p): return "path(\(p.commands.count) commands)"
        case .provided(let p): return "shape(\(p.name))"
        }
    }
}

/// A shape leaf with its fill (a colour or a gradient) and optional stroke.
public struct ShapeContent: Equatable, Sendable {
    public var shape: ShapeKind
    public var fill: ColorName?
    public var gradient: Gradient?
    public var stroke: ColorName?
    public var lineWidth: Double
    /// A fill colour resolved by the caller, instead of the token `fill`.
    public var fillRGBA: RGBA?
    /// A stroke colour resolved by the caller, instead of the token `stroke`.
    public var strokeRGBA: RGBA?
    /// Strokes inside the frame (SwiftUI's `strokeBorder`) rather than centred on its edge.
    public var strokeInside = false
    /// Caps, joins and dashes of the stroke, when not plain.
    public var strokeDetails: StrokeDetails?
    public init(shape: ShapeKind, fill: ColorName? = nil, gradient: Gradient? = nil, stroke: ColorName? = nil, lineWidth: Double = 1) {
        self.shape = shape
        self.fill = fill
        self.gradient = gradient
        self.stroke = stroke
        self.lineWidth = lineWidth
    }
}

/// A fixed or flexible frame.
///
/// ```swift
/// node.frame(maxWidth: .infinity, alignment: .leading)
/// ```
public struct FrameSpec: Equatable, Sendable {
    public var width: Double?
    public var height: Double?
    public var minWidth: Double?
    public var idealWidth: Double?
    public var maxWidth: Double?
    public var minHeight: Double?
    public var idealHeight: Double?
    public var maxHeight: Double?
    public var alignment: Alignment

    public init(
        width: Double? = nil, height: Double? = nil, minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
        minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil, alignment: Alignment = .center
    ) {
        self.width = width
        self.height = height
        self.minWidth = minWidth
        self.idealWidth = idealWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.idealHeight = idealHeight
        self.maxHeight = maxHeight
        self.alignment = alignment
    }
}

/// Environment values a modifier sets for its subtree (SwiftUI's environment propagation).
public enum EnvironmentOverride: Equatable, Sendable {
    case foreground(ColorName)
    case textStyle(TextStyle)
    case fontWeight(FontWeight)
    case multilineAlignment(TextAlignment)
}

/// What assistive technologies, audits and snapshot diffs know about a node.
///
/// ```swift
/// node.accessibility(role: .button, label: "Get started").identifier("welcome.getStarted")
/// ```
public struct Semantics: Equatable, Sendable {
    public enum Role: String, Equatable, Sendable { case none, button, header, image, text, link }
    public var role: Role
    public var label: String?
    public var identifier: String?
    public init(role: Role = .none, label: String? = nil, identifier: String? = nil) {
        self.role = role
        self.label = label
        self.identifier = identifier
    }
    public var isInteractive: Bool { role == .button || role == .link }
}

/// A glyph of a symbol font: the icon font's ligature name, its point size (the square it
/// occupies) and its colour.
public struct GlyphContent: Equatable, Sendable {
    public var glyph: String
    public var size: Double
    public var color: RGBA
    /// What the glyph stands for (an SF Symbol name), for layout dumps and audits.
    public var name: String
    /// A resizable symbol (`Image(systemName:).resizable()`): it takes the size it is offered
    /// and its glyph is drawn to the smaller side; `size` is its ideal size.
    public var resizable: Bool
    public init(glyph: String, size: Double, color: RGBA, name: String, resizable: Bool = false) {
        self.glyph = glyph
        self.size = size
        self.color = color
        self.name = name
        self.resizable = resizable
    }
}

/// Something the view layer compiled but cannot draw as asked: what, and where it was written.
public struct UnsupportedFeature: Equatable, Sendable, CustomStringConvertible {
    public var feature: String
    public var fix: String
    public var file: String
    public var line: Int
    public init(feature: String, fix: String, file: String, line: Int) {
        self.feature = feature
        self.fix = fix
        self.file = file
        self.line = line
    }
    public var description: String { "\(feature) at \(file):\(line)" }
}

/// Makes a shape's path for a frame size, in the frame's own coordinates (origin at its top
/// left): what a custom SwiftUI `Shape`'s `path(in:)` does. Two providers are equal when they
/// are the same provider.
///
/// ```swift
/// let triangle = PathProvider(name: "Triangle") { size in [.move(Point(x: size.width / 2, y: 0)), …, .close] }
/// ```
public struct PathProvider: Hashable, Sendable {
    final class Box: Sendable {
        let make: @Sendable (Size) -> [PathCommand]
        init(_ make: @escaping @Sendable (Size) -> [PathCommand]) { self.make = make }
    }
    public let name: String
    let box: Box
    /// Filled and clipped with the even-odd rule rather than non-zero winding.
    public var isEvenOdd = false
    public init(name: String, isEvenOdd: Bool = false, make: @escaping @Sendable (Size) -> [PathCommand]) {
        self.name = name
        self.isEvenOdd = isEvenOdd
        box = Box(make)
    }
    public func path(for size: Size) -> [PathCommand] { box.make(size) }
    public static func == (a: PathProvider, b: PathProvider) -> Bool { a.box === b.box && a.isEvenOdd == b.isEvenOdd }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(box)) }
}

/// What a `GeometryReader` knows when it makes its content: its size, its frame on the screen,
/// and how far the safe area reaches into it.
public struct GeometryInfo: Hashable, Sendable {
    public var size: Size
    public var frame: Rect
    public var safeAreaInsets: EdgeInsets
    /// The visible rect of the nearest scroll view around the reader, on the screen; nil outside one.
    public var scrollViewport: Rect?
    public init(size: Size, frame: Rect, safeAreaInsets: EdgeInsets, scrollViewport: Rect? = nil) {
        self.size = size
        self.frame = frame
        self.safeAreaInsets = safeAreaInsets
        self.scrollViewport = scrollViewport
    }
}

/// Makes a node for the geometry it is laid out in. Equal when it is the same provider.
public struct GeometryProvider: Hashable, Sendable {
    final class Box: Sendable {
        let make: @Sendable (GeometryInfo) -> Node
        init(_ make: @escaping @Sendable (GeometryInfo) -> Node) { self.make = make }
    }
    let box: Box
    public init(make: @escaping @Sendable (GeometryInfo) -> Node) { box = Box(make) }
    public func node(for geometry: GeometryInfo) -> Node { box.make(geometry) }
    public static func == (a: GeometryProvider, b: GeometryProvider) -> Bool { a.box === b.box }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(box)) }
}
