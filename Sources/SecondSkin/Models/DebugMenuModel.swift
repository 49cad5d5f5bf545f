import Foundation
import LiveSQLite
import Observation

/// The debug menu (for testers, not in the App Store build): what the journal holds, and three
/// actions, each asked for (``ask(_:)``), then confirmed (``confirm()``) or cancelled — reset
/// onboarding, wipe the data, load the sample data. Wiping and loading keep the reminders in
/// step through the notifications dependency.
///
/// ```swift
/// let model = try DebugMenuModel(database: db, dependencies: .sample)
/// model.ask(.wipeData)      // model.confirming == .wipeData: the dialog shows
/// try model.confirm()       // a first launch again; model.done == .wipeData
/// ```
@MainActor
@Observable
public final class DebugMenuModel {
    @ObservationIgnored public let profile: LiveQuery<Profile?>
    @ObservationIgnored public let counts: LiveQuery<JournalCounts?>
    @ObservationIgnored let database: Database
    @ObservationIgnored let dependencies: Dependencies

    /// The action waiting for its confirmation: the dialog is shown while this is set.
    public private(set) var confirming: DebugAction?
    /// The last action carried out, for the screen's "Done" note.
    public private(set) var done: DebugAction?
    /// Why the last action was refused, for the screen to show; nil after success.
    public private(set) var inputError: InputError?

    /// The tables the journal lives in, children first; the body-surface model and the
    /// migration record are reference data and stay.
    static let journalTables = [
        "aftercare_checkins", "aftercare_steps", "aftercare_routines", "moodboard_references", "moodboards", "session_reviews", "sessions",
        "photos", "pieces", "artists", "profile",
    ]

    public init(database: Database, dependencies: Dependencies) throws {
        self.database = database
        self.dependencies = dependencies
        profile = try .one(database, Profile.select)
        counts = try .one(database, JournalCounts.select)
    }

    /// "Maya, onboarded", "Maya, not onboarded" or "None yet".
    public var profileText: String {
        guard let p = profile.value else { return "None yet" }
        return "\(p.name), \(p.onboarded ? "onboarded" : "not onboarded")"
    }

    /// Asks for `action`: the confirmation dialog shows.
    public func ask(_ action: DebugAction) {
        confirming = action
        inputError = nil
    }

    /// Closes the confirmation dialog without doing anything.
    public func cancel() {
        confirming = nil
    }

    /// Carries out the action being confirmed. Throws ``InputError/nothingToConfirm`` when no
    /// action was asked for, and what the action throws (the dialog then stays open).
    public func confirm() throws {
        guard let action = confirming else { throw refuse(.nothingToConfirm) }
        switch action {
        case .resetOnboarding: try resetOnboarding()
        case .wipeData: try wipeData()
        case .loadSampleData: try loadSampleData()
        }
        confirming = nil
    }

    /// Onboarding shows again; the profile and the journal stay. Throws
    /// ``InputError/noProfile`` (writing nothing) before a profile exists.
    public func resetOnboarding() throws {
        do {
            try database.write { c in
                guard try c.execute("UPDATE profile SET onboarded = 0 WHERE id = 1") == 1 else { throw InputError.noProfile }
            }
        } catch let error as InputError {
            throw refuse(error)
        }
        succeed(.resetOnboarding)
    }

    /// Deletes the profile and the journal (a first launch) and cancels every reminder.
    public func wipeData() throws {
        let ids = try database.write { c in
            let ids = try AftercareReminders.identifiers(where: "1", [], in: c)
            try Self.wipe(c)
            return ids
        }
        if !ids.isEmpty { dependencies.notifications.cancel(ids: ids) }
        succeed(.wipeData)
    }

    /// Replaces everything with the sample journal in one transaction, cancels the reminders of
    /// what was there and schedules those of the sample's running routine still ahead.
    public func loadSampleData() throws {
        let (now, calendar) = (dependencies.now(), dependencies.calendar)
        let database = self.database
        let (cancelled, scheduled) = try database.write { c in
            let ids = try AftercareReminders.identifiers(where: "1", [], in: c)
            try Self.wipe(c)
            try SampleData.install(into: database)  // a savepoint of this transaction
            let reminders = try AftercareReminders.ahead(where: "r.ended_day IS NULL", [], after: now, calendar: calendar, in: c)
            return (ids, reminders)
        }
        if !cancelled.isEmpty { dependencies.notifications.cancel(ids: cancelled) }
        try dependencies.notifications.schedule(scheduled)
        succeed(.loadSampleData)
    }

    static func wipe(_ c: Connection) throws {
        for table in journalTables { try c.execute("DELETE FROM \(table)") }
    }

    private func succeed(_ action: DebugAction) {
        done = action
        inputError = nil
    }

    private func refuse(_ error: InputError) -> InputError {
        inputError = error
        return error
    }
}
