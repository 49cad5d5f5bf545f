import Theme

// SwiftUI-shaped constructors. Each returns a `Node`; capitalised so that a body reads like
// the SwiftUI code its authors would write on a Mac.

/// A vertical stack. `spacing: nil` uses the default 8 pt between views (0 next to a Spacer).
///
/// ```swift
/// VStack(alignment: .leading, spacing: .s) { Text("A"); Text("B") }
/// ```
public func VStack(alignment: HorizontalAlignment = .center, spacing: Length? = nil, @NodeBuilder _ content: () -> [Node]) -> Node {
    Node(.stack(.vertical, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing), children: content())
}

/// A horizontal stack.
///
/// ```swift
/// HStack(alignment: .top, spacing: .m) { icon; label }
/// ```
public func HStack(alignment: VerticalAlignment = .center, spacing: Length? = nil, @NodeBuilder _ content: () -> [Node]) -> Node {
    Node(.stack(.horizontal, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing), children: content())
}

/// Children on top of each other; the stack is as large as its largest child.
///
/// ```swift
/// ZStack(alignment: .bottomLeading) { photo; caption }
/// ```
public func ZStack(alignment: Alignment = .center, @NodeBuilder _ content: () -> [Node]) -> Node {
    Node(.zstack(alignment), children: content())
}

/// Flexible space along the enclosing stack's axis.
///
/// ```swift
/// HStack { Text("Title"); Spacer(); Text("Edit") }
/// ```
public func Spacer(minLength: Double? = nil) -> Node { Node(.spacer(minLength: minLength)) }

/// Text in a Dynamic Type style; style, weight and colour default to the environment's
/// (`.body`, the style's weight, `.label`).
///
/// ```swift
/// Text("Settings", style: .largeTitle, weight: .bold)
/// ```
public func Text(_ string: String, style: TextStyle? = nil, weight: FontWeight? = nil, lineLimit: Int? = nil) -> Node {
    Node(.text(TextContent(string: string, style: style, weight: weight, lineLimit: lineLimit)))
}

/// A rectangle that fills what it is proposed.
public func Rectangle() -> Node { Node(.shape(ShapeContent(shape: .rectangle))) }

/// A rounded rectangle with continuous-style corners.
///
/// ```swift
/// RoundedRectangle(cornerRadius: .dimension(.radiusCard)).fill(.secondaryBackground)
/// ```
public func RoundedRectangle(cornerRadius: Length) -> Node {
    Node(.shape(ShapeContent(shape: .roundedRectangle(cornerRadius: cornerRadius))))
}

/// A capsule: a rounded rectangle whose radius is half its shorter side.
public func Capsule() -> Node { Node(.shape(ShapeContent(shape: .capsule))) }

/// A circle inscribed in, and centred in, what it is proposed.
public func Circle() -> Node { Node(.shape(ShapeContent(shape: .circle))) }

/// A theme colour filling what it is proposed.
///
/// ```swift
/// Color(.background).ignoresSafeArea()
/// ```
public func Color(_ name: ColorName) -> Node { Node(.shape(ShapeContent(shape: .rectangle, fill: name))) }

/// A scroll view; its content is measured at full length along the axis.
///
/// ```swift
/// ScrollView { VStack { … } }
/// ```
public func ScrollView(_ axis: Axis = .vertical, @NodeBuilder _ content: () -> [Node]) -> Node {
    Node(.scroll(axis), children: [VStackIfNeeded(axis, content())])
}

/// A thin line in the separator colour, across the enclosing stack.
public func Divider() -> Node {
    Node(.shape(ShapeContent(shape: .rectangle, fill: .separator))).frame(height: 0.5)
}

/// A button: its label with the button role, an accessibility label and an identifier.
///
/// ```swift
/// Button("Get started", id: "welcome.getStarted") { Text("Get started") }
/// ```
public func Button(_ label: String, id: String? = nil, @NodeBuilder _ content: () -> [Node]) -> Node {
    let children = content()
    let body = children.count == 1 ? children[0] : Node(.zstack(.center), children: children)
    return Node(.semantics(Semantics(role: .button, label: label, identifier: id)), children: [body])
}

/// Wraps several children of a scroll view in a stack along its axis.
func VStackIfNeeded(_ axis: Axis, _ nodes: [Node]) -> Node {
    if nodes.count == 1 { return nodes[0] }
    return Node(.stack(axis, alignment: .center, spacing: nil), children: nodes)
}
