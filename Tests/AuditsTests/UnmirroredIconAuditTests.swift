import Testing

@testable import Audits
@testable import Rendering
@testable import ScreenLayout

/// Lays out `body` right to left (or left to right) and returns the unmirrored-icon findings.
private func unmirrored(_ body: Node, direction: LayoutDirection = .rightToLeft) throws -> [AuditFinding] {
    let renderer = try Renderer()
    var env = LayoutEnvironment(device: .iPhone17Pro, theme: try theme.get())
    env.layoutDirection = direction
    let layout = try LayoutEngine(measurer: renderer.textSystem, images: renderer.images).layout(body, in: env)
    return try LayoutAuditor(renderer: renderer).audit(layout, environment: env, context: "Test/rtl", audits: [.unmirroredIcon])
}

@Suite struct UnmirroredIconAuditTests {
    @Test func iconsWithAMirroredGlyphPass() throws {
        let body = HStack {
            Icon(IconName(glyph: "chevron_right"), size: .iconSmall)
            Icon(IconName(glyph: "arrow_back"), size: .iconSmall)
        }
        #expect(try unmirrored(body).isEmpty)
    }

    @Test func anIconThatPointsButCannotMirrorIsAFinding() throws {
        let findings = try unmirrored(HStack { Icon(IconName(glyph: "send"), size: .iconSmall) })
        #expect(findings.map(\.element) == ["send"])
        #expect(findings.first?.problem.contains("wrong way") == true)
        // Left to right, nothing points the wrong way.
        #expect(try unmirrored(HStack { Icon(IconName(glyph: "send"), size: .iconSmall) }, direction: .leftToRight).isEmpty)
    }

    @Test func anArrowTypedIntoTextIsAFindingABracketIsNot() throws {
        let findings = try unmirrored(VStack { Text("Next →", style: .body) })
        #expect(findings.count == 1 && findings.first?.problem.contains("U+2192") == true)
        // Brackets and guillemets are mirrored by the bidi algorithm itself.
        #expect(try unmirrored(VStack { Text("(Next) «more»", style: .body) }).isEmpty)
    }
}
