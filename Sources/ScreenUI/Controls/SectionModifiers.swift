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

extension View {
    /// How prominent section headers are; iOS draws `.increased` headers larger, which the kit
    /// does not yet, so that case is reported.
    public func headerProminence(_ prominence: Prominence, fileID: String = #fileID, line: Int = #line) -> some View {
        unsupportedIf(prominence == .increased, "headerProminence(.increased): headers drawn at the standard size", fileID: fileID, line: line)
    }
    public func listSectionSpacing(_ spacing: ListSectionSpacing, fileID: String = #fileID, line: Int = #line) -> some View {
        unsupportedIf(spacing != .default, "listSectionSpacing: sections keep the standard spacing", fileID: fileID, line: line)
    }
    public func listSectionSpacing(_ spacing: CGFloat, fileID: String = #fileID, line: Int = #line) -> some View {
        unsupported("listSectionSpacing: sections keep the standard spacing", fileID: fileID, line: line)
    }
    public func listRowSpacing(_ spacing: CGFloat?, fileID: String = #fileID, line: Int = #line) -> some View {
        unsupportedIf(spacing != nil, "listRowSpacing: rows keep the standard spacing", fileID: fileID, line: line)
    }
    /// The style `.background` paints with below; the kit's backgrounds read the system one.
    public func backgroundStyle<S: ShapeStyle>(_ style: S, fileID: String = #fileID, line: Int = #line) -> some View {
        unsupported("backgroundStyle: .background paints the system background", fileID: fileID, line: line)
    }
}

public enum Prominence: Hashable, Sendable { case standard, increased }
public struct ListSectionSpacing: Hashable, Sendable {
    let name: String
    public static let `default` = ListSectionSpacing(name: "default"), compact = ListSectionSpacing(name: "compact")
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(name: "\(spacing)") }
}
