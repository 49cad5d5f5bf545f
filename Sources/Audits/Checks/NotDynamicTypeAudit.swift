import ScreenLayout
import Theme

extension LayoutAudit {
    /// Text whose size is not one of the theme's Dynamic Type styles at the screen's content
    /// size category, so it would not grow with the user's text size.
    ///
    /// ```swift
    /// Text("Day 4", style: .body)  // a text style, not a fixed point size
    /// ```
    public static let notDynamicType = LayoutAudit(name: "not-dynamic-type") { screen in
        let env = screen.environment
        let sizes = Set(TextStyle.allCases.map { env.theme.font($0, at: env.contentSize).size })
        return screen.texts.compactMap { t in
            guard let font = t.font, !sizes.contains(font.size) else { return nil }
            return AuditProblem(
                element: t.auditName, frame: t.frame, problem: "is \(points(font.size)) pt, not a Dynamic Type style at \(env.contentSize.tokenName)",
                fix: "use a text style (.body, .headline, …) instead of a fixed size")
        }
    }
}
