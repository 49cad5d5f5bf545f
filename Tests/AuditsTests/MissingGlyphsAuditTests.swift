import Testing

@testable import Audits
@testable import Rendering
@testable import ScreenLayout

@Suite struct MissingGlyphsAuditTests {
    @Test func textEveryFontCoversPasses() throws {
        let body = VStack { Text("Ink مرحبا שלום नमस्ते สวัสดี 墨 🌹 👩\u{200D}👩\u{200D}👧", style: .body) }.padding(.all, .l)
        #expect(try audit(body).filter { $0.check == .missingGlyphs }.isEmpty)
    }

    @Test func aCodePointNoFontHasIsAFindingNamingTheTextAndCodePoint() throws {
        let body = VStack { Text("Ink \u{12000}", style: .body) }.padding(.all, .l)
        let findings = try audit(body).filter { $0.check == .missingGlyphs }
        #expect(findings.count == 1)
        #expect(findings.first?.element == "Ink \u{12000}")
        #expect(findings.first?.problem.contains("U+12000") == true)
        #expect(LayoutAudit.codePointName("\u{41}") == "U+0041")
    }
}
