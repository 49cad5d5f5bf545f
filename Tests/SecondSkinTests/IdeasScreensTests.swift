import ScreenLayout
import Testing

@testable import SecondSkin

/// Ideas and the Koi board: what each shows on phones, tablets and the folded Duo.
@MainActor
@Suite struct IdeasScreensTests {
    @Test func phoneShowsEveryBoardAboveTheTabBarWithIdeasSelected() throws {
        let layout = try layoutScreen("Ideas", on: .iPhone17Pro)
        #expect(layout.identifiers(startingWith: "ideas.board.") == ["ideas.board.0", "ideas.board.1", "ideas.board.2"])
        #expect(layout.texts.contains("3 boards · 9 references"))
        let tabBar = try #require(layout.element("tab.ideas"))
        let firstBoard = try #require(layout.element("ideas.board.0"))
        #expect(firstBoard.frame.maxY < tabBar.frame.minY)
        #expect(layout.twoPaneArrangements.isEmpty)
    }

    @Test func regularWidthsShowTheBoardsBesideTheKoiBoard() throws {
        let layout = try layoutScreen("Ideas", on: .iPadPro11Landscape)
        #expect(layout.twoPaneArrangements == ["sideBySide"])
        let boards = try #require(layout.element("ideas.board.2"))
        let koi = try #require(layout.element("board.image.0"))
        #expect(boards.frame.maxX <= koi.frame.minX)
        #expect(layout.texts.contains("Wave shapes from the old Horiyoshi books."))
    }

    @Test func halfFoldedDuoSplitsAtTheFoldWithNothingOnIt() throws {
        for screen in ["Ideas", "BoardDetail"] {
            let layout = try layoutScreen(screen, on: .iPhoneDuoInnerFolded)
            #expect(layout.twoPaneArrangements == ["fold"], "\(screen)")
            let fold = try #require(DeviceConfiguration.iPhoneDuoInnerFolded.activeFold).rect
            for element in layout.semantics where element.isInteractive || element.role == .text {
                #expect(
                    !(element.frame.minX < fold.minX && element.frame.maxX > fold.maxX), "\(screen): \(element.identifier ?? element.label ?? "?")")
            }
        }
    }

    @Test func emptyIdeasAskForTheFirstBoard() throws {
        let layout = try layoutScreen("Ideas", state: "empty", on: .iPhoneSE)
        #expect(layout.texts.contains(IdeasModel.emptyTitle))
        #expect(layout.element("ideas.empty.newBoard") != nil)
        #expect(layout.identifiers(startingWith: "ideas.board.").isEmpty)
    }

    @Test func boardShowsImageReferencesAsPhotosAndLinksAsRows() throws {
        let layout = try layoutScreen("BoardDetail", on: .iPhone17Pro)
        #expect(layout.identifiers(startingWith: "board.image.") == ["board.image.0", "board.image.1", "board.image.2"])
        #expect(layout.identifiers(startingWith: "board.link.") == ["board.link.0"])
        #expect(layout.texts.contains("flash.example.com"))
        #expect(layout.texts.contains("Saved from Safari"))
        #expect(layout.element("board.back") != nil)
        // Three photos in two columns: the first leads across the full width.
        let hero = try #require(layout.element("board.image.0")).frame
        let second = try #require(layout.element("board.image.1")).frame
        #expect(hero.width > second.width * 1.8)
    }

    @Test func boardPhotosTakeOneColumnAtTheLargestType() throws {
        let layout = try layoutScreen("BoardDetail", on: .iPhone17Pro, contentSize: .accessibility3)
        let widths = layout.identifiers(startingWith: "board.image.").compactMap { layout.element($0)?.frame.width }
        #expect(widths.count == 3)
        #expect(Set(widths).count == 1)
    }
}
