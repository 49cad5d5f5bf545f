import Theme

/// The frame the engine chose for one node, with its children: the layout tree.
public struct LayoutBox: Equatable, Sendable {
    public var label: BoxLabel
    public var frame: Rect
    public var children: [LayoutBox]
    /// One line naming the node, as in the text dump: `Text "Hi" body`, `TwoPane(fold)`.
    public var summary: String { label.description }
}

/// What a layout box shows; its description is built only when a dump asks for it.
public enum BoxLabel: Equatable, Sendable, CustomStringConvertible {
    case node(Node.Kind)
    case text(String, TextStyle)
    case twoPane(String)

    public var description: String {
        switch self {
        case .text(let string, let style): return "Text \"\(string)\" \(style)"
        case .twoPane(let arrangement): return "TwoPane(\(arrangement))"
        case .node(let kind): return Self.describe(kind)
        }
    }

    static func describe(_ kind: Node.Kind) -> String {
        switch kind {
        case .empty: return "Empty"
        case .stack(let axis, let alignment, _):
            return axis == .vertical ? "VStack(\(alignment.horizontal.rawValue))" : "HStack(\(alignment.vertical.rawValue))"
        case .zstack(let alignment): return "ZStack(\(alignment))"
        case .spacer: return "Spacer"
        case .text(let content): return "Text \"\(content.string)\""
        case .icon(let name, _): return "Icon \(name)"
        case .image(let content): return "Image \(content.source)"
        case .material(let content): return "Material \(content.kind.rawValue) \(content.shape)"
        case .shadow: return "Shadow"
        case .shape(let content): return "Shape \(content.shape)" + (content.fill.map { " fill \($0)" } ?? "")
        case .scroll(let axis): return "ScrollView(\(axis.rawValue))"
        case .padding(_, let length): return "Padding(\(length))"
        case .frame: return "Frame"
        case .background: return "Background"
        case .overlay: return "Overlay"
        case .layoutPriority(let p): return "LayoutPriority(\(fmt(p)))"
        case .fixedSize: return "FixedSize"
        case .offset(let x, let y): return "Offset(\(fmt(x)), \(fmt(y)))"
        case .opacity(let o): return "Opacity(\(fmt(o)))"
        case .clip(let shape): return "Clip(\(shape))"
        case .ignoresSafeArea: return "IgnoresSafeArea"
        case .hidden: return "Hidden"
        case .grid(let spec): return "Grid(\(spec.columns.count) items)"
        case .viewThatFits: return "ViewThatFits"
        case .twoPane: return "TwoPane"
        case .environment(let o): return "Environment(\(o))"
        case .semantics(let s): return "Semantics(\(s.role.rawValue)\(s.identifier.map { " #\($0)" } ?? ""))"
        case .glyph(let content): return "Symbol \(content.name) \(fmt(content.size))"
        case .position(let x, let y): return "Position(\(fmt(x)), \(fmt(y)))"
        case .aspectRatio(let r, let mode): return "AspectRatio(\(r.map(fmt) ?? "ideal"), \(mode.rawValue))"
        case .unsupported(let f): return "Unsupported(\(f.feature))"
        case .geometry: return "GeometryReader"
        case .customLayout(let provider): return "Layout \(provider.algorithm.name)"
        case .layoutValue(let value): return "LayoutValue \(value.key)"
        case .alignmentGuide(let spec): return "AlignmentGuide(\(spec.guide.name))"
        case .containerRelative: return "ContainerRelativeFrame"
        case .effect(let effect): return effect.description
        case .mask(let alignment): return "Mask(\(alignment))"
        }
    }
}

/// An element of the semantics tree: what a user, an audit or a snapshot diff can name.
public struct SemanticsElement: Equatable, Sendable {
    public var role: Semantics.Role
    public var label: String?
    /// Its own identifier, or the nearest enclosing one.
    public var identifier: String?
    public var frame: Rect
    public var isInteractive: Bool
    public var isTruncated: Bool
    /// The visible part allowed by the enclosing clips and scroll views (nil: unclipped).
    public var clip: Rect?
    public var inScrollView: Bool
    /// Text only: truncation declared acceptable, the resolved font and colour.
    public var allowsTruncation: Bool
    public var font: FontSpec?
    public var color: RGBA?
}

/// Something the display list draws (a shape, text, image, icon or material), where it is and
/// whether a scroll view holds it: what the off-screen and safe-area audits look at.
public struct DrawnElement: Equatable, Sendable {
    public enum Kind: String, Equatable, Sendable { case shape, text, image, icon, material }
    public var kind: Kind
    public var frame: Rect
    public var identifier: String?
    public var inScrollView: Bool
    /// Drawn under `ignoresSafeArea` (a full-bleed background or photo).
    public var isFullBleed: Bool
    /// The visible part allowed by the enclosing clips and scroll views (nil: unclipped).
    public var clip: Rect?
}

/// Everything one layout pass produces: frames for every node, the display list in paint
/// order, and the semantics elements.
///
/// ```swift
/// let result = try LayoutEngine(measurer: m).layout(body, in: env)
/// print(result.dump())
/// ```
public struct LayoutResult: Equatable, Sendable {
    public var root: LayoutBox
    public var displayList: [DisplayItem]
    public var semantics: [SemanticsElement]
    public var drawn: [DrawnElement]
    public var canvas: Size
    /// What the view layer could not draw as asked, where it was laid out.
    public var unsupported: [UnsupportedElement] = []
    /// The direction the screen was laid out in (right to left: mirrored).
    public var layoutDirection: LayoutDirection = .leftToRight

    /// An indented text dump, one node a line with its resolved frame; diffs well in review.
    public func dump() -> String {
        var lines: [String] = []
        func walk(_ box: LayoutBox, _ depth: Int) {
            lines.append(String(repeating: "  ", count: depth) + box.summary + " " + box.frame.description)
            for child in box.children { walk(child, depth + 1) }
        }
        walk(root, 0)
        return lines.joined(separator: "\n") + "\n"
    }
}

/// An ``UnsupportedFeature`` and the frame its view was laid out in.
public struct UnsupportedElement: Equatable, Sendable {
    public var feature: UnsupportedFeature
    public var frame: Rect
}
