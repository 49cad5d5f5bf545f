import ScreenLayout

/// What one ``LayoutAudit`` check found on one element: which element (its identifier, else
/// its text — see ``ScreenLayout/SemanticsElement/auditName``), where, what is wrong and what to
/// change. The audit adds its name and the snapshot's to make an ``AuditFinding``.
///
/// ```swift
/// AuditProblem(element: "settings.close", frame: frame, problem: "is 30×30 pt", fix: "make it at least 44×44 pt")
/// ```
public struct AuditProblem: Hashable, Sendable {
    /// The identifier (or text, or role) an ``AuditException`` names to accept this problem.
    public var element: String
    public var frame: Rect
    /// Completes "'element' at frame …": `is truncated`, `is 30×30 pt`.
    public var problem: String
    /// What to change, as an instruction.
    public var fix: String

    public init(element: String, frame: Rect, problem: String, fix: String) {
        self.element = element
        self.frame = frame
        self.problem = problem
        self.fix = fix
    }
}
