import ScreenLayout

extension LayoutAudit {
    /// Anything drawn outside the screen that is not inside a scroll view.
    ///
    /// ```swift
    /// ScrollView { wideRow }  // content past the edge scrolls instead of being lost
    /// ```
    public static let offScreen = LayoutAudit(name: "off-screen") { screen in
        let bounds = screen.bounds
        return screen.layout.drawn.filter { !$0.inScrollView && !bounds.contains($0.frame, tolerance: AuditedScreen.tolerance) }.map { d in
            AuditProblem(
                element: d.identifier ?? d.kind.rawValue, frame: d.frame,
                problem: "is drawn outside the \(points(bounds.width))×\(points(bounds.height)) pt screen",
                fix: "constrain it to the screen or put it in a ScrollView")
        }
    }
}
