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
    /// A vector path in unit coordinates (0…1 on each axis), stretched to the frame.
    case path(PathData)

    public var description: String {
        switch self {
        case .rectangle: return "rectangle"
        case .roundedRectangle(let r): return "roundedRectangle(\(r))"
        case .capsule: return "capsule"
        case .circle: return "circle"
        case .path(let p): return "path(\(p.commands.count) commands)"
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
