import Audits

/// Layout-audit findings that no exception of the state accepts: a snapshot with these fails
/// even when its pixels match.
///
/// ```swift
/// throw AuditFailure(findings: unaccepted)
/// ```
public struct AuditFailure: Error, CustomStringConvertible, Sendable {
    public var findings: [AuditFinding]
    public init(findings: [AuditFinding]) { self.findings = findings }
    public var description: String {
        findings.map(\.description).joined(separator: "\n")
            + "\nFix the layout, or accept a finding with an AuditException (and a reason) in the state's registration."
    }
}
