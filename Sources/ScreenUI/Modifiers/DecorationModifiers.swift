import ScreenLayout

nonisolated extension View {
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
    /// The view on the background style (the system background, light or dark), as SwiftUI's
    /// `background(ignoresSafeAreaEdges:)`.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { background(.background, ignoresSafeAreaEdges: edges) }
    /// Fills this view's frame with a style behind it; where the view reaches the safe area's
    /// edge on one of `edges`, the fill runs on to the screen's edge (iOS 15 and later).
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        let bleed = edges.layout
        return wrapping { node, context in
            Node(.background(.center), children: [node, ShapeNodes.filled(.rectangle, with: style.inBackground, in: context).bleeding(bleed)])
        }
    }
    /// Fills a shape of this view's frame with a style behind it.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        let kind = shape.layoutKind
        return wrapping { node, context in
            Node(.background(.center), children: [node, ShapeNodes.filled(kind, with: style.inBackground, in: context)])
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
        let bleed = edges.layout
        return wrapping { node, context in
            Node(.overlay(.center), children: [node, ShapeNodes.filled(.rectangle, with: style, in: context).bleeding(bleed)])
        }
    }
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        let kind = shape.layoutKind
        return wrapping { node, context in Node(.overlay(.center), children: [node, ShapeNodes.filled(kind, with: style, in: context)]) }
    }

    /// A border inside the view's frame.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }

    /// Masks the view with another view: the view shows where the mask is opaque, through its
    /// alpha. The mask is laid out in the view's frame, placed with `alignment`.
    public func mask<M: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> M, fileID: String = #fileID, line: Int = #line) -> some View
    {
        let m = mask()
        return wrapping { node, context in Node(.mask(alignment.layout), children: [node, m.node(in: context)]) }
    }

    /// Blurs the view's drawing (a Gaussian of σ = radius / 2, as the kit's shadows and
    /// materials); `opaque` keeps it within its frame with solid edges. Layout is unchanged.
    public func blur(radius: CGFloat, opaque: Bool = false, fileID: String = #fileID, line: Int = #line) -> some View {
        wrapping { node, _ in radius > 0 ? Node(.effect(.blur(radius: Double(radius), opaque: opaque)), children: [node]) : node }
    }

    /// Rotates the view's drawing about `anchor` (clockwise for positive angles); layout is unchanged.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center, fileID: String = #fileID, line: Int = #line) -> some View {
        transformed(rotation: angle.radians, x: 1, y: 1, anchor: anchor)
    }
    /// Scales the view's drawing about `anchor`; layout is unchanged.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center, fileID: String = #fileID, line: Int = #line) -> some View {
        transformed(rotation: 0, x: scale, y: scale, anchor: anchor)
    }
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center, fileID: String = #fileID, line: Int = #line) -> some View {
        transformed(rotation: 0, x: x, y: y, anchor: anchor)
    }
    /// Draws the view's subtree as one layer, so that an opacity or blur outside it applies
    /// to the whole instead of to each part.
    public func compositingGroup() -> some View { wrapping { node, _ in Node(.effect(.compositingGroup), children: [node]) } }

    func transformed(rotation: Double, x: CGFloat, y: CGFloat, anchor: UnitPoint) -> some View {
        let identity = rotation == 0 && x == 1 && y == 1
        let effect = DrawingEffect.rotation(rotation, scaleX: Double(x), scaleY: Double(y), anchor: anchor.point)
        return wrapping { node, _ in identity ? node : Node(.effect(effect), children: [node]) }
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

extension Node {
    /// The node running on to the screen's edge on `edges` where it reaches the safe area's.
    func bleeding(_ edges: Edges) -> Node { edges.isEmpty ? self : Node(.ignoresSafeArea(edges), children: [self]) }
}
