import ScreenLayout

/// A layout description is a view: a design system's components written with the kit's
/// `Node` builders (token spacing, token colours, text styles) sit in a SwiftUI body beside
/// the SwiftUI vocabulary, and resolve to themselves.
///
/// ```swift
/// struct Card: View {
///     var body: some View { ScreenLayout.VStack(spacing: .s) { ScreenLayout.Text("Hi", style: .headline) } }
/// }
/// ```
extension Node: PrimitiveView {
    @MainActor public func resolve(in context: ResolveContext) -> [Node] { [self] }
}
