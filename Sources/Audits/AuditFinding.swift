import ScreenLayout

/// One layout problem: which check, where (screen and configuration), which element and
/// frame, and what to change.
///
/// ```swift
/// print(finding)  // [tap-target] Welcome/default on iphonese-portrait-light: 'welcome.close' at (…) is 30×30 pt; …
/// ```
public struct AuditFinding: Hashable, Sendable, CustomStringConvertible {
    public var check: AuditCheck
    public var context: String
    public var element: String
    public var frame: Rect
    public var problem: String
    public var fix: String

    public var description: String { "[\(check)] \(context): '\(element)' at \(frame) \(problem); \(fix)" }

    /// Whether one of `exceptions` accepts this finding.
    public func isAccepted(by exceptions: [AuditException]) -> Bool {
        exceptions.contains { $0.check == check && ($0.element == nil || $0.element == element) }
    }
}
