import ScreenLayout
import Theme

extension LayoutAudit {
    /// Interactive elements smaller than the theme's minimum tap target (44×44 pt, as the HIG
    /// asks) in either direction.
    ///
    /// ```swift
    /// AuditException(.tapTarget, element: "sheet.grabber", reason: "Decorative; the whole sheet drags")
    /// ```
    public static let tapTarget = LayoutAudit(name: "tap-target") { screen in
        let minimum = screen.environment.theme.dimension(.minTapTarget)
        let eps = AuditedScreen.tolerance
        return screen.controls.filter { $0.frame.width < minimum - eps || $0.frame.height < minimum - eps }.map { c in
            AuditProblem(
                element: c.auditName, frame: c.frame, problem: "is \(points(c.frame.width))×\(points(c.frame.height)) pt",
                fix: "make it at least \(points(minimum))×\(points(minimum)) pt (padding or frame(minWidth:minHeight:))")
        }
    }
}
