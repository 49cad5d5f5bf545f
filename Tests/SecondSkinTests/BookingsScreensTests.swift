import ScreenLayout
import Testing

@testable import SecondSkin

/// Bookings and "How did it go?": the next session first, the review form's controls.
@MainActor
@Suite struct BookingsScreensTests {
    @Test func nextSessionLeadsThenTheReviewThenLaterSessions() throws {
        let layout = try layoutScreen("Bookings", on: .iPhone17Pro)
        let next = try #require(layout.element("bookings.next"))
        let review = try #require(layout.element("bookings.review.0"))
        #expect(next.frame.maxY < review.frame.minY)
        #expect(layout.texts.contains("Spider web"))
        #expect(layout.texts.contains("in 7 days"))
        #expect(layout.texts.contains("Horseshoe"))
        #expect(layout.identifiers(startingWith: "bookings.later.") == ["bookings.later.0"])
    }

    @Test func regularWidthsShowTheReviewOfTheSessionAwaitingIt() throws {
        let layout = try layoutScreen("Bookings", on: .iPadPro11)
        #expect(layout.twoPaneArrangements == ["sideBySide"])
        let save = try #require(layout.element("review.save"))
        let next = try #require(layout.element("bookings.next"))
        #expect(next.frame.maxX <= save.frame.minX)
        #expect(layout.texts.contains("Horseshoe with Sasha Reyes"))
    }

    @Test func emptyBookingsAskForTheFirstBooking() throws {
        let layout = try layoutScreen("Bookings", state: "empty", on: .iPhone17Pro)
        #expect(layout.texts.contains(BookingsModel.emptyTitle))
        #expect(layout.element("bookings.next") == nil)
    }

    @Test func reviewFormShowsTheDraftsInTheProfilesCurrency() throws {
        let layout = try layoutScreen("SessionReview", on: .iPhone17Pro)
        for text in ["2 h", "€180", "EUR", "Includes the €50 deposit", "6", "Sharp"] {
            #expect(layout.texts.contains(text), "\(text)")
        }
        #expect(layout.element("tab.bookings") != nil)
        let pain = try #require(layout.element("review.pain"))
        #expect(pain.frame.height >= 44)
        #expect(pain.isInteractive)
        let save = try #require(layout.element("review.save"))
        #expect(pain.frame.maxY < save.frame.minY)
    }

    @Test func painScaleKeepsOnlyItsEndsAtTheLargestType() throws {
        let layout = try layoutScreen("SessionReview", on: .iPhone17Pro, contentSize: .accessibility3)
        #expect(layout.texts.contains("10"))
        #expect(!layout.texts.contains("5"))
    }

    @Test func painColoursFollowTheLevels() {
        #expect((0...3).allSatisfy { PainScale.color(for: $0) == .painMild })
        #expect((4...6).allSatisfy { PainScale.color(for: $0) == .painModerate })
        #expect((7...10).allSatisfy { PainScale.color(for: $0) == .painSevere })
    }
}
