import ScreenLayout

nonisolated extension View {
    /// Insets the view on `edges` by `length` (16 pt, iOS's default padding, when nil).
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let value = Double(length ?? 16)
        return wrapping { node, _ in Node(.padding(edges.layout, .points(value)), children: [node]) }
    }
    public func padding(_ length: CGFloat) -> some View { padding(.all, length) }
    public func padding(_ insets: EdgeInsets) -> some View {
        wrapping { node, _ in
            var result = node
            let sides: [(Edges, CGFloat)] = [(.top, insets.top), (.leading, insets.leading), (.bottom, insets.bottom), (.trailing, insets.trailing)]
            for (edge, value) in sides where value != 0 { result = Node(.padding(edge, .points(Double(value))), children: [result]) }
            return result
        }
    }

    /// A fixed frame: proposes and reports the given size (the child's where nil).
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        let spec = FrameSpec(width: width.map(Double.init), height: height.map(Double.init), alignment: alignment.layout)
        return wrapping { node, _ in Node(.frame(spec), children: [node]) }
    }

    /// A flexible frame, per SwiftUI's rules for minimum, ideal and maximum sizes.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View {
        let spec = FrameSpec(
            minWidth: minWidth.map(Double.init), idealWidth: idealWidth.map(Double.init), maxWidth: maxWidth.map(Double.init),
            minHeight: minHeight.map(Double.init), idealHeight: idealHeight.map(Double.init), maxHeight: maxHeight.map(Double.init),
            alignment: alignment.layout)
        return wrapping { node, _ in Node(.frame(spec), children: [node]) }
    }

    /// Proposes nil (the ideal size) on the fixed axes.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        wrapping { node, _ in Node(.fixedSize(horizontal: horizontal, vertical: vertical), children: [node]) }
    }
    public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }

    public func layoutPriority(_ value: Double) -> some View { wrapping { node, _ in Node(.layoutPriority(value), children: [node]) } }

    /// Moves the drawing without changing the layout.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        wrapping { node, _ in Node(.offset(x: Double(x), y: Double(y)), children: [node]) }
    }
    public func offset(_ offset: CGSize) -> some View { self.offset(x: offset.width, y: offset.height) }

    /// Centres the view at a point of the space it is offered, which it fills.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        wrapping { node, _ in Node(.position(x: Double(x), y: Double(y)), children: [node]) }
    }
    public func position(_ point: CGPoint) -> some View { position(x: point.x, y: point.y) }

    /// Sizes the view to an aspect ratio (its own ideal one when nil), fitting or filling the offer.
    public func aspectRatio(_ ratio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        let r = ratio.map(Double.init)
        return wrapping { node, _ in
            if r == nil, case .image(var content) = node.kind {
                content.contentMode = contentMode
                return Node(.image(content))
            }
            return Node(.aspectRatio(r, contentMode), children: [node])
        }
    }
    public func aspectRatio(_ ratio: CGSize, contentMode: ContentMode) -> some View {
        aspectRatio(ratio.height == 0 ? nil : ratio.width / ratio.height, contentMode: contentMode)
    }
    public func scaledToFit() -> some View { aspectRatio(nil, contentMode: .fit) }
    public func scaledToFill() -> some View { aspectRatio(nil, contentMode: .fill) }

    /// Extends the view into the safe area on `edges`; ignoring only the keyboard's region
    /// changes nothing (a still shows no keyboard).
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        wrapping { node, _ in regions.contains(.container) ? Node(.ignoresSafeArea(edges.layout), children: [node]) : node }
    }
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { ignoresSafeArea(.all, edges: edges) }

    /// Keeps the view's space but draws nothing.
    public func hidden() -> some View { wrapping { node, _ in Node(.hidden, children: [node]) } }

    public func opacity(_ opacity: Double) -> some View { wrapping { node, _ in Node(.opacity(opacity), children: [node]) } }

    /// Clips the view to a shape.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        let kind = shape.layoutKind.filled(evenOdd: style.isEOFilled)
        return wrapping { node, _ in Node(.clip(kind), children: [node]) }
    }
    /// Clips the view to its frame.
    public func clipped(antialiased: Bool = false) -> some View { clipShape(Rectangle()) }
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { clipShape(RoundedRectangle(cornerRadius: radius)) }

    /// A drop shadow of the view's drawing.
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        wrapping { node, context in
            let c = context.environment.themeReference.resolve(color, context.scheme)
            return Node(.shadow(.rgba(c, radius: Double(radius), x: Double(x), y: Double(y))), children: [node])
        }
    }
}

/// Which safe areas a view extends into, as SwiftUI's `SafeAreaRegions`.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}
