import Foundation
import LiveSQLite
import Observation

/// The About you screen (onboarding): name, photo and currency, and the three privacy
/// promises. The fields are drafts that start from the profile (empty on first launch);
/// ``finishOnboarding()`` validates them and writes the profile.
///
/// ```swift
/// let model = try AboutYouModel(database: db, dependencies: .sample)
/// model.name = "Noor"; model.currency = "GBP"
/// try model.finishOnboarding()   // profile written, onboarded
/// ```
@MainActor
@Observable
public final class AboutYouModel {
    @ObservationIgnored public let profile: LiveQuery<Profile?>
    @ObservationIgnored let database: Database
    @ObservationIgnored public let photos: PhotoLibrary

    /// Draft name, as typed.
    public var name: String
    /// Draft currency code (three letters); one of ``currencies`` in the picker.
    public var currency: String
    /// Draft photo file name in ``photos``, or nil for initials.
    public var photoFile: String?
    /// Why the last ``finishOnboarding()`` was refused, for the screen to show; nil after success.
    public private(set) var inputError: InputError?

    public static let currencies = ["EUR", "USD", "GBP", "CHF", "SEK", "NOK", "DKK", "PLN", "CZK", "AUD", "CAD", "NZD", "JPY"]

    public init(database: Database, dependencies: Dependencies) throws {
        self.database = database
        photos = dependencies.photos
        profile = try .one(database, Profile.select)
        name = profile.value?.name ?? ""
        currency = profile.value?.currency ?? "EUR"
        photoFile = profile.value?.photoFile
    }

    /// The three privacy promises.
    public var promises: [Promise] { Promise.all }

    /// "M" for Maya: what the photo circle shows without a photo.
    public var initials: String { name.trimmingCharacters(in: .whitespaces).first.map { String($0).uppercased() } ?? "" }

    /// The Continue button is enabled once there is a name.
    public var canFinish: Bool { !name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }

    /// True once the profile is written and onboarding is done.
    public var isFinished: Bool { profile.value?.onboarded == true }

    /// Validates the drafts and writes the profile (creating it on first launch), marking
    /// onboarding as finished. Throws ``InputError`` and writes nothing on a blank name or a
    /// currency that is not three letters.
    public func finishOnboarding() throws {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        let code = currency.trimmingCharacters(in: .whitespaces).uppercased()
        guard !trimmed.isEmpty else { throw refuse(.emptyName(.name)) }
        guard code.count == 3, code.allSatisfy({ $0.isASCII && $0.isLetter }) else { throw refuse(.invalidCurrency(currency)) }
        try database.write { c in
            try c.execute(
                """
                INSERT INTO profile (id, name, currency, photo_path, onboarded) VALUES (1, ?, ?, ?, 1)
                ON CONFLICT (id) DO UPDATE SET name = excluded.name, currency = excluded.currency,
                    photo_path = excluded.photo_path, onboarded = 1
                """, [trimmed, code, photoFile])
        }
        inputError = nil
    }

    private func refuse(_ error: InputError) -> InputError {
        inputError = error
        return error
    }
}

/// One privacy promise on About you.
///
/// ```swift
/// Promise.all.map(\.title)  // ["Private to you", "We never see it", "No account, no tracking"]
/// ```
public struct Promise: Equatable, Sendable {
    public var id: String
    public var title: String
    public var detail: String

    public static let all: [Promise] = [
        Promise(id: "private", title: "Private to you", detail: "Your journal lives on this device, in one file only you can open."),
        Promise(id: "unseen", title: "We never see it", detail: "No servers: your photos and notes never leave your phone."),
        Promise(id: "untracked", title: "No account, no tracking", detail: "No sign-up, no ads, no analytics. Ever."),
    ]
}
