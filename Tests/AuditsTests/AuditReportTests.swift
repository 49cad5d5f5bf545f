import Foundation
import ImageCodec
import Snapshots
import Testing

@testable import Audits
@testable import Rendering
@testable import ScreenLayout
@testable import Theme

/// Findings go into the run's HTML report: the element boxed on its screen, what to change and
/// the exception that would accept it; the page loads in headless Chromium.
@Suite struct AuditReportTests {
    @Test func findingsAppearInTheSnapshotReport() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("audit-report-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        // A tap target of 30×30 pt on the page, drawn in red so the screenshot can find the box.
        let broken = ZStack {
            Color(.background).ignoresSafeArea()
            Button("Close", id: "sheet.close") { Circle().fill(.accent).frame(width: 30, height: 30) }
        }
        let renderer = try Renderer()
        let env = LayoutEnvironment(device: .iPhone17Pro, colorScheme: .light, contentSize: .large, theme: try theme.get())
        let layout = try LayoutEngine(measurer: renderer.textSystem, images: renderer.images).layout(broken, in: env)
        let name = try SnapshotName(screen: "Sheet", state: "broken", configuration: SnapshotConfiguration(device: .iPhone17Pro, scale: 1))
        let findings = try LayoutAuditor(renderer: renderer).audit(layout, environment: env, context: name.description)
        #expect(findings.map(\.check) == [.tapTarget])
        let bitmap = try renderer.render(layout, scale: 1)

        let checker = SnapshotChecker(snapshotsDirectory: root.appendingPathComponent("__Snapshots__"), artifactsDirectory: root, recordMode: .never)
        try checker.reportAudit(findings.map(\.record), of: name, image: bitmap)
        let html = try String(contentsOf: root.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(html.contains("Layout audits: 1 finding not accepted"))
        #expect(html.contains("[tap-target] sheet.close") && html.contains("30×30"))
        #expect(html.contains(#"AuditException(.tapTarget, element: "sheet.close""#))
        // The box sits where the button is: centred in the safe area of the 402×874 pt screen: (186, 436).
        #expect(html.contains("left:46.27%;top:49.89%;width:7.46%;height:3.43%"), "\(html)")

        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = [
            "chromium", "--headless", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=2000", "--dump-dom",
            root.appendingPathComponent("report.html").absoluteString,
        ]
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        try p.run()
        let dom = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        #expect(dom.contains("1 of 1 images loaded"), "\(dom.prefix(600))")
    }

    @Test func noFindingsWriteNothing() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("audit-report-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let checker = SnapshotChecker(snapshotsDirectory: root, artifactsDirectory: root, recordMode: .never)
        let name = try SnapshotName(screen: "Sheet", state: "fine", configuration: SnapshotConfiguration(device: .iPhone17Pro, scale: 1))
        try checker.reportAudit([], of: name, image: Bitmap(width: 4, height: 4, fill: 0xFFFF_FFFF))
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("report.html").path))
    }
}
