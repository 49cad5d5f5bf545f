import Foundation
import LiveSQLite
import Testing

@testable import SecondSkin

/// Numbers no form lets in, as another tool can write them (found by the fuzz suite: the sum
/// of two huge session hours is infinite, and the Stats screen trapped printing it; abs() of
/// the smallest price trapped too).
@MainActor
@Suite struct NumberTextTests {
    @Test func ordinaryNumbersPrintAsBefore() {
        #expect(DateText.hours(36.75) == "36.8 h" && DateText.hours(4) == "4 h")
        #expect(DateText.percent(0.0758) == "7.6 %" && DateText.percent(0.0001) == "< 0.1 %" && DateText.percent(0.5) == "50 %")
        #expect(NumberText.oneDecimal(5.55, keepsZero: true) == "5.6" && NumberText.oneDecimal(5, keepsZero: true) == "5.0")
        #expect(NumberText.whole(89.6) == "90")
        #expect(Money(cents: 474_000, currency: "EUR").text == "€4,740" && Money(cents: -1_050, currency: "USD").text == "-$10.50")
    }

    @Test func numbersPastAnyRealRangePrintWithoutTrapping() {
        #expect(DateText.hours(.infinity) == "∞ h" && DateText.hours(-.infinity) == "-∞ h" && DateText.hours(.nan) == "? h")
        #expect(DateText.hours(1e300) == "1e+300 h" && DateText.hours(-3.5) == "-3.5 h")
        #expect(DateText.percent(1e300) == "1e+302 %")
        #expect(NumberText.whole(-.greatestFiniteMagnitude) == "-1.8e+308")
        #expect(Money(cents: Int.min, currency: "EUR").text == "-€92,233,720,368,547,758.08")
    }

    @Test func theStatsScreenPrintsHoursThatSumToInfinity() throws {
        let db = try SampleData.makeDatabase()
        try db.write { c in
            try c.executeScript("PRAGMA ignore_check_constraints = ON")
            try c.execute("UPDATE session_reviews SET hours = 1e308")
        }
        let model = try StatsModel(database: db, dependencies: sample)
        #expect(model.hoursText == "∞ h")
    }
}
