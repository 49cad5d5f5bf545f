import Foundation
import ScreenUITesting
import Snapshots
import Testing

@testable import ScreenUI

/// `datePickerStyle(.graphical)` draws the month's calendar as iOS does (every style was drawn
/// compact); `.wheel` is reported.
@MainActor
@Suite struct GraphicalDatePickerTests {
    /// 14 March 2026, 15:30 UTC: a Saturday; March 2026 starts on a Sunday.
    static let day = Date(timeIntervalSince1970: 1_773_502_200)

    struct Booking: View {
        var body: some View {
            Form {
                Section("Session") {
                    DatePicker("Date", selection: .constant(GraphicalDatePickerTests.day)).datePickerStyle(.graphical)
                }
            }
        }
    }

    @Test func theCalendarShowsTheMonthWithTheSelectedDay() {
        let strings = renderedStrings(of: DatePicker("Date", selection: .constant(Self.day)).datePickerStyle(.graphical))
        #expect(strings.prefix(8) == ["March 2026", "SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"])
        #expect(strings.dropFirst(8).prefix(31) == ArraySlice((1...31).map(String.init)))
        #expect(strings.suffix(2) == ["Time", "3:30\u{202F}PM"], "ICU's narrow no-break space, as iOS writes it")
        #expect(!strings.contains("Date"), "the graphical style draws no label")
        let dateOnly = renderedStrings(of: DatePicker("Date", selection: .constant(Self.day), displayedComponents: .date).datePickerStyle(.graphical))
        #expect(!dateOnly.contains("Time"))
        #expect(
            reportedFeatures(of: DatePicker("Date", selection: .constant(Self.day)).datePickerStyle(.wheel)) == [
                "datePickerStyle(.wheel): the wheels are not drawn; drawn compact"
            ])
    }

    @Test func aGraphicalDatePickerDrawsAsOnIOS() {
        assertViewSnapshot(
            of: Booking(), named: "ScreenUIGraphicalDatePicker",
            on: [
                SnapshotConfiguration(device: .iPhone17Pro, scale: SnapshotConfiguration.suiteScale),
                SnapshotConfiguration(device: .iPhone17Pro, colorScheme: .dark, scale: SnapshotConfiguration.suiteScale),
            ], snapshotsDirectory: ViewSnapshotTests.references)
    }
}
