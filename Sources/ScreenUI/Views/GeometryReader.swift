import ScreenLayout

/// A view whose content is made from the size it is offered, as SwiftUI's `GeometryReader`: it
/// takes the whole offer and places its content at its top left.
///
/// ```swift
/// GeometryReader { proxy in
///     Capsule().fill(.blue).frame(width: proxy.size.width * progress)
/// }
/// .frame(height: 8)
/// ```
nonisolated public struct GeometryReader<Content: View>: PrimitiveView {
    let content: (GeometryProxy) -> Content
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

    @MainActor public func resolve(in context: ResolveContext) -> [Node] {
        let content = self.content
        let make: @MainActor (GeometryInfo) -> Node = { info in
            let proxy = GeometryProxy(info: info)
            let view = context.evaluate { content(proxy) }
            return Node(.zstack(.topLeading), children: view.nodes(in: context))
        }
        return [Node(.geometry(GeometryProvider(make: MainActorWaiting.call(make))))]
    }
}

/// The geometry a `GeometryReader`'s content is made for, as SwiftUI's `GeometryProxy`.
public struct GeometryProxy: Sendable {
    let info: GeometryInfo
    public var size: CGSize { CGSize(width: info.size.width, height: info.size.height) }
    public var safeAreaInsets: EdgeInsets {
        EdgeInsets(
            top: info.safeAreaInsets.top, leading: info.safeAreaInsets.leading, bottom: info.safeAreaInsets.bottom,
            trailing: info.safeAreaInsets.trailing)
    }
    /// The frame in the local space (at the origin), in the nearest scroll view's visible
    /// rect (at rest, unscrolled; on the screen outside a scroll view), or on the screen
    /// (global and named spaces).
    public func frame(in space: CoordinateSpace) -> CGRect {
        switch space {
        case .local:
            return CGRect(x: 0, y: 0, width: info.size.width, height: info.size.height)
        case .scrollView:
            let origin = info.scrollViewport?.origin ?? Point(x: 0, y: 0)
            return CGRect(x: info.frame.minX - origin.x, y: info.frame.minY - origin.y, width: info.frame.width, height: info.frame.height)
        case .global, .named:
            return CGRect(x: info.frame.minX, y: info.frame.minY, width: info.frame.width, height: info.frame.height)
        }
    }
    /// The proxy's rect in a named space: its frame there (the anchor's own rect).
    public func bounds(of space: NamedCoordinateSpace) -> CGRect? { frame(in: space.coordinateSpace) }
    public func frame(in space: some CoordinateSpaceProtocol) -> CGRect { frame(in: space.coordinateSpace) }
}

/// Coordinate spaces, as SwiftUI's `CoordinateSpace`.
public enum CoordinateSpace: Hashable {
    case global, local
    case named(AnyHashable)
    /// The nearest scroll view's visible rect (iOS 17's `.scrollView`).
    case scrollView
}

/// A coordinate space of the newer API (`.local`, `.global`, `.named("x")`).
public protocol CoordinateSpaceProtocol { var coordinateSpace: CoordinateSpace { get } }
public struct LocalCoordinateSpace: CoordinateSpaceProtocol { public var coordinateSpace: CoordinateSpace { .local } }
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol { public var coordinateSpace: CoordinateSpace { .global } }
/// A named space, or the nearest scroll view's (`.scrollView`, `.scrollView(axis:)`), as
/// SwiftUI's `NamedCoordinateSpace`.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Hashable {
    public let coordinateSpace: CoordinateSpace
    init(name: String) { coordinateSpace = .named(name) }
    init(space: CoordinateSpace) { coordinateSpace = space }
}
extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(space: .scrollView) }
    public static func scrollView(axis: Axis) -> NamedCoordinateSpace { NamedCoordinateSpace(space: .scrollView) }
}
extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace { public static var local: LocalCoordinateSpace { LocalCoordinateSpace() } }
extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace { public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() } }
extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    public static func named(_ name: String) -> NamedCoordinateSpace { NamedCoordinateSpace(name: name) }
}

nonisolated extension View {
    public func coordinateSpace(name: AnyHashable) -> some View { self }
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View { self }
}

/// Calls main-actor view code from layout. Layout of views runs while the main actor waits for
/// it: the view assertion lays out on the main thread, and the catalog runner's main thread
/// blocks until its workers finish. So a geometry reader's content is never made concurrently
/// with other main-actor work, and the isolation can be assumed without a hop (a hop would
/// deadlock the waiting main thread).
enum MainActorWaiting {
    final class Box<Input, Output>: @unchecked Sendable {
        let make: (Input) -> Output
        init(_ make: @escaping (Input) -> Output) { self.make = make }
    }
    static func call<Input, Output>(_ make: @escaping @MainActor (Input) -> Output) -> @Sendable (Input) -> Output {
        let box = Box(unsafeBitCast(make, to: ((Input) -> Output).self))
        return { input in box.make(input) }
    }
}
