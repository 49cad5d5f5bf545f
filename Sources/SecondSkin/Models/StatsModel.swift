import Foundation
import LiveSQLite
import Observation

/// The Stats dashboard: hours in the chair, how much skin is covered, go-to artist, most
/// painful session, total spent and counts, each a live SQL aggregate (``StatsQueries``).
///
/// ```swift
/// let model = try StatsModel(database: db, dependencies: .sample)
/// model.hoursText      // "36.8 h"
/// model.coverageText   // "7.6 %"
/// model.spentText      // "€4,740"
/// ```
@MainActor
@Observable
public final class StatsModel {
    @ObservationIgnored public let summary: LiveQuery<StatsSummary?>
    @ObservationIgnored public let goToArtist: LiveQuery<ArtistTally?>
    @ObservationIgnored public let mostPainful: LiveQuery<PainfulSession?>
    @ObservationIgnored let dependencies: Dependencies

    public init(database: Database, dependencies: Dependencies) throws {
        self.dependencies = dependencies
        summary = try .one(database, StatsQueries.summary)
        goToArtist = try .one(database, StatsQueries.goToArtist)
        mostPainful = try .one(database, StatsQueries.mostPainful)
    }

    /// Nothing on skin and no session reviewed yet.
    public var isEmpty: Bool { (summary.value?.piecesOnSkin ?? 0) == 0 && (summary.value?.sessionCount ?? 0) == 0 }

    public var hoursInChair: Double { summary.value?.hoursInChair ?? 0 }
    /// "36.8 h".
    public var hoursText: String { DateText.hours(hoursInChair) }

    /// Share of skin covered, 0…1.
    public var skinCovered: Double { summary.value?.skinCovered ?? 0 }
    /// "7.6 %".
    public var coverageText: String { DateText.percent(skinCovered) }

    public var spent: Money { Money(cents: summary.value?.spentCents ?? 0, currency: summary.value?.currency ?? "EUR") }
    /// "€4,740".
    public var spentText: String { spent.text }

    public var pieceCount: Int { summary.value?.piecesOnSkin ?? 0 }
    /// "9 pieces · 1 healing".
    public var piecesText: String {
        let pieces = pieceCount == 1 ? "1 piece" : "\(pieceCount) pieces"
        let healing = summary.value?.healingCount ?? 0
        return healing > 0 ? "\(pieces) · \(healing) healing" : pieces
    }

    /// "Sasha Reyes · 4 pieces".
    public var goToArtistText: String? {
        guard let a = goToArtist.value else { return nil }
        return "\(a.name) · \(a.pieceCount == 1 ? "1 piece" : "\(a.pieceCount) pieces")"
    }

    /// "Moth · 9/10".
    public var mostPainfulText: String? {
        guard let p = mostPainful.value else { return nil }
        return "\(p.pieceTitle) · \(p.pain)/10"
    }

    /// "6 Dec 2025, Upper back".
    public var mostPainfulDetail: String? {
        guard let p = mostPainful.value else { return nil }
        let day = DateText(calendar: dependencies.calendar).day(Day(p.startsAt, in: dependencies.calendar))
        return p.regionName.map { "\(day), \($0)" } ?? day
    }

    /// "5.6 / 10 on average".
    public var averagePainText: String? {
        guard let avg = summary.value?.averagePain else { return nil }
        return NumberText.oneDecimal(avg, keepsZero: true) + " / 10 on average"
    }
}
