import Testing

@testable import Audits
@testable import Rendering
@testable import ScreenLayout

/// Strings that fit in English but not 40 % longer: the truncation audit under the expanded
/// pseudo-language names the pseudo-language.
@Suite struct ExpandedTextAuditTests {
    private func truncations(_ body: Node, pseudo: PseudoLocale?) throws -> [AuditFinding] {
        let renderer = try Renderer()
        var env = LayoutEnvironment(device: .iPhone17Pro, theme: try theme.get())
        env.pseudoLocale = pseudo
        let layout = try LayoutEngine(measurer: renderer.textSystem, images: renderer.images).layout(body, in: env)
        return try LayoutAuditor(renderer: renderer).audit(layout, environment: env, context: "Test/expanded", audits: [.truncatedText])
    }

    @Test func aLabelThatFitsOnlyInEnglishIsAFindingWhenExpanded() throws {
        let body = VStack { Text("Get started", style: .body, lineLimit: 1).frame(width: 95) }
        #expect(try truncations(body, pseudo: nil).isEmpty)
        let findings = try truncations(body, pseudo: .expanded)
        #expect(findings.count == 1)
        #expect(findings.first?.problem == "is truncated in the expanded pseudo-language")
    }

    @Test func verbatimDataIsNotExpanded() throws {
        let body = VStack { Text("Get started", style: .body, lineLimit: 1).verbatim().frame(width: 95) }
        #expect(try truncations(body, pseudo: .expanded).isEmpty)
    }
}
