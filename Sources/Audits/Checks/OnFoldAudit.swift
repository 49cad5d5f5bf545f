import ScreenLayout

extension LayoutAudit {
    /// On a device with an active fold (the Duo half folded): anything interactive on the
    /// fold, or text crossing it. Only media may cross the fold.
    ///
    /// ```swift
    /// TwoPane { list } detail: { detail }  // splits at the fold, so nothing sits on it
    /// ```
    public static let onFold = LayoutAudit(name: "on-fold") { screen in
        guard let fold = screen.environment.device.activeFold else { return [] }
        let eps = AuditedScreen.tolerance
        let crossing: (Rect) -> Bool = { f in
            fold.isVertical
                ? (f.minX < fold.rect.minX - eps && f.maxX > fold.rect.maxX + eps)
                : (f.minY < fold.rect.minY - eps && f.maxY > fold.rect.maxY + eps)
        }
        var problems: [AuditProblem] = []
        for c in screen.controls where crossing(c.frame) {
            problems.append(
                AuditProblem(
                    element: c.auditName, frame: c.frame, problem: "sits on the fold at \(fold.rect)",
                    fix: "place controls inside one pane (TwoPane splits at the fold)"))
        }
        for t in screen.texts where crossing(t.frame) {
            problems.append(
                AuditProblem(
                    element: t.auditName, frame: t.frame, problem: "crosses the fold at \(fold.rect)",
                    fix: "keep text within one pane; only media may cross the fold"))
        }
        return problems
    }
}
