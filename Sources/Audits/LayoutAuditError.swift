/// Why a list of audits cannot run: a name that exceptions and the report could not use.
///
/// ```swift
/// try LayoutAuditor(renderer: r).audit(layout, environment: env, context: name, audits: [.tapTarget, .tapTarget])
/// // LayoutAuditError.duplicateName("tap-target")
/// ```
public enum LayoutAuditError: Error, Equatable, CustomStringConvertible {
    /// Two audits of one run share a name, so an exception could not tell them apart.
    case duplicateName(String)
    /// The name is not lowercase words joined by hyphens.
    case invalidName(String)

    public var description: String {
        switch self {
        case .duplicateName(let name):
            return "Two audits are named '\(name)'. Audit names identify them in findings, exceptions and the report: "
                + "list each audit once, and give a team's own audits names of their own."
        case .invalidName(let name):
            return "Invalid audit name '\(name)': use lowercase letters and digits in words joined by hyphens, "
                + "the member's name spelled out ('minimum-text-size' for .minimumTextSize), so the report's suggested AuditException compiles."
        }
    }
}
