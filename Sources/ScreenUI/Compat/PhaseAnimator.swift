import ScreenLayout

/// The view a phase or keyframe animator was applied to, handed to its content closure, as
/// SwiftUI's `PlaceholderContentView`.
nonisolated public struct PlaceholderContentView<Value>: View {
    let content: AnyView
    init<V: View>(content: V) { self.content = AnyView(content) }
    @MainActor public var body: some View { content }
}

/// SwiftUI's `PhaseAnimator`: a view that cycles through phases, or steps through them when its
/// trigger changes. A still is the view at rest, before any cycle or trigger: its first phase.
/// An empty list of phases (which traps on iOS) draws nothing and is reported as an
/// unsupported-view finding naming the call.
///
/// ```swift
/// PhaseAnimator([0.6, 1.2, 1.0]) { scale in Image(systemName: "heart.fill").scaleEffect(scale) }   // at 0.6
/// ```
nonisolated public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let first: Phase?
    let content: (Phase) -> Content
    let fileID: String
    let line: Int

    public init(
        _ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }, fileID: String = #fileID, line: Int = #line
    ) {
        self.init(phases, content: content, animation: animation, fileID: fileID, line: line)
    }

    public init(
        _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }, fileID: String = #fileID, line: Int = #line
    ) {
        first = phases.first { _ in true }
        self.content = content
        self.fileID = fileID
        self.line = line
    }

    @MainActor public var body: some View {
        if let first {
            content(first)
        } else {
            Node(
                .unsupported(UnsupportedFeature(feature: "PhaseAnimator with no phases", fix: "give it at least one phase", file: fileID, line: line))
            )
        }
    }
}

nonisolated extension View {
    /// Cycles the view through `phases`, as SwiftUI's `phaseAnimator`; a still shows the first.
    public func phaseAnimator<Phase: Equatable, Content: View>(
        _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }, fileID: String = #fileID, line: Int = #line
    ) -> some View {
        PhaseAnimator(phases, content: { content(PlaceholderContentView<Self>(content: self), $0) }, animation: animation, fileID: fileID, line: line)
    }

    /// Steps the view through `phases` each time `trigger` changes, as SwiftUI's
    /// `phaseAnimator(_:trigger:content:animation:)`; at rest, and so in a still, the first.
    public func phaseAnimator<Phase: Equatable, Content: View>(
        _ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }, fileID: String = #fileID, line: Int = #line
    ) -> some View {
        PhaseAnimator(phases, content: { content(PlaceholderContentView<Self>(content: self), $0) }, animation: animation, fileID: fileID, line: line)
    }
}
