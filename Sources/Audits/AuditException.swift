/// A finding a screen's review accepted, with the reason. `element` names the identifier (or
/// text) it applies to; nil accepts the audit for the whole screen. Refers to the audit by
/// value, so an exception for a team's own audit reads like one for the kit's.
///
/// ```swift
/// AuditException(.tapTarget, element: "toolbar.info", reason: "Decorative; the whole row is the target")
/// AuditException(.minimumTextSize, reason: "The legal footer is set by the store")
/// ```
public struct AuditException: Hashable, Sendable {
    /// The audit whose findings this accepts (matched by name).
    public var check: LayoutAudit
    public var element: String?
    public var reason: String
    public init(_ check: LayoutAudit, element: String? = nil, reason: String) {
        self.check = check
        self.element = element
        self.reason = reason
    }

    /// Whether this exception accepts `finding`.
    public func accepts(_ finding: AuditFinding) -> Bool { check == finding.check && (element == nil || element == finding.element) }
}
