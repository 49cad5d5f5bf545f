/// Input a screen's action refused before writing anything, with a message to show the user
/// next to the field it names.
///
/// ```swift
/// do { try review.save() } catch let error as InputError { alert(error.message) }  // "Pain is a score from 0 to 10."
/// ```
public enum InputError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A required name or title is empty (or only spaces).
    case emptyName(Field)
    case painOutOfRange(Int)
    case missingPain
    case negativeCost
    case missingCost
    case hoursOutOfRange
    case negativeDeposit
    case plannedLengthOutOfRange
    case areaOutOfRange
    case invalidCurrency(String)
    /// A web reference needs an https:// link.
    case invalidLink(String)
    /// A reference saved from the web needs its link.
    case missingLink(ReferenceSource)
    /// A reference needs a link or an image.
    case emptyReference
    case dayInFuture
    /// A photo must be a file name in the photo library.
    case invalidPhoto(String)
    /// A session can be reviewed once it has started.
    case sessionNotStarted
    /// The row the screen was opened for no longer exists.
    case notFound
    /// The step is already done as many times as today asks.
    case stepAlreadyDone
    /// The piece already has an aftercare routine that has not ended.
    case routineAlreadyRunning
    /// A confirmation was answered with no action waiting for it.
    case nothingToConfirm
    /// There is no profile yet (onboarding was never finished).
    case noProfile

    /// Which input the message belongs next to.
    ///
    /// ```swift
    /// if model.inputError?.field == .pain { painPicker.highlight() }
    /// ```
    public enum Field: String, Sendable {
        case name, title, pain, cost, hours, deposit, plannedLength, area, currency, link, reference, day, step, photo
    }

    public var field: Field? {
        switch self {
        case .emptyName(let field): return field
        case .painOutOfRange, .missingPain: return .pain
        case .negativeCost, .missingCost: return .cost
        case .hoursOutOfRange: return .hours
        case .negativeDeposit: return .deposit
        case .plannedLengthOutOfRange: return .plannedLength
        case .areaOutOfRange: return .area
        case .invalidCurrency: return .currency
        case .invalidLink, .missingLink: return .link
        case .emptyReference: return .reference
        case .dayInFuture: return .day
        case .invalidPhoto: return .photo
        case .stepAlreadyDone: return .step
        case .notFound, .sessionNotStarted, .routineAlreadyRunning, .nothingToConfirm, .noProfile: return nil
        }
    }

    /// What to tell the user, and what to do about it.
    public var message: String {
        switch self {
        case .emptyName(.name): return "Please enter your name."
        case .emptyName: return "Give it a title."
        case .painOutOfRange(let value): return "Pain is a score from 0 to 10, not \(value)."
        case .missingPain: return "Pick how much it hurt, from 0 to 10."
        case .negativeCost: return "The cost can't be negative."
        case .missingCost: return "Enter what the session cost, deposit included."
        case .hoursOutOfRange: return "Hours in the chair must be between 0 and 24."
        case .negativeDeposit: return "The deposit can't be negative."
        case .plannedLengthOutOfRange: return "A session lasts between 1 minute and 24 hours."
        case .areaOutOfRange: return "The size must be more than 0 cm² and fit on a body."
        case .invalidCurrency(let code): return "\"\(code)\" isn't a currency code. Use three letters, like EUR."
        case .invalidLink(let link): return "\"\(link)\" isn't a web link. Paste the full https:// address."
        case .missingLink(let source): return "Paste the link you saved this from in \(source.title)."
        case .emptyReference: return "Add a link or a photo to save this reference."
        case .dayInFuture: return "A piece you already have can't be dated in the future."
        case .invalidPhoto(let name): return "\"\(name)\" isn't a photo from your library. Pick the photo again."
        case .sessionNotStarted: return "You can say how it went once the session has started."
        case .notFound: return "This was deleted. Go back and pick another one."
        case .stepAlreadyDone: return "That's everything for this step today."
        case .routineAlreadyRunning: return "This piece already has a routine running. Finish or delete it first."
        case .nothingToConfirm: return "There's nothing to confirm. Pick an action first."
        case .noProfile: return "There's no profile yet, so onboarding is still to come. Nothing to reset."
        }
    }

    public var description: String { message }
}
