import Theme

// Modifiers, chained the SwiftUI way. Each wraps `self` in a new node.
extension Node {
    /// Insets the node on `edges` by `length` (a spacing token or points); 16 pt, iOS's
    /// default padding, when none is given.
    public func padding(_ edges: Edges = .all, _ length: Length = .points(16)) -> Node {
        Node(.padding(edges, length), children: [self])
    }

    /// A fixed frame: proposes the given size and reports it.
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> Node {
        Node(.frame(FrameSpec(width: width, height: height, alignment: alignment)), children: [self])
    }

    /// A flexible frame that clamps the proposal to [min, max].
    public func frame(
        minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil, minHeight: Double? = nil, idealHeight: Double? = nil,
        maxHeight: Double? = nil, alignment: Alignment = .center
    ) -> Node {
        Node(
            .frame(
                FrameSpec(
                    minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight, idealHeight: idealHeight,
                    maxHeight: maxHeight, alignment: alignment)), children: [self])
    }

    /// Draws `content` behind the node, proposed the node's size.
    public func background(alignment: Alignment = .center, @NodeBuilder _ content: () -> [Node]) -> Node {
        Node(.background(alignment), children: [self, VStackIfNeeded(.vertical, content())])
    }

    /// Fills the node's frame with a theme colour behind it.
    public func background(_ color: ColorName) -> Node { background { Color(color) } }

    /// Draws `content` in front of the node, proposed the node's size.
    public func overlay(alignment: Alignment = .center, @NodeBuilder _ content: () -> [Node]) -> Node {
        Node(.overlay(alignment), children: [self, VStackIfNeeded(.vertical, content())])
    }

    public func layoutPriority(_ priority: Double) -> Node { Node(.layoutPriority(priority), children: [self]) }
    public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> Node {
        Node(.fixedSize(horizontal: horizontal, vertical: vertical), children: [self])
    }
    public func offset(x: Double = 0, y: Double = 0) -> Node { Node(.offset(x: x, y: y), children: [self]) }
    public func opacity(_ value: Double) -> Node { Node(.opacity(value), children: [self]) }
    public func clipShape(_ shape: ShapeKind) -> Node { Node(.clip(shape), children: [self]) }
    public func cornerRadius(_ radius: Length) -> Node { clipShape(.roundedRectangle(cornerRadius: radius)) }
    public func ignoresSafeArea(_ edges: Edges = .all) -> Node { Node(.ignoresSafeArea(edges), children: [self]) }

    /// Sets the colour of text and unfilled shapes in the subtree.
    public func foreground(_ color: ColorName) -> Node {
        if case .shape(var content) = kind, content.fill == nil {
            content.fill = color
            return Node(.shape(content))
        }
        return Node(.environment(.foreground(color)), children: [self])
    }
    /// Fills a shape leaf with a theme colour.
    public func fill(_ color: ColorName) -> Node {
        guard case .shape(var content) = kind else { return foreground(color) }
        content.fill = color
        return Node(.shape(content))
    }
    /// Strokes a shape leaf's outline.
    public func stroke(_ color: ColorName, lineWidth: Double = 1) -> Node {
        guard case .shape(var content) = kind else { return self }
        content.stroke = color
        content.lineWidth = lineWidth
        return Node(.shape(content))
    }
    /// Declares that this text may be truncated (with its line limit); audits accept it.
    public func truncationAllowed() -> Node {
        guard case .text(var content) = kind else { return self }
        content.allowsTruncation = true
        return Node(.text(content))
    }
    /// A raw point size instead of a Dynamic Type style. It breaks Dynamic Type; the audits
    /// report it.
    public func font(size: Double) -> Node {
        guard case .text(var content) = kind else { return self }
        content.pointSize = size
        return Node(.text(content))
    }
    public func textStyle(_ style: TextStyle) -> Node { Node(.environment(.textStyle(style)), children: [self]) }
    public func fontWeight(_ weight: FontWeight) -> Node { Node(.environment(.fontWeight(weight)), children: [self]) }
    public func multilineTextAlignment(_ alignment: TextAlignment) -> Node {
        Node(.environment(.multilineAlignment(alignment)), children: [self])
    }

    /// Role and label for accessibility and audits.
    public func accessibility(role: Semantics.Role, label: String? = nil) -> Node {
        Node(.semantics(Semantics(role: role, label: label)), children: [self])
    }
    /// A stable identifier that snapshot diffs and audits use to name this node.
    public func identifier(_ id: String) -> Node {
        if case .semantics(var s) = kind, s.identifier == nil {
            s.identifier = id
            return Node(.semantics(s), children: children)
        }
        return Node(.semantics(Semantics(identifier: id)), children: [self])
    }
}
