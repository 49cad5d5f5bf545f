import Rendering
import ScreenLayout

/// Runs layout audits over a laid-out screen, in the order given: its semantics elements,
/// the drawn leaves and, for contrast, the pixels actually drawn behind each text. Pixels say
/// something changed; audits say something is wrong.
///
/// ```swift
/// let findings = try LayoutAuditor(renderer: renderer).audit(layout, environment: env, context: "Welcome/default on iphonese")
/// ```
public final class LayoutAuditor {
    let renderer: Renderer

    public init(renderer: Renderer) { self.renderer = renderer }

    /// The findings of `audits` (the kit's eight by default), audit by audit; throws
    /// ``LayoutAuditError`` when two audits share a name or a name is malformed. `scale` is
    /// the one the snapshot was drawn at (see ``AuditedScreen/scale``).
    public func audit(
        _ layout: LayoutResult, environment env: LayoutEnvironment, context: String, audits: [LayoutAudit] = LayoutAudit.all,
        scale: Double = 1
    ) throws -> [AuditFinding] {
        try Self.validate(audits)
        guard !audits.isEmpty else { return [] }
        let screen = AuditedScreen(layout: layout, environment: env, renderer: renderer, scale: scale)
        return try audits.flatMap { try $0.findings(on: screen, context: context) }
    }

    /// Checks that every name is well formed and used once.
    public static func validate(_ audits: [LayoutAudit]) throws {
        var seen = Set<String>()
        for audit in audits {
            let words = audit.name.split(separator: "-", omittingEmptySubsequences: false)
            guard !audit.name.isEmpty,
                words.allSatisfy({ w in !w.isEmpty && w.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) } })
            else { throw LayoutAuditError.invalidName(audit.name) }
            guard seen.insert(audit.name).inserted else { throw LayoutAuditError.duplicateName(audit.name) }
        }
    }
}
