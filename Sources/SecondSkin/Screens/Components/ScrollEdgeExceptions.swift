import ScreenLayout

extension AuditException {
    /// Controls of a scrolling column that the snapshot catches cut by the bottom edge of their
    /// scroll view, right above the bar pinned below it (the tab bar, a Finish button). The
    /// scroll view clips them there, so only their visible part is on screen or tappable, but
    /// the overlapping-controls audit compares whole frames and ignores that clip. One
    /// exception per control, by identifier, so any other overlap on the screen still fails.
    ///
    /// ```swift
    /// ScreenState(name: "grid", auditExceptions: .cutByScrollEdge(["collection.piece.Moth"], above: "the tab bar")) { … }
    /// ```
    static func cutByScrollEdge(_ elements: [String], above bar: String) -> [AuditException] {
        elements.map {
            AuditException(
                .overlappingControls, element: $0,
                reason:
                    "Scrolled content cut by the bottom edge of its scroll view, above \(bar): only the part above the edge is visible and "
                    + "tappable, but the audit compares the whole frame and ignores the scroll view's clip.")
        }
    }
}

extension Array where Element == AuditException {
    /// ``AuditException/cutByScrollEdge(_:above:)`` as a list for `ScreenState(auditExceptions:)`.
    static func cutByScrollEdge(_ elements: [String], above bar: String) -> [AuditException] {
        AuditException.cutByScrollEdge(elements, above: bar)
    }
}
