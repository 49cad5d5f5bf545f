import ScreenLayout

nonisolated extension View {
    /// An inspector, as SwiftUI's `inspector(isPresented:content:)`, drawn while presented as
    /// iOS shows it: on compact widths a sheet; on regular widths a 320 pt column at the
    /// trailing edge, beside the view and apart from it by a separator.
    ///
    /// ```swift
    /// Editor().inspector(isPresented: .constant(true)) { Form { … } }
    /// ```
    public func inspector<Content: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> Content) -> some View {
        Inspecting(content: self, inspector: content(), isPresented: isPresented.wrappedValue)
    }

    /// The inspector column's width (ignored on compact widths, where it is a sheet).
    public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }
    public func inspectorColumnWidth(_ width: CGFloat) -> some View { self }
}

nonisolated struct Inspecting<Content: View, Inspector: View>: PrimitiveView {
    let content: Content
    let inspector: Inspector
    let isPresented: Bool

    @MainActor func resolve(in context: ResolveContext) -> [Node] {
        guard isPresented else { return content.nodes(in: context) }
        guard context.environment.horizontalSizeClass == .regular else {
            let inspector = inspector
            return Presenting(content: content, kind: .sheet, isPresented: true) { inspector }.resolve(in: context)
        }
        return HStack(spacing: 0) {
            content.frame(maxWidth: .infinity, maxHeight: .infinity)
            Divider()
            inspector.frame(width: 320).frame(maxHeight: .infinity, alignment: .top)
        }
        .nodes(in: context)
    }
}
