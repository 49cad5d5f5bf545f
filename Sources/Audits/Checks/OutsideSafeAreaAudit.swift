import ScreenLayout

extension LayoutAudit {
    /// Text, controls and icons outside the safe area; only full-bleed backgrounds and photos
    /// (`ignoresSafeArea()`) may go there.
    ///
    /// ```swift
    /// Color(.background).ignoresSafeArea()  // a background may bleed; content may not
    /// ```
    public static let outsideSafeArea = LayoutAudit(name: "outside-safe-area") { screen in
        let safe = screen.safeArea
        let eps = AuditedScreen.tolerance
        var problems: [AuditProblem] = []
        for t in screen.texts + screen.controls {
            let visible = t.visibleFrame
            if visible.width > 0, visible.height > 0, !safe.contains(visible, tolerance: eps) {
                problems.append(
                    AuditProblem(
                        element: t.auditName, frame: visible, problem: "extends outside the safe area \(safe)",
                        fix: "keep content inside the safe area; only backgrounds and photos may bleed"))
            }
        }
        for d in screen.layout.drawn where d.kind == .icon && !d.isFullBleed {
            let visible = d.visibleFrame
            if visible.width > 0, visible.height > 0, !safe.contains(visible, tolerance: eps) {
                problems.append(
                    AuditProblem(
                        element: d.identifier ?? "icon", frame: visible, problem: "extends outside the safe area \(safe)",
                        fix: "keep icons inside the safe area"))
            }
        }
        return problems
    }
}
