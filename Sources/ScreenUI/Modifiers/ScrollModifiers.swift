// How scroll views behave when scrolled; a still shows them at rest, at the top (or at the
// anchor they ask for, which is reported when it is not the top).
nonisolated extension View {
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View { self }
    public func defaultScrollAnchor(_ anchor: UnitPoint?, fileID: String = #fileID, line: Int = #line) -> some View {
        unsupportedIf(
            anchor != nil && anchor != .top && anchor != .topLeading, "defaultScrollAnchor: the scroll view is drawn scrolled to its top",
            fileID: fileID, line: line)
    }
    public func onScrollGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (ScrollGeometry) -> T, action: @escaping (T, T) -> Void
    ) -> some View { self }
    public func onScrollPhaseChange(_ action: @escaping (ScrollPhase, ScrollPhase) -> Void) -> some View { self }
}

public struct ScrollBounceBehavior: Sendable {
    public static let automatic = ScrollBounceBehavior(), always = ScrollBounceBehavior(), basedOnSize = ScrollBounceBehavior()
}
public struct ScrollGeometry: Sendable {
    public var contentOffset: CGPoint = .zero
    public var contentSize: CGSize = .zero
    public var containerSize: CGSize = .zero
    public var contentInsets = EdgeInsets()
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }
    public var bounds: CGRect { CGRect(origin: .zero, size: containerSize) }
}

/// Where a scroll view settles after a swipe, as SwiftUI's `ScrollTargetBehavior`: a still is
/// never swiped, so `updateTarget` is not called.
///
/// ```swift
/// struct Snap: ScrollTargetBehavior {
///     func updateTarget(_ target: inout ScrollTarget, context: TargetContext) { target.rect.origin.y.round() }
/// }
/// ```
public protocol ScrollTargetBehavior {
    typealias TargetContext = ScrollTargetBehaviorContext
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
}

/// The rect a scroll view will show, as SwiftUI's `ScrollTarget`.
public struct ScrollTarget: Sendable {
    public var rect: CGRect
    public var anchor: UnitPoint?
    public init(rect: CGRect, anchor: UnitPoint? = nil) {
        self.rect = rect
        self.anchor = anchor
    }
}

/// What a scroll target behavior knows, as SwiftUI's `ScrollTargetBehaviorContext`.
public struct ScrollTargetBehaviorContext: Sendable {
    public var originalTarget: ScrollTarget
    public var velocity: CGVector
    public var contentSize: CGSize
    public var containerSize: CGSize
    public var axes: Axis.Set
}

extension ScrollTargetBehaviorKind: ScrollTargetBehavior {
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
}

extension ScrollTargetBehavior where Self == ScrollTargetBehaviorKind {
    public static var paging: ScrollTargetBehaviorKind { ScrollTargetBehaviorKind.paging }
    public static var viewAligned: ScrollTargetBehaviorKind { ScrollTargetBehaviorKind.viewAligned }
    public static func viewAligned(limitBehavior: ScrollTargetBehaviorKind.ViewAlignedLimitBehavior) -> ScrollTargetBehaviorKind {
        ScrollTargetBehaviorKind.viewAligned(limitBehavior: limitBehavior)
    }
}

/// A scroll view's position, as SwiftUI's `ScrollPosition` (iOS 18): an edge, a point or a
/// view's identity. A still shows the scroll view at its top; a position anywhere else is
/// reported (see ``View/scrollPosition(_:anchor:fileID:line:)``).
public struct ScrollPosition: Sendable {
    public private(set) var edge: Edge?
    public private(set) var point: CGPoint?
    public private(set) var viewID: AnyHashableSendable?
    public var isPositionedByUser: Bool { false }

    public init(idType: (some Hashable & Sendable).Type = Never.self) {}
    public init(edge: Edge) { self.edge = edge }
    public init(point: CGPoint) { self.point = point }
    public init(x: CGFloat, y: CGFloat) { point = CGPoint(x: x, y: y) }
    public init(id: some Hashable & Sendable, anchor: UnitPoint? = nil) { viewID = AnyHashableSendable(id) }

    public mutating func scrollTo(edge: Edge) { self = ScrollPosition(edge: edge) }
    public mutating func scrollTo(point: CGPoint) { self = ScrollPosition(point: point) }
    public mutating func scrollTo(x: CGFloat) { self = ScrollPosition(x: x, y: point?.y ?? 0) }
    public mutating func scrollTo(y: CGFloat) { self = ScrollPosition(x: point?.x ?? 0, y: y) }
    public mutating func scrollTo(x: CGFloat, y: CGFloat) { self = ScrollPosition(x: x, y: y) }
    public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) { self = ScrollPosition(id: id, anchor: anchor) }
    public func viewID<ID: Hashable>(type: ID.Type) -> ID? { viewID?.base as? ID }

    /// Whether the scroll view is at its top (or not positioned at all).
    var isAtTop: Bool { (edge == nil || edge == .top || edge == .leading) && (point ?? .zero) == .zero && viewID == nil }
}

/// A hashable, sendable value of any type.
public struct AnyHashableSendable: Hashable, @unchecked Sendable {
    public let base: AnyHashable
    public init(_ value: some Hashable & Sendable) { base = AnyHashable(value) }
}

nonisolated extension View {
    /// Binds the scroll view's position, as SwiftUI's `scrollPosition(_:anchor:)`; a still shows
    /// the top, and a position elsewhere is reported as an unsupported-view finding.
    public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil, fileID: String = #fileID, line: Int = #line)
        -> some View
    {
        unsupportedIf(!position.wrappedValue.isAtTop, "scrollPosition: the scroll view is drawn at its top", fileID: fileID, line: line)
    }
}
public enum ScrollPhase: Sendable { case idle, tracking, interacting, decelerating, animating }
