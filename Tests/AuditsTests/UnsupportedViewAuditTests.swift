import Rendering
import ScreenLayout
import Testing

@testable import Audits

/// What the view layer could not draw is a finding with its call site; nothing else is.
@Suite struct UnsupportedViewAuditTests {
    @Test func anUnsupportedNodeIsReportedWithWhatAndWhere() throws {
        let feature = UnsupportedFeature(
            feature: "blur(radius: 4): the view is drawn sharp", fix: "remove the blur", file: "App/Card.swift", line: 12)
        let body = Node(.unsupported(feature), children: [Node(.shape(ShapeContent(shape: .rectangle, fill: .label))).frame(width: 40, height: 40)])
        let env = LayoutEnvironment(device: .iPhone17Pro, theme: .system)
        let renderer = try Renderer()
        let layout = try LayoutEngine(measurer: MonospacedTextMeasurer()).layout(body, in: env)
        #expect(layout.unsupported.count == 1)
        let findings = try LayoutAudit.unsupportedView.findings(
            on: AuditedScreen(layout: layout, environment: env, renderer: renderer), context: "Card")
        #expect(findings.count == 1)
        #expect(findings.first?.element == "App/Card.swift:12")
        #expect(findings.first?.problem.contains("blur(radius: 4)") == true)
        let plain = try LayoutEngine(measurer: MonospacedTextMeasurer()).layout(Node(.shape(ShapeContent(shape: .rectangle))), in: env)
        #expect(
            try LayoutAudit.unsupportedView.findings(on: AuditedScreen(layout: plain, environment: env, renderer: renderer), context: "Card").isEmpty)
    }
}
