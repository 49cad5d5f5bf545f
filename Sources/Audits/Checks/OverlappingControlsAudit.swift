import ScreenLayout

extension LayoutAudit {
    /// Interactive elements of the same layer that overlap, so a tap could land on either. A
    /// control floating over a scroll view (the tab bar over scrolled content) is above it, as
    /// on iOS: only controls of the same layer compete for a tap.
    ///
    /// ```swift
    /// try LayoutAuditor(renderer: renderer).audit(layout, environment: env, context: name, audits: [.overlappingControls])
    /// ```
    public static let overlappingControls = LayoutAudit(name: "overlapping-controls") { screen in
        let controls = screen.controls
        let eps = AuditedScreen.tolerance
        var problems: [AuditProblem] = []
        for i in controls.indices {
            for j in controls.indices where j > i && controls[i].inScrollView == controls[j].inScrollView {
                let a = controls[i].visibleFrame
                let b = controls[j].visibleFrame
                let w = min(a.maxX, b.maxX) - max(a.minX, b.minX)
                let h = min(a.maxY, b.maxY) - max(a.minY, b.minY)
                if w > eps && h > eps {
                    problems.append(
                        AuditProblem(
                            element: controls[i].auditName, frame: a, problem: "overlaps '\(controls[j].auditName)' at \(b)",
                            fix: "separate the controls so each tap lands on one (spacing, or one control per row)"))
                }
            }
        }
        return problems
    }
}
