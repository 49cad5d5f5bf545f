import Foundation
import LiveSQLite
import Observation

/// The Add piece form: title, artist (pick one or type a new name), placement, approximate
/// size, style, day and status. ``save()`` validates and writes the piece (and a new artist)
/// in one transaction, so the Collection, Stats and body map see it at once.
///
/// ```swift
/// let model = try AddPieceModel(database: db, dependencies: .sample)
/// model.title = "Lighthouse"; model.regionID = "left_calf"; model.areaCm2 = 80; model.status = .healed
/// let id = try model.save()
/// ```
@MainActor
@Observable
public final class AddPieceModel {
    @ObservationIgnored public let artists: LiveQuery<[Artist]>
    @ObservationIgnored public let regions: LiveQuery<[BodyRegion]>
    @ObservationIgnored let database: Database
    @ObservationIgnored let dependencies: Dependencies

    public var title = ""
    /// An existing artist; when nil, ``newArtistName`` (if not blank) creates one.
    public var artistID: UUID?
    public var newArtistName = ""
    public var regionID: String?
    /// Approximate size in cm², if known.
    public var areaCm2: Double?
    public var style = ""
    public var day: Day?
    public var status: PieceStatus = .healed
    public var notes = ""
    /// Why the last ``save()`` was refused, for the screen to show; nil after success.
    public private(set) var inputError: InputError?

    /// Styles offered as suggestions (any text is accepted).
    public static let suggestedStyles = [
        "Traditional", "Neo-traditional", "Japanese", "Blackwork", "Fine line", "Realism", "Script", "Dotwork", "Watercolour",
    ]

    public init(database: Database, dependencies: Dependencies) throws {
        self.database = database
        self.dependencies = dependencies
        artists = try .all(database, "SELECT id, name, studio, city, instagram FROM artists ORDER BY name COLLATE NOCASE")
        regions = try .all(database, BodyRegion.selectAll)
        day = dependencies.today
    }

    public var selectedRegion: BodyRegion? { regions.value.first { $0.id == regionID } }
    public var selectedArtist: Artist? { artists.value.first { $0.id == artistID } }
    /// Regions grouped for the picker: front first, then back.
    public func regions(on side: BodySide) -> [BodyRegion] { regions.value.filter { $0.side == side } }
    /// The Save button is enabled once there is a title.
    public var canSave: Bool { !title.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }

    /// Validates the form and writes the piece; returns its ID. Throws ``InputError`` (and
    /// writes nothing) for a blank title, a size that is not positive or larger than a body, or
    /// a piece you already have dated in the future.
    @discardableResult
    public func save() throws -> UUID {
        let title = self.title.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !title.isEmpty else { throw refuse(.emptyName(.title)) }
        if let area = areaCm2, !(area > 0 && area <= 18_000) { throw refuse(.areaOutOfRange) }
        if status.isOnSkin, let day, day > dependencies.today { throw refuse(.dayInFuture) }
        let newArtist = newArtistName.trimmingCharacters(in: .whitespacesAndNewlines)
        let style = self.style.trimmingCharacters(in: .whitespacesAndNewlines)
        let notes = self.notes.trimmingCharacters(in: .whitespacesAndNewlines)
        let id = dependencies.makeID()
        let now = dependencies.now()
        let artistID = self.artistID
        let newArtistID = artistID == nil && !newArtist.isEmpty ? dependencies.makeID() : nil
        try database.write { c in
            var artist = artistID
            if let newArtistID {
                // Typing the name of an artist you already have picks them.
                let existing = try c.scalar("SELECT id FROM artists WHERE name = ? COLLATE NOCASE", [newArtist], as: UUID.self)
                if let existing {
                    artist = existing
                } else {
                    try c.execute("INSERT INTO artists (id, name, created_at) VALUES (?, ?, ?)", [newArtistID, newArtist, now])
                    artist = newArtistID
                }
            }
            try c.execute(
                """
                INSERT INTO pieces (id, title, artist_id, region_id, area_cm2, style, day, status, notes, created_at)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """,
                [id, title, artist, regionID, areaCm2, style.isEmpty ? nil : style, day, status, notes.isEmpty ? nil : notes, now])
        }
        inputError = nil
        return id
    }

    private func refuse(_ error: InputError) -> InputError {
        inputError = error
        return error
    }
}
