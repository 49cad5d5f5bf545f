import Foundation
import LiveSQLite
import Testing

@testable import SecondSkin

@MainActor
@Suite struct StatsModelTests {
    @Test func theDashboardOfTheSampleJournal() throws {
        let model = try StatsModel(database: SampleData.makeDatabase(), dependencies: sample)
        #expect(model.hoursInChair == 36.75 && model.hoursText == "36.8 h")
        #expect(model.coverageText == "7.6 %")
        #expect(model.spent == Money(cents: 474_000, currency: "EUR") && model.spentText == "€4,740")
        #expect(model.piecesText == "9 pieces · 1 healing")
        #expect(model.goToArtistText == "Sasha Reyes · 4 pieces")
        #expect(model.mostPainfulText == "Moth · 9/10")
        #expect(model.mostPainfulDetail == "6 Dec 2025, Upper back")
        #expect(model.averagePainText == "5.6 / 10 on average")
        #expect(model.summary.value?.bookedCount == 2 && model.summary.value?.ideaCount == 1 && model.summary.value?.artistCount == 4)
        #expect(!model.isEmpty)
    }

    @Test func totalsFollowTheProfilesCurrency() async throws {
        let db = try SampleData.makeDatabase()
        let model = try StatsModel(database: db, dependencies: sample)
        try db.write { try $0.execute("UPDATE profile SET currency = 'CHF'") }
        await db.settled()
        #expect(model.spentText == "CHF 4,740")
    }

    @Test func emptyJournalShowsZeroes() throws {
        let model = try StatsModel(database: SampleData.makeEmptyDatabase(), dependencies: sample)
        #expect(model.isEmpty && model.hoursText == "0 h" && model.coverageText == "0 %" && model.spentText == "€0")
        #expect(model.piecesText == "0 pieces" && model.goToArtistText == nil && model.mostPainfulText == nil && model.averagePainText == nil)
    }
}
