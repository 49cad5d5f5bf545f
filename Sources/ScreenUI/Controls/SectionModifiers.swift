// The older value forms of `Section` (`Section(header: Text("A"), footer: Text("B")) { … }`),
// drawn as the builder forms are.
extension Section {
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { footer })
    }
}

extension Section where Parent == EmptyView {
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { footer })
    }
}

nonisolated extension View {
    /// The style `.background` paints with below; the kit's backgrounds read the system one.
    public func backgroundStyle<S: ShapeStyle>(_ style: S, fileID: String = #fileID, line: Int = #line) -> some View {
        unsupported("backgroundStyle: .background paints the system background", fileID: fileID, line: line)
    }
}
