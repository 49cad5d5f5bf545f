// How scroll views behave when scrolled; a still shows them at rest, at the top (or at the
// anchor they ask for, which is reported when it is not the top).
extension View {
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
}
public enum ScrollPhase: Sendable { case idle, tracking, interacting, decelerating, animating }
