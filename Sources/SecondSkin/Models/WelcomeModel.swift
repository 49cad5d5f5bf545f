import LiveSQLite
import Observation

/// The Welcome screen's model: the profile comes from a live query, so renaming the profile
/// anywhere updates the greeting. The fan of three photos is app art, there before any data.
///
/// ```swift
/// let model = try WelcomeModel(database: db, dependencies: .sample)
/// model.greeting  // "Welcome, Maya"
/// model.fanPhotoPaths  // three PNGs of generated flash on skin
/// ```
@MainActor
@Observable
public final class WelcomeModel {
    @ObservationIgnored public let profile: LiveQuery<Profile?>
    @ObservationIgnored let database: Database
    @ObservationIgnored public let photos: PhotoLibrary

    /// `dependencies` defaults to ``Dependencies/sample`` for previews and snapshots.
    public init(database: Database, dependencies: Dependencies = .sample) throws {
        self.database = database
        photos = dependencies.photos
        profile = try .one(database, Profile.select)
    }

    /// "Welcome, Maya", or "Welcome" before a profile exists.
    public var greeting: String {
        guard let name = profile.value?.name else { return "Welcome" }
        return "Welcome, \(name)"
    }

    /// The three features the Welcome screen presents.
    public var features: [Feature] { Feature.all }

    /// The fan of three tattoo photos, left to right (file names in ``photos``).
    public var fanPhotos: [String] { SamplePhotos.welcomeFan }

    /// ``fanPhotos`` as paths to draw.
    public var fanPhotoPaths: [String] { fanPhotos.map(photos.path(for:)) }

    /// Marks onboarding as finished on an existing profile (the first launch has none yet:
    /// ``AboutYouModel/finishOnboarding()`` creates it).
    public func getStarted() throws {
        try database.write { try $0.execute("UPDATE profile SET onboarded = 1 WHERE id = 1") }
    }
}

/// One feature row on the Welcome screen.
///
/// ```swift
/// Feature.all.map(\.title)  // ["Keep every piece", "Plan what's next", "Look after it"]
/// ```
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
