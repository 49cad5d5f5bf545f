import Foundation
import Snapshots
import Testing

@testable import Audits
@testable import Rendering
@testable import ScreenLayout
@testable import Theme

extension LayoutAudit {
    /// A team's own audit, written outside the kit: no text below 12 pt.
    static let minimumTextSize = LayoutAudit(name: "minimum-text-size") { screen in
        screen.texts.compactMap { text in
            guard let size = text.font?.size, size < 12 else { return nil }
            return AuditProblem(element: text.auditName, frame: text.frame, problem: "is \(size) pt", fix: "use a text style of 12 pt or more")
        }
    }
}

/// Audits are values: the kit's eight keep their names and order, and one written in another
/// module runs, reports and is accepted like them.
@Suite struct CustomAuditTests {
    func tinyPrint() -> Node {
        ZStack {
            Color(.background).ignoresSafeArea()
            VStack(alignment: .leading, spacing: .m) {
                Text("Terms", style: .headline)
                Text("Small print", style: .body).font(size: 10).identifier("terms.footer")
            }
        }
    }

    func run(_ body: Node, audits: [LayoutAudit]) throws -> [AuditFinding] {
        let renderer = try Renderer()
        let env = LayoutEnvironment(device: .iPhone17Pro, colorScheme: .light, contentSize: .large, theme: try theme.get())
        let layout = try LayoutEngine(measurer: renderer.textSystem, images: renderer.images).layout(body, in: env)
        return try LayoutAuditor(renderer: renderer).audit(layout, environment: env, context: "Terms/default", audits: audits)
    }

    @Test func theKitsAuditsInTheirOrder() {
        #expect(
            LayoutAudit.all.map(\.name) == [
                "truncated-text", "overlapping-controls", "on-fold", "tap-target", "contrast", "outside-safe-area", "not-dynamic-type", "off-screen",
                "unsupported-view", "missing-glyphs", "unmirrored-icon",
            ])
        #expect(LayoutAudit.tapTarget.description == "tap-target")
    }

    @Test func aCustomAuditFindsAProblemAndAnExceptionAcceptsIt() throws {
        let findings = try run(tinyPrint(), audits: LayoutAudit.all + [.minimumTextSize])
        // The fixed 10 pt size is no Dynamic Type style either: the kit's findings come first.
        #expect(findings.map(\.check) == [.notDynamicType, .minimumTextSize])
        let mine = findings[1]
        #expect(mine.description.hasPrefix("[minimum-text-size] Terms/default: 'terms.footer' at "))
        #expect(mine.description.hasSuffix(" is 10.0 pt; use a text style of 12 pt or more"))
        #expect(mine.record.check == "minimum-text-size")
        let exception = AuditException(.minimumTextSize, element: "terms.footer", reason: "Set by the store's legal team")
        #expect(mine.isAccepted(by: [exception]))
        #expect(!findings[0].isAccepted(by: [exception]), "an exception accepts its own audit only")
        #expect(!mine.isAccepted(by: [AuditException(.minimumTextSize, element: "other", reason: "…")]))
        // Only the custom audit, or none.
        #expect(try run(tinyPrint(), audits: [.minimumTextSize]).map(\.check) == [.minimumTextSize])
        #expect(try run(tinyPrint(), audits: []).isEmpty)
    }

    @Test func namesMustBeUniqueAndKebabCase() throws {
        #expect(throws: LayoutAuditError.duplicateName("tap-target")) { try run(tinyPrint(), audits: [.tapTarget, .contrast, .tapTarget]) }
        let clash = LayoutAudit(name: "contrast") { _ in [] }
        #expect(throws: LayoutAuditError.duplicateName("contrast")) { try run(tinyPrint(), audits: LayoutAudit.all + [clash]) }
        for bad in ["", "Tap Target", "tapTarget", "-x", "x--y", "x/y"] {
            #expect(throws: LayoutAuditError.invalidName(bad)) { try LayoutAuditor.validate([LayoutAudit(name: bad) { _ in [] }]) }
        }
        #expect("\(LayoutAuditError.invalidName("tapTarget"))".contains("'minimum-text-size' for .minimumTextSize"))
    }
}
