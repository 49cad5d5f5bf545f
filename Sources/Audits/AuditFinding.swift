import ScreenLayout

/// One layout problem: which audit, where (screen and configuration), which element and
/// frame, and what to change.
///
/// ```swift
/// print(finding)  // [tap-target] Welcome/default on iphonese-portrait-light: 'welcome.close' at (…) is 30×30 pt; …
/// ```
public struct AuditFinding: Hashable, Sendable, CustomStringConvertible {
    /// The audit that found it.
    public var check: LayoutAudit
    public var context: String
    public var element: String
    public var frame: Rect
    public var problem: String
    public var fix: String

    public init(check: LayoutAudit, context: String, element: String, frame: Rect, problem: String, fix: String) {
        self.check = check
        self.context = context
        self.element = element
        self.frame = frame
        self.problem = problem
        self.fix = fix
    }

    public var description: String { "[\(check)] \(context): '\(element)' at \(frame) \(problem); \(fix)" }

    /// Whether one of `exceptions` accepts this finding.
    public func isAccepted(by exceptions: [AuditException]) -> Bool { exceptions.contains { $0.accepts(self) } }
}
