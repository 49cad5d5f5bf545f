import Foundation
import ScreenUITesting
import Snapshots
import Testing

@testable import ScreenUI

/// `datePickerStyle(.graphical)` draws the month's calendar and `.wheel` the wheels at rest, as
/// iOS does (every style was drawn compact).
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
    }

    @Test func wheelsShowTheChosenValuesWithTheirNeighbours() {
        let both = renderedStrings(of: DatePicker("Date", selection: .constant(Self.day)).datePickerStyle(.wheel))
        #expect(both.prefix(5) == ["Thu Mar 12", "Fri Mar 13", "Sat Mar 14", "Sun Mar 15", "Mon Mar 16"])
        #expect(Array(both[5..<10]) == ["1", "2", "3", "4", "5"], "the hour, 3 PM, in the middle")
        #expect(Array(both[10..<15]) == ["28", "29", "30", "31", "32"])
        #expect(Array(both[15..<20]) == ["", "AM", "PM", "", ""])
        let dateOnly = renderedStrings(of: DatePicker("Date", selection: .constant(Self.day), displayedComponents: .date).datePickerStyle(.wheel))
        #expect(Array(dateOnly[0..<5]) == ["January", "February", "March", "April", "May"])
        #expect(Array(dateOnly[5..<10]) == ["12", "13", "14", "15", "16"])
        #expect(Array(dateOnly[10..<15]) == ["2024", "2025", "2026", "2027", "2028"])
        #expect(reportedFeatures(of: DatePicker("Date", selection: .constant(Self.day)).datePickerStyle(.wheel)).isEmpty)
    }

    struct Reminder: View {
        var body: some View {
            Form {
                Section("Reminder") {
                    DatePicker("When", selection: .constant(GraphicalDatePickerTests.day)).datePickerStyle(.wheel)
                }
                Section("Birthday") {
                    DatePicker("Birthday", selection: .constant(GraphicalDatePickerTests.day), displayedComponents: .date).datePickerStyle(.wheel)
                }
            }
        }
    }

    @Test func wheelDatePickersDrawAsOnIOS() {
        assertViewSnapshot(
            of: Reminder(), named: "ScreenUIWheelDatePicker",
            on: [
                SnapshotConfiguration(device: .iPhone17Pro, scale: SnapshotConfiguration.suiteScale),
                SnapshotConfiguration(device: .iPhone17Pro, colorScheme: .dark, scale: SnapshotConfiguration.suiteScale),
            ], snapshotsDirectory: ViewSnapshotTests.references)
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
