import ScreenLayout

nonisolated extension View {
    /// How the symbols inside are drawn, as SwiftUI's `symbolRenderingMode`: the kit draws every
    /// symbol in one colour, so `.monochrome` (and `nil`) change nothing and the other modes are
    /// drawn monochrome with an unsupported-view finding.
    ///
    /// ```swift
    /// Label("Refill", systemImage: "drop.fill").symbolRenderingMode(.hierarchical)
    /// ```
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?, fileID: String = #fileID, line: Int = #line) -> some View {
        wrapping { node, _ in
            guard let mode, mode != .monochrome else { return node }
            let feature = UnsupportedFeature(
                feature: "symbolRenderingMode(.\(mode)): symbols drawn monochrome", fix: "see the kit's list of SwiftUI limits", file: fileID,
                line: line)
            return Node(.unsupported(feature), children: [node])
        }
    }
}
