import ScreenLayout
import Testing
import Theme

@testable import SecondSkin

/// The Collection screen: photos lead on phones, grid and detail side by side on regular
/// widths, the body map's dots, the empty state, and the largest type.
@MainActor
@Suite struct CollectionScreenTests {
    @Test func phoneGridShowsEveryPieceAsAPhotoCardAboveTheTabBar() throws {
        let layout = try screenLayout("Collection", "grid", on: .iPhone17Pro)
        let tiles = layout.buttons.filter { $0.hasPrefix("collection.piece.") }
        #expect(tiles.count == 9)
        #expect(tiles.first == "collection.piece.Skull")  // the newest leads, as the big card
        let hero = try #require(layout.element("collection.piece.Skull")).frame
        let next = try #require(layout.element("collection.piece.Moth")).frame
        #expect(hero.width > next.width * 1.8)
        #expect(layout.element("healingBadge") != nil)
        #expect(layout.buttons.contains("tab.collection") && layout.text("Collection") != nil)
        // One column: no detail beside the grid.
        #expect(layout.element("piece.title") == nil)
    }

    @Test func regularWidthShowsTheRoseBesideTheGridAndSplitsAtTheFold() throws {
        let flat = try screenLayout("Collection", "grid", on: .iPadPro11Landscape)
        let grid = try #require(flat.element("collection.grid")).frame
        let title = try #require(flat.element("piece.title")).frame
        #expect(title.minX >= grid.maxX)
        #expect(flat.text("Red rose") != nil && flat.text("€380") != nil)

        let folded = try screenLayout("Collection", "grid", on: .iPhoneDuoInnerFolded)
        let fold = try #require(DeviceConfiguration.iPhoneDuoInnerFolded.activeFold).rect.minX
        #expect(try #require(folded.element("collection.grid")).frame.maxX <= fold)
        #expect(try #require(folded.element("piece.title")).frame.minX >= fold)
    }

    @Test func bodyMapPutsEveryPlacedPieceOnTheFrontOrTheBack() throws {
        let layout = try screenLayout("Collection", "bodyMap", on: .iPhone17Pro)
        let front = try #require(layout.semantics.first { $0.identifier == "bodyMap.front" && $0.role == .image })
        let back = try #require(layout.semantics.first { $0.identifier == "bodyMap.back" && $0.role == .image })
        #expect(front.label == "Front: 6 pieces")
        #expect(back.label == "Back: 3 pieces, 1 healing")
        #expect(front.frame.maxX <= back.frame.minX)  // side by side
        let rows = layout.buttons.filter { $0.hasPrefix("collection.row.") }
        #expect(rows.count == 9)
        #expect(layout.text("Not placed yet") == nil)  // every sample piece has a placement
    }

    @Test func emptyCollectionAsksForTheFirstPiece() throws {
        for device in [DeviceConfiguration.iPhoneSE, .iPadPro11Landscape] {
            let layout = try screenLayout("Collection", "empty", on: device)
            #expect(layout.text(CollectionModel.emptyTitle) != nil)
            #expect(layout.buttons.contains("collection.addFirst"))
            #expect(!layout.buttons.contains { $0.hasPrefix("collection.piece.") })
            let button = try #require(layout.element("collection.addFirst")).frame
            #expect(button.maxY <= device.size.height - device.safeArea.bottom, "\(device)")
        }
    }

    @Test func largestTypeShowsOnePhotoPerRowAndTabIconsOnly() throws {
        let layout = try screenLayout("Collection", "grid", on: .iPhone17Pro, .light, .accessibility3)
        let moth = try #require(layout.element("collection.piece.Moth")).frame
        let panther = try #require(layout.element("collection.piece.Panther")).frame
        #expect(panther.minY > moth.maxY)  // stacked, not side by side
        #expect(layout.buttons.contains("tab.ideas"))
        #expect(layout.text("Ideas") == nil)  // the tab bar shows its icons only
        let large = try screenLayout("Collection", "grid", on: .iPhone17Pro)
        #expect(large.text("Ideas") != nil)
    }
}
