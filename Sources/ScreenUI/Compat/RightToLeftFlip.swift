import ScreenLayout

nonisolated extension View {
    /// Mirrors the view in a right-to-left layout, as SwiftUI's
    /// `flipsForRightToLeftLayoutDirection`: left to right it changes nothing; right to left the
    /// kit does not mirror the pixels, so the view is drawn unmirrored with an unsupported-view
    /// finding.
    ///
    /// ```swift
    /// Image(systemName: "arrow.right").flipsForRightToLeftLayoutDirection(true)
    /// ```
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool, fileID: String = #fileID, line: Int = #line) -> some View {
        wrapping { node, context in
            guard enabled, context.environment.layoutDirection == .rightToLeft else { return node }
            let feature = UnsupportedFeature(
                feature: "flipsForRightToLeftLayoutDirection: the view is drawn unmirrored", fix: "see the kit's list of SwiftUI limits",
                file: fileID, line: line)
            return Node(.unsupported(feature), children: [node])
        }
    }
}
