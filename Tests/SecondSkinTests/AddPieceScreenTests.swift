import ScreenLayout
import Testing
import Theme

@testable import SecondSkin

/// Add piece: the preview drafts fill the form, Save is the primary action, the status picker
/// becomes a list at the largest type, and the two panes meet at the fold.
@MainActor
@Suite struct AddPieceScreenTests {
    @Test func showsTheDraftsAndSave() throws {
        let layout = try screenLayout("AddPiece", "default", on: .iPhone17Pro)
        for text in ["Lighthouse", "Mei Tanaka", "Neo-traditional", "Right ribs", "80 cm²", "20 Nov 2026"] {
            #expect(layout.text(text) != nil, "\(text)")
        }
        #expect(layout.buttons.first == "addPiece.cancel")
        #expect(layout.buttons.contains("addPiece.save") && layout.buttons.contains("tab.collection"))
        let healing = try #require(layout.element("addPiece.status.healing")).frame
        let healed = try #require(layout.element("addPiece.status.healed")).frame
        #expect(healing.minY == healed.minY)  // a segmented control
    }

    @Test func statusBecomesAListAtTheLargestType() throws {
        let layout = try screenLayout("AddPiece", "default", on: .iPhone17Pro, .light, .accessibility3)
        let healing = try #require(layout.element("addPiece.status.healing")).frame
        let healed = try #require(layout.element("addPiece.status.healed")).frame
        #expect(healed.minY >= healing.maxY)
        #expect(!layout.semantics.contains { $0.role == .text && $0.isTruncated && !$0.allowsTruncation })
    }

    @Test func nothingInteractiveSitsOnTheFold() throws {
        let layout = try screenLayout("AddPiece", "default", on: .iPhoneDuoInnerFolded)
        let fold = try #require(DeviceConfiguration.iPhoneDuoInnerFolded.activeFold).rect.minX
        for control in layout.semantics where control.isInteractive {
            #expect(control.frame.maxX <= fold + 0.5 || control.frame.minX >= fold - 0.5, "\(control.identifier ?? "?")")
        }
        #expect(try #require(layout.element("addPiece.save")).frame.minX > fold)
    }
}
