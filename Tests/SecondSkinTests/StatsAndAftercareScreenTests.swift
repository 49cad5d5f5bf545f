import ScreenLayout
import Testing

@testable import SecondSkin

/// Stats tiles and today's aftercare routine.
@MainActor
@Suite struct StatsAndAftercareScreenTests {
    static let tiles = ["stats.hours", "stats.coverage", "stats.spent", "stats.artist", "stats.painful", "stats.pieces"]

    @Test func statsShowEveryTileOnEveryDevice() throws {
        for device in [DeviceConfiguration.iPhone17Pro, .iPadPro11Landscape, .iPhoneDuoInnerFolded] {
            let layout = try layoutScreen("Stats", on: device)
            for tile in Self.tiles { #expect(layout.element(tile) != nil, "\(tile) on \(device.name)") }
            for text in ["36.8 h", "7.6 %", "€4,740", "Sasha Reyes", "Moth", "9/10"] {
                #expect(layout.texts.contains(text), "\(text) on \(device.name)")
            }
        }
    }

    @Test func statsTilesPairUpOnPhonesAndStackAtTheLargestType() throws {
        let phone = try layoutScreen("Stats", on: .iPhone17Pro)
        let hours = try #require(phone.element("stats.hours")).frame
        let coverage = try #require(phone.element("stats.coverage")).frame
        #expect(hours.minY == coverage.minY && hours.height == coverage.height && hours.maxX < coverage.minX)
        let large = try layoutScreen("Stats", on: .iPhone17Pro, contentSize: .accessibility3)
        let bigHours = try #require(large.element("stats.hours")).frame
        let bigCoverage = try #require(large.element("stats.coverage")).frame
        #expect(bigHours.maxY < bigCoverage.minY)
    }

    @Test func statsDashboardHasThreeColumnsOnTablets() throws {
        let layout = try layoutScreen("Stats", on: .iPadPro11Landscape)
        let rows = Set(["stats.hours", "stats.coverage", "stats.spent"].compactMap { layout.element($0)?.frame.minY })
        #expect(rows.count == 1)
    }

    @Test func emptyStatsSayWhatFillsThem() throws {
        let layout = try layoutScreen("Stats", state: "empty", on: .iPhone17Pro)
        #expect(layout.texts.contains(StatsScreen.emptyTitle))
        #expect(layout.element("stats.hours") == nil)
    }

    @Test func aftercareHasACheckInPerTimeAndTheDisclaimer() throws {
        let layout = try layoutScreen("Aftercare", on: .iPhone17Pro)
        #expect(layout.texts.contains("Day 9 of 28"))
        #expect(layout.texts.contains("3 of 6 done today"))
        #expect(layout.texts.contains(AftercareModel.disclaimer))
        // Wash twice (one done), balm three times (one done), no sun once (done).
        let checkIns = layout.identifiers(startingWith: "aftercare.step.")
        #expect(checkIns.count == 6)
        let done = layout.semantics.filter { $0.isInteractive && ($0.label?.hasSuffix(", done") ?? false) }
        #expect(done.count == 3)
        #expect(layout.element("tab.collection") != nil)
        for id in checkIns {
            let frame = try #require(layout.element(id)).frame
            #expect(frame.width >= 44 && frame.height >= 44)
        }
    }

    @Test func aftercareRegularShowsStepsBesideThePiece() throws {
        let layout = try layoutScreen("Aftercare", on: .iPadPro11Landscape)
        #expect(layout.twoPaneArrangements == ["sideBySide"])
        #expect(layout.texts.contains("Skull"))
        #expect(layout.texts.contains("Wash gently"))
    }
}
