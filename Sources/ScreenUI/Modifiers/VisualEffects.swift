/// Effects a scroll transition or a visual effect applies, as SwiftUI's `VisualEffect`: the
/// closure's calls are recorded, and what the kit draws (opacity, offset, scale, rotation, blur)
/// is applied; a 3D rotation or colour effect that changes anything is reported.
public protocol VisualEffect {}

/// The effects a closure asked for, in order.
public struct EmptyVisualEffect: VisualEffect, Sendable {
    var opacity: Double = 1
    var offset = CGSize.zero
    var scale = CGSize(width: 1, height: 1)
    var scaleAnchor = UnitPoint.center
    var rotation = Angle.zero
    var rotationAnchor = UnitPoint.center
    var blurRadius: CGFloat = 0
    var unsupported: [String] = []
    public init() {}
    public func opacity(_ value: Double) -> EmptyVisualEffect { with { $0.opacity *= value } }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> EmptyVisualEffect {
        with { $0.offset = CGSize(width: $0.offset.width + x, height: $0.offset.height + y) }
    }
    public func offset(_ offset: CGSize) -> EmptyVisualEffect { self.offset(x: offset.width, y: offset.height) }
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> EmptyVisualEffect {
        scaleEffect(x: scale, y: scale, anchor: anchor)
    }
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> EmptyVisualEffect {
        with {
            $0.scale = CGSize(width: $0.scale.width * x, height: $0.scale.height * y)
            $0.scaleAnchor = anchor
        }
    }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> EmptyVisualEffect {
        with {
            $0.rotation = Angle(radians: $0.rotation.radians + angle.radians)
            $0.rotationAnchor = anchor
        }
    }
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> EmptyVisualEffect {
        with { if angle.radians != 0 { $0.unsupported.append("rotation3DEffect") } }
    }
    public func blur(radius: CGFloat, opaque: Bool = false) -> EmptyVisualEffect {
        with { $0.blurRadius += radius }
    }
    public func brightness(_ amount: Double) -> EmptyVisualEffect { with { if amount != 0 { $0.unsupported.append("brightness") } } }
    public func saturation(_ amount: Double) -> EmptyVisualEffect { with { if amount != 1 { $0.unsupported.append("saturation") } } }
    public func grayscale(_ amount: Double) -> EmptyVisualEffect { with { if amount != 0 { $0.unsupported.append("grayscale") } } }
    public func hueRotation(_ angle: Angle) -> EmptyVisualEffect { with { if angle.radians != 0 { $0.unsupported.append("hueRotation") } } }

    func with(_ change: (inout EmptyVisualEffect) -> Void) -> EmptyVisualEffect {
        var copy = self
        change(&copy)
        return copy
    }
}

/// Where a view is in its scroll transition; a still shows content at rest, `.identity`.
public enum ScrollTransitionPhase: Hashable, Sendable {
    case topLeading, identity, bottomTrailing
    public var isIdentity: Bool { self == .identity }
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }
}

public struct ScrollTransitionConfiguration: Sendable {
    public static let identity = ScrollTransitionConfiguration(), interactive = ScrollTransitionConfiguration()
    public static let animated = ScrollTransitionConfiguration()
    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration { ScrollTransitionConfiguration() }
    public func threshold(_ threshold: ScrollTransitionThreshold) -> ScrollTransitionConfiguration { self }
}

public struct ScrollTransitionThreshold: Sendable {
    public static let visible = ScrollTransitionThreshold(), hidden = ScrollTransitionThreshold(), centered = ScrollTransitionThreshold()
    public static func visible(_ amount: Double) -> ScrollTransitionThreshold { ScrollTransitionThreshold() }
}

nonisolated extension View {
    /// The effect the closure gives for the `.identity` phase (content at rest), applied.
    public func scrollTransition(
        _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil, fileID: String = #fileID, line: Int = #line,
        transition: @escaping (EmptyVisualEffect, ScrollTransitionPhase) -> EmptyVisualEffect
    ) -> some View {
        applying(transition(EmptyVisualEffect(), .identity), fileID: fileID, line: line)
    }
    public func scrollTransition(
        topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil, fileID: String = #fileID,
        line: Int = #line, transition: @escaping (EmptyVisualEffect, ScrollTransitionPhase) -> EmptyVisualEffect
    ) -> some View {
        applying(transition(EmptyVisualEffect(), .identity), fileID: fileID, line: line)
    }
    /// Effects computed from the view's geometry after layout: not applied, and reported.
    public func visualEffect(
        fileID: String = #fileID, line: Int = #line, _ effect: @escaping (EmptyVisualEffect, GeometryProxy) -> EmptyVisualEffect
    ) -> some View {
        unsupported("visualEffect: effects computed from geometry are not applied", fileID: fileID, line: line)
    }
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center, fileID: String = #fileID, line: Int = #line) -> some View {
        scaleEffect(x: scale.width, y: scale.height, anchor: anchor, fileID: fileID, line: line)
    }

    private func applying(_ effect: EmptyVisualEffect, fileID: String, line: Int) -> some View {
        let problems = effect.unsupported
        return self.blur(radius: effect.blurRadius)
            .transformed(rotation: 0, x: effect.scale.width, y: effect.scale.height, anchor: effect.scaleAnchor)
            .transformed(rotation: effect.rotation.radians, x: 1, y: 1, anchor: effect.rotationAnchor)
            .opacity(effect.opacity).offset(effect.offset)
            .unsupportedIf(!problems.isEmpty, problems.joined(separator: ", ") + ": not drawn", fileID: fileID, line: line)
    }
}
