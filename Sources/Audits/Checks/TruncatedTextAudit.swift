import ScreenLayout

extension LayoutAudit {
    /// Text that is truncated, or clipped by its container outside a scroll view, without
    /// having declared `.truncationAllowed()`.
    ///
    /// ```swift
    /// Text(title, style: .title1, lineLimit: 1).truncationAllowed()  // accepted by design
    /// ```
    ///
    /// Under a pseudo-language (``ScreenLayout/PseudoLocale``) the problem says so: text that
    /// fits in English but not 40 % longer will not fit its translations either.
    public static let truncatedText = LayoutAudit(name: "truncated-text") { screen in
        var problems: [AuditProblem] = []
        let when = screen.environment.pseudoLocale.map { " in the \($0) pseudo-language" } ?? ""
        for t in screen.texts {
            if t.isTruncated && !t.allowsTruncation {
                problems.append(
                    AuditProblem(
                        element: t.auditName, frame: t.frame, problem: "is truncated\(when)",
                        fix: "give it room (let it wrap, or use ViewThatFits), or declare it with .truncationAllowed()"))
            } else if let clip = t.clip, !t.inScrollView, !clip.contains(t.frame, tolerance: AuditedScreen.tolerance), !t.allowsTruncation {
                problems.append(
                    AuditProblem(
                        element: t.auditName, frame: t.frame, problem: "is clipped by its container \(clip)\(when)",
                        fix: "make the container grow with its text or move the clip"))
            }
        }
        return problems
    }
}
