import Foundation

/// A date picker in the graphical style (`datePickerStyle(.graphical)`), as iOS draws it: the
/// month and year with the month arrows, the weekday initials, the month's days with the
/// selected one on a tinted circle, and the time below when the picker shows it. The label is
/// not drawn, as on iOS. Dates are read in the environment's calendar, locale and time zone.
struct GraphicalDatePicker: View {
    let date: Date
    let showsTime: Bool
    let showsDate: Bool
    @Environment(\.locale) private var locale
    @Environment(\.timeZone) private var timeZone

    var body: some View {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = locale
        calendar.timeZone = timeZone
        return VStack(alignment: .leading, spacing: 10) {
            if showsDate {
                header(calendar)
                weekdays(calendar)
                days(calendar)
            }
            if showsTime {
                if showsDate { Divider() }
                HStack {
                    Text("Time")
                    Spacer()
                    Text(verbatim: formatted(timeStyle: .short))
                        .padding(.horizontal, 11)
                        .padding(.vertical, 6)
                        .background(Color(white: 0.47, opacity: 0.12), in: RoundedRectangle(cornerRadius: 8))
                }
                .frame(minHeight: 44)
            }
        }
    }

    private func formatted(dateFormat: String? = nil, timeStyle: DateFormatter.Style = .none) -> String {
        let formatter = DateFormatter.picker(locale: locale, timeZone: timeZone, template: dateFormat)
        if dateFormat == nil { formatter.timeStyle = timeStyle }
        return formatter.string(from: date)
    }

    private func header(_ calendar: Calendar) -> some View {
        HStack(spacing: 4) {
            Text(verbatim: formatted(dateFormat: "MMMMyyyy")).font(.headline)
            Image(systemName: "chevron.right").font(.subheadline.weight(.semibold)).foregroundStyle(.tint)
            Spacer()
            HStack(spacing: 28) {
                Image(systemName: "chevron.left")
                Image(systemName: "chevron.right")
            }
            .font(.title3.weight(.medium))
            .foregroundStyle(.tint)
        }
        .frame(minHeight: 44)
    }

    private func weekdays(_ calendar: Calendar) -> some View {
        let symbols = calendar.shortWeekdaySymbols
        let first = calendar.firstWeekday - 1
        let ordered = Array(symbols[first...] + symbols[..<first])
        return HStack(spacing: 0) {
            ForEach(ordered, id: \.self) { symbol in
                Text(verbatim: symbol.uppercased()).font(.caption.weight(.semibold)).foregroundStyle(.secondary).frame(maxWidth: .infinity)
            }
        }
    }

    private func days(_ calendar: Calendar) -> some View {
        let selected = calendar.component(.day, from: date)
        let monthStart = calendar.date(from: calendar.dateComponents([.year, .month], from: date)) ?? date
        let count = calendar.range(of: .day, in: .month, for: date)?.count ?? 30
        let lead = (calendar.component(.weekday, from: monthStart) - calendar.firstWeekday + 7) % 7
        let cells: [Int?] = Array(repeating: nil, count: lead) + (1...count).map { $0 }
        let weeks = stride(from: 0, to: cells.count, by: 7).map { Array(cells[$0..<min($0 + 7, cells.count)]) }
        return VStack(spacing: 2) {
            ForEach(weeks.indices, id: \.self) { w in
                HStack(spacing: 0) {
                    ForEach(0..<7, id: \.self) { d in
                        let day = d < weeks[w].count ? weeks[w][d] : nil
                        dayCell(day, isSelected: day == selected).frame(maxWidth: .infinity)
                    }
                }
            }
        }
    }

    @ViewBuilder private func dayCell(_ day: Int?, isSelected: Bool) -> some View {
        if let day {
            Text(verbatim: String(day))
                .font(isSelected ? .title3.weight(.semibold) : .title3)
                .foregroundStyle(isSelected ? AnyShapeStyle(.tint) : AnyShapeStyle(.primary))
                .frame(width: 44, height: 44)
                .background {
                    if isSelected { Circle().fill(.tint.opacity(0.12)) }
                }
        } else {
            Color.clear.frame(width: 44, height: 44)
        }
    }
}
