import ScreenLayout

extension View {
    /// Draws `content` behind this view, proposed this view's size.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        let decoration = content()
        return wrapping { node, context in
            Node(.background(alignment.layout), children: [node, decoration.node(in: context)])
        }
    }
    /// Draws a view behind this one (the older form; a colour takes the style form).
    @_disfavoredOverload
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        self.background(alignment: alignment) { background }
    }
    /// Fills this view's frame with a style behind it.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        wrapping { node, context in
            Node(.background(.center), children: [node, ShapeNodes.filled(.rectangle, with: style, in: context)])
        }
    }
    /// Fills a shape of this view's frame with a style behind it.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        let kind = shape.layoutKind
        return wrapping { node, context in
            Node(.background(.center), children: [node, ShapeNodes.filled(kind, with: style, in: context)])
        }
    }
    /// Fills a shape of this view's frame behind it with the background style.
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(BackgroundStyle(), in: shape, fillStyle: fillStyle)
    }

    /// Draws `content` in front of this view, proposed this view's size.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        let decoration = content()
        return wrapping { node, context in
            Node(.overlay(alignment.layout), children: [node, decoration.node(in: context)])
        }
    }
    @_disfavoredOverload
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View { self.overlay(alignment: alignment) { overlay } }
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        wrapping { node, context in Node(.overlay(.center), children: [node, ShapeNodes.filled(.rectangle, with: style, in: context)]) }
    }
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        let kind = shape.layoutKind
        return wrapping { node, context in Node(.overlay(.center), children: [node, ShapeNodes.filled(kind, with: style, in: context)]) }
    }

    /// A border inside the view's frame.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }

    /// Masks the view with another view: drawn clipped to the mask's frame, and reported (alpha
    /// masks are not applied yet).
    public func mask<M: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> M, fileID: String = #fileID, line: Int = #line) -> some View
    {
        clipped().unsupported("mask: the view is clipped to its frame, not masked by the mask's alpha", fileID: fileID, line: line)
    }

    /// Blurs the view (reported: the kit blurs materials, not views).
    public func blur(radius: CGFloat, opaque: Bool = false, fileID: String = #fileID, line: Int = #line) -> some View {
        unsupported("blur(radius: \(radius)): the view is drawn sharp", fileID: fileID, line: line)
    }

    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center, fileID: String = #fileID, line: Int = #line) -> some View {
        unsupportedIf(angle.radians != 0, "rotationEffect(\(angle.degrees)°): drawn unrotated", fileID: fileID, line: line)
    }
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center, fileID: String = #fileID, line: Int = #line) -> some View {
        unsupportedIf(scale != 1, "scaleEffect(\(scale)): drawn at its own size", fileID: fileID, line: line)
    }
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center, fileID: String = #fileID, line: Int = #line) -> some View {
        unsupportedIf(x != 1 || y != 1, "scaleEffect(x: \(x), y: \(y)): drawn at its own size", fileID: fileID, line: line)
    }
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), fileID: String = #fileID, line: Int = #line) -> some View
    {
        unsupportedIf(angle.radians != 0, "rotation3DEffect: drawn flat", fileID: fileID, line: line)
    }
    public func blendMode(_ mode: BlendMode, fileID: String = #fileID, line: Int = #line) -> some View {
        unsupportedIf(mode != .normal, "blendMode(.\(mode)): drawn with normal blending", fileID: fileID, line: line)
    }
    public func saturation(_ amount: Double, fileID: String = #fileID, line: Int = #line) -> some View {
        unsupportedIf(amount != 1, "saturation(\(amount)): colours drawn as they are", fileID: fileID, line: line)
    }
    public func grayscale(_ amount: Double, fileID: String = #fileID, line: Int = #line) -> some View {
        unsupportedIf(amount != 0, "grayscale(\(amount)): colours drawn as they are", fileID: fileID, line: line)
    }
    public func brightness(_ amount: Double, fileID: String = #fileID, line: Int = #line) -> some View {
        unsupportedIf(amount != 0, "brightness(\(amount)): colours drawn as they are", fileID: fileID, line: line)
    }
    public func contrast(_ amount: Double, fileID: String = #fileID, line: Int = #line) -> some View {
        unsupportedIf(amount != 1, "contrast(\(amount)): colours drawn as they are", fileID: fileID, line: line)
    }

    func unsupportedIf(_ condition: Bool, _ feature: String, fileID: String, line: Int) -> some View {
        let report = condition
        return wrapping { node, _ in
            report
                ? Node(
                    .unsupported(UnsupportedFeature(feature: feature, fix: "see the kit's list of SwiftUI limits", file: fileID, line: line)),
                    children: [node]) : node
        }
    }
}

/// Blend modes, as SwiftUI's `BlendMode`; only `.normal` is drawn.
public enum BlendMode: Hashable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference, exclusion, hue, saturation,
        color
    case luminosity, sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
}
