import Foundation

/// A date picker in the wheel style (`datePickerStyle(.wheel)`), as iOS draws it at rest: a
/// column per component — the weekday and date, the hour, the minute and the period for a date
/// and time; the month, day and year for a date; the hour, minute and period for a time — with
/// the chosen values in the middle band and their neighbours fading above and below. The label
/// is not drawn, as on iOS.
struct WheelDatePicker: View {
    let date: Date
    let showsTime: Bool
    let showsDate: Bool
    @Environment(\.locale) private var locale
    @Environment(\.timeZone) private var timeZone

    /// One wheel: five values, the chosen one third, and how wide it is relative to the others.
    struct Column {
        var values: [String]
        var weight: CGFloat = 1
        var alignment: Alignment = .center
    }

    var body: some View {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = locale
        calendar.timeZone = timeZone
        let columns = self.columns(calendar)
        return ZStack {
            RoundedRectangle(cornerRadius: 8).fill(Color(white: 0.47, opacity: 0.12)).frame(height: 34)
            HStack(spacing: 4) {
                ForEach(columns.indices, id: \.self) { c in
                    VStack(spacing: 0) {
                        ForEach(0..<5, id: \.self) { row in
                            Text(verbatim: columns[c].values[row])
                                .font(.title3)
                                .lineLimit(1)
                                .opacity(row == 2 ? 1 : row == 1 || row == 3 ? 0.5 : 0.25)
                                .frame(maxWidth: .infinity, minHeight: 34, maxHeight: 34, alignment: columns[c].alignment)
                        }
                    }
                    .frame(width: 60 * columns[c].weight)
                }
            }
            .padding(.horizontal, 12)
        }
        .frame(height: 170)
        .frame(maxWidth: .infinity)
    }

    /// A column's formatter: one for its five values.
    private func formatter(_ template: String) -> DateFormatter {
        // The date wheel writes "Sat Mar 14", without the comma the localized template adds.
        guard template != "EEEMMMd" else {
            let formatter = DateFormatter.picker(locale: locale, timeZone: timeZone)
            formatter.dateFormat = "EEE MMM d"
            return formatter
        }
        return DateFormatter.picker(locale: locale, timeZone: timeZone, template: template)
    }

    private func columns(_ calendar: Calendar) -> [Column] {
        let offsets = -2...2
        func shifted(_ component: Calendar.Component, _ template: String) -> [String] {
            let formatter = formatter(template)
            return offsets.map { calendar.date(byAdding: component, value: $0, to: date).map(formatter.string(from:)) ?? "" }
        }
        let hour = calendar.component(.hour, from: date)
        let minute = calendar.component(.minute, from: date)
        let isPM = hour >= 12
        let hours = offsets.map { String((((hour % 12) + 11 + $0) % 12) + 1) }
        let minutes = offsets.map { String(format: "%02d", (minute + $0 + 60) % 60) }
        let periods = isPM ? ["", "AM", "PM", "", ""] : ["", "", "AM", "PM", ""]
        var columns: [Column] = []
        if showsDate && showsTime {
            columns.append(Column(values: shifted(.day, "EEEMMMd"), weight: 2, alignment: .trailing))
        } else if showsDate {
            let days = calendar.range(of: .day, in: .month, for: date)?.count ?? 31
            let day = calendar.component(.day, from: date)
            columns.append(Column(values: shifted(.month, "MMMM"), weight: 2, alignment: .trailing))
            columns.append(Column(values: offsets.map { String(((day - 1 + $0 + days) % days) + 1) }))
            columns.append(Column(values: shifted(.year, "y"), weight: 1.2, alignment: .leading))
        }
        if showsTime {
            columns.append(Column(values: hours, weight: 0.7, alignment: .trailing))
            columns.append(Column(values: minutes, weight: 0.7))
            columns.append(Column(values: periods, weight: 0.8, alignment: .leading))
        }
        return columns
    }
}
