import ScreenLayout
import Testing
import Theme

@testable import SecondSkin

/// Piece detail: the cover leads, the totals and the session of the Rose, two panes on
/// regular widths, stacked totals at the largest type.
@MainActor
@Suite struct PieceDetailScreenTests {
    @Test func coverLeadsThenTheStoryOfTheRose() throws {
        let layout = try screenLayout("PieceDetail", "default", on: .iPhone17Pro)
        let cover = try #require(layout.element("piece.cover")).frame
        let title = try #require(layout.element("piece.title")).frame
        #expect(cover.maxY < title.minY)
        #expect(cover.height > 300)
        for text in ["Red rose", "Sasha Reyes", "3 h", "€380", "4/10", "Right forearm · 90 cm² · 0.5 % of your skin", "5 Nov 2022, 13:00"] {
            #expect(layout.text(text) != nil, "\(text)")
        }
        #expect(layout.buttons.contains("piece.back") && layout.buttons.contains("piece.addPhoto"))
        #expect(layout.buttons.contains("tab.collection"))
    }

    @Test func totalsSitSideBySideAndStackAtTheLargestType() throws {
        let regular = try screenLayout("PieceDetail", "default", on: .iPhone17Pro)
        let hours = try #require(regular.element("piece.hours")).frame
        let cost = try #require(regular.element("piece.cost")).frame
        #expect(hours.minY == cost.minY && hours.maxX < cost.minX)

        let large = try screenLayout("PieceDetail", "default", on: .iPhone17Pro, .light, .accessibility3)
        let bigHours = try #require(large.element("piece.hours")).frame
        let bigCost = try #require(large.element("piece.cost")).frame
        #expect(bigCost.minY > bigHours.maxY)
        #expect(!large.semantics.contains { $0.role == .text && $0.isTruncated && !$0.allowsTruncation })
    }

    @Test func halfFoldedDuoPutsThePhotosLeftAndTheStoryRight() throws {
        let layout = try screenLayout("PieceDetail", "default", on: .iPhoneDuoInnerFolded)
        let fold = try #require(DeviceConfiguration.iPhoneDuoInnerFolded.activeFold).rect.minX
        #expect(try #require(layout.element("piece.cover")).frame.maxX <= fold)
        #expect(try #require(layout.element("piece.title")).frame.minX >= fold)
    }
}
