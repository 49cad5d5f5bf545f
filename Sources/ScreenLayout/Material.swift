import Theme

/// The two materials of the design: `frosted` for anything over a photo, `glass` (Liquid
/// Glass) for controls — tab bar, toolbar buttons, floating controls.
public enum MaterialKind: String, Hashable, Sendable { case frosted, glass }

/// A material leaf: blurs what is drawn behind it inside `shape`, then tints it.
public struct MaterialContent: Equatable, Sendable {
    public var kind: MaterialKind
    public var shape: ShapeKind
    public init(kind: MaterialKind, shape: ShapeKind) {
        self.kind = kind
        self.shape = shape
    }
}

/// A material filling what it is proposed, in a shape.
///
/// ```swift
/// HStack { tabs }.background { Material(.glass, in: .capsule) }
/// ```
public func Material(_ kind: MaterialKind, in shape: ShapeKind = .rectangle) -> Node {
    Node(.material(MaterialContent(kind: kind, shape: shape)))
}

/// A drop shadow under a node's drawn content: a shadow token, or a colour, blur radius and offset.
public enum ShadowSpec: Equatable, Sendable {
    case token(ShadowName)
    case custom(color: ColorName, radius: Double, x: Double, y: Double)
    /// A colour resolved by the caller.
    case rgba(RGBA, radius: Double, x: Double, y: Double)
}

extension Node {
    /// Draws a blurred, offset copy of the node's content in `color` behind it.
    public func shadow(_ color: ColorName, radius: Double, x: Double = 0, y: Double = 0) -> Node {
        Node(.shadow(.custom(color: color, radius: radius, x: x, y: y)), children: [self])
    }
    /// Draws the theme's shadow `name` (`shadow.card`, `shadow.floating`) behind the node.
    public func shadow(_ name: ShadowName) -> Node {
        Node(.shadow(.token(name)), children: [self])
    }
    /// Fills a shape leaf with a gradient.
    public func fill(_ gradient: Gradient) -> Node {
        guard case .shape(var content) = kind else { return self }
        content.gradient = gradient
        return Node(.shape(content))
    }
}
