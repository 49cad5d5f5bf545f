import LiveSQLite
import Observation

/// The Welcome screen's model: the profile comes from a live query, so renaming the profile
/// anywhere updates the greeting.
///
/// ```swift
/// let model = try WelcomeModel(database: db)
/// model.greeting  // "Welcome, Maya"
/// ```
@MainActor
@Observable
public final class WelcomeModel {
    @ObservationIgnored public let profile: LiveQuery<Profile?>
    @ObservationIgnored let database: Database

    public init(database: Database) throws {
        self.database = database
        profile = try .one(database, "SELECT name, currency, onboarded FROM profile WHERE id = 1")
    }

    /// "Welcome, Maya", or "Welcome" before a profile exists.
    public var greeting: String {
        guard let name = profile.value?.name else { return "Welcome" }
        return "Welcome, \(name)"
    }

    /// The three features the Welcome screen presents.
    public var features: [Feature] { Feature.all }

    /// Marks onboarding as finished.
    public func getStarted() throws {
        try database.write { try $0.execute("UPDATE profile SET onboarded = 1 WHERE id = 1") }
    }
}

/// One feature row on the Welcome screen.
public struct Feature: Equatable, Sendable {
    public var id: String
    public var title: String
    public var detail: String

    public static let all: [Feature] = [
        Feature(id: "keep", title: "Keep every piece", detail: "Photos, artist, placement and the story behind each tattoo."),
        Feature(id: "plan", title: "Plan what's next", detail: "Moodboards for ideas and every booking in one place."),
        Feature(id: "care", title: "Look after it", detail: "A daily aftercare routine until it has healed."),
    ]
}
