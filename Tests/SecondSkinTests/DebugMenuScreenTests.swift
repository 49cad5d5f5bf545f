import Audits
import Foundation
import ScreenLayout
import Snapshots
import Testing
import Theme

@testable import SecondSkin

/// The debug menu's layout: the two panes split at the fold, and the confirmation dialog on one
/// pane, its own texts readable over the dimmed page.
@MainActor
@Suite struct DebugMenuScreenTests {
    @Test func halfFoldedTheDialogSitsOnTheActionsPane() throws {
        let layout = try layoutScreen("DebugMenu", state: "confirmWipe", on: .iPhoneDuoInnerFolded)
        let fold = try #require(DeviceConfiguration.iPhoneDuoInnerFolded.activeFold?.rect)
        let dialog = try #require(layout.element("debug.dialog")?.frame)
        #expect(dialog.minX >= fold.maxX)
        #expect(layout.element("debug.wipeData")!.frame.minX >= fold.maxX && layout.element("debug.pieces")!.frame.maxX <= fold.minX)
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func theDialogsOwnTextsPassTheContrastAudit(_ scheme: ColorScheme) throws {
        try preparedPhotos.get()
        let snapshotter = try ScreenSnapshotter(theme: try AppResources.theme())
        let state = try #require(ScreenRegistry.screen(named: "DebugMenu")?.states.first { $0.name == "confirmWipe" })
        let body = try state.make(try SampleData.makeDatabase())
        let env = snapshotter.environment(for: SnapshotConfiguration(device: .iPhone17Pro, colorScheme: scheme, scale: 1))
        let layout = try snapshotter.engine.layout(body(env), in: env)
        #expect(layout.element("debug.dialog") != nil)
        let findings = try LayoutAuditor(renderer: snapshotter.renderer).audit(layout, environment: env, context: "confirmWipe", audits: [.contrast])
        let action = DebugAction.wipeData
        let dialogTexts = [action.confirmTitle, action.confirmMessage, "Cancel", action.confirmButton]
        #expect(findings.filter { dialogTexts.contains($0.element) || $0.element.hasPrefix("debug.dialog") }.isEmpty, "\(findings)")
    }

    @Test func theDefaultStateAcceptsNoFindings() {
        let state = ScreenRegistry.screen(named: "DebugMenu")?.states.first { $0.name == "default" }
        #expect(state?.auditExceptions.isEmpty == true)
    }
}
