import ScreenLayout
import Theme

/// Layout nodes for shapes painted with a style, and colours read from styles.
@MainActor
enum ShapeNodes {
    /// A shape leaf filled with `style`: a colour, a gradient, or a material.
    @MainActor static func filled(_ shape: ShapeKind, with style: some ShapeStyle, in context: ResolveContext) -> Node {
        // Only a shadowed style (or one type-erased) can cast a shadow: the common fills skip the casts.
        let mayCastShadow = type(of: style) == AnyShapeStyle.self || type(of: style) == ShadowedStyle.self
        if mayCastShadow, let (base, shadow) = style.dropShadow {
            // A style's drop shadow is cast by the shape it fills, as `.shadow` casts a view's.
            let filled = filled(shape, with: base ?? AnyShapeStyle(.foreground), in: context)
            let c = context.environment.themeReference.resolve(shadow.color, context.scheme)
            return Node(.shadow(.rgba(c, radius: Double(shadow.radius), x: Double(shadow.x), y: Double(shadow.y))), children: [filled])
        }
        var problems: [String] = []
        let paint = style.resolvePaint(in: context.environment) { problems.append($0) }
        let node: Node
        switch paint {
        case .color(let c):
            var content = ShapeContent(shape: shape)
            content.fillRGBA = c
            node = Node(.shape(content))
        case .gradient(let g):
            node = Node(.shape(ShapeContent(shape: shape, gradient: g)))
        case .material(let kind, _):
            node = Node(.material(MaterialContent(kind: kind, shape: shape)))
        }
        return context.wrap(node, problems: problems)
    }

    /// A shape leaf stroked with `style` (a colour; a gradient strokes in its first colour).
    @MainActor static func stroked(
        _ shape: ShapeKind, with style: some ShapeStyle, lineWidth: CGFloat, inside: Bool, details: StrokeDetails? = nil, in context: ResolveContext
    ) -> Node {
        var problems: [String] = []
        var content = ShapeContent(shape: shape, lineWidth: Double(lineWidth))
        content.strokeDetails = details
        content.strokeRGBA = color(of: style, context.environment) { problems.append($0) }
        content.strokeInside = inside
        return context.wrap(Node(.shape(content)), problems: problems)
    }

    /// The one colour a style paints with; a gradient's first stop, a material's tint.
    nonisolated static func color(of style: some ShapeStyle, _ environment: EnvironmentValues, report: (String) -> Void) -> RGBA {
        switch style.resolvePaint(in: environment, report: report) {
        case .color(let c): return c
        case .gradient(let g):
            report("a gradient as a text or stroke colour: drawn in its first colour")
            return g.stops.first?.rgba ?? .black
        case .material:
            report("a material as a text or stroke colour: drawn in the label colour")
            return (try? environment.themeReference.color(.label, in: environment.colorScheme)) ?? .black
        }
    }
}

extension ResolveContext {
    /// `node`, marked with what could not be drawn as asked (the unsupported-view audit reports it).
    func wrap(_ node: Node, problems: [String], file: String = "", line: Int = 0) -> Node {
        var result = node
        for problem in problems {
            result = Node(
                .unsupported(UnsupportedFeature(feature: problem, fix: "see the kit's list of SwiftUI limits", file: file, line: line)),
                children: [result])
        }
        return result
    }
}
