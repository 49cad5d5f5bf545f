import ScreenLayout

/// Liquid Glass (iOS 26), as SwiftUI's `Glass`: regular or clear, optionally tinted. The kit
/// draws it with its glass material (the same as the navigation bar's items), a tint over it
/// at a third of its opacity.
///
/// ```swift
/// Label("Add", systemImage: "plus").padding().glassEffect(.regular.tint(.blue), in: .capsule)
/// ```
public struct Glass: Hashable, Sendable {
    let isIdentity: Bool
    let tintColor: Color?
    let isInteractive: Bool

    public static let regular = Glass(isIdentity: false, tintColor: nil, isInteractive: false)
    public static let clear = Glass(isIdentity: false, tintColor: nil, isInteractive: false)
    /// No glass at all.
    public static let identity = Glass(isIdentity: true, tintColor: nil, isInteractive: false)

    public func tint(_ color: Color?) -> Glass { Glass(isIdentity: isIdentity, tintColor: color, isInteractive: isInteractive) }
    /// Reacts to touches; a still is never touched.
    public func interactive(_ isEnabled: Bool = true) -> Glass { Glass(isIdentity: isIdentity, tintColor: tintColor, isInteractive: isEnabled) }
}

/// Glass as a shape style: the kit's glass material.
struct GlassStyle: ShapeStyle {
    let glass: Glass
    func resolvePaint(in environment: EnvironmentValues, report: (String) -> Void) -> ShapePaint { .material(.glass, tint: nil) }
}

nonisolated extension View {
    /// Puts Liquid Glass in `shape` behind this view, as SwiftUI's `glassEffect(_:in:)`.
    public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = Capsule(), isEnabled: Bool = true) -> some View {
        let kind = shape.layoutKind
        return wrapping { node, context in
            guard isEnabled, !glass.isIdentity else { return node }
            var layers = [ShapeNodes.filled(kind, with: GlassStyle(glass: glass), in: context)]
            if let tint = glass.tintColor { layers.append(ShapeNodes.filled(kind, with: tint.opacity(1.0 / 3), in: context)) }
            let backing = layers.count == 1 ? layers[0] : Node(.zstack(.center), children: layers)
            return Node(.background(.center), children: [node, backing])
        }
    }

    /// Ties this glass to others for morphing; a still shows each where it is.
    public func glassEffectID(_ id: (some Hashable & Sendable)?, in namespace: Namespace.ID) -> some View { self }
    /// Merges this glass with others of the same id; a still draws each shape on its own.
    public func glassEffectUnion(id: (some Hashable & Sendable)?, namespace: Namespace.ID) -> some View { self }
    public func glassEffectTransition(_ transition: GlassEffectTransition) -> some View { self }
}

/// How glass appears and disappears; a still shows it at rest.
public struct GlassEffectTransition: Sendable {
    public static let identity = GlassEffectTransition(), materialize = GlassEffectTransition()
    public static func matchedGeometry(properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center) -> GlassEffectTransition {
        GlassEffectTransition()
    }
}

/// Groups glass shapes so they blend as they come near, as SwiftUI's `GlassEffectContainer`;
/// a still draws its content as laid out.
nonisolated public struct GlassEffectContainer<Content: View>: View {
    let content: Content
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) { self.content = content() }
    @MainActor public var body: some View { content }
}
