import Foundation

/// The App Store, as StoreKit's `AppStore`.
public enum AppStore {
    /// Where a signed value comes from, as StoreKit's `AppStore.Environment`: a test session's
    /// purchases are `.xcode`'s.
    public struct Environment: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let production = Environment(rawValue: "Production")
        public static let sandbox = Environment(rawValue: "Sandbox")
        public static let xcode = Environment(rawValue: "Xcode")
    }

    /// Whether the customer may make payments: a test session can disallow them.
    public static var canMakePayments: Bool { StoreLedger.shared.allowsPurchases }

    /// Brings the customer's transactions up to date: a test session's are always current.
    public static func sync() async throws {}

    /// The App Store's device verification identifier.
    public static var deviceVerificationID: UUID? { UUID(uuidString: "00000000-0000-0000-0000-000000000000") }
}

/// The App Store country of the customer, as StoreKit's `Storefront`: the test session's
/// (`USA` unless its configuration names another).
public struct Storefront: Identifiable, Hashable, Sendable, CustomStringConvertible {
    /// The ISO 3166-1 alpha-3 code of the country ("USA").
    public let countryCode: String
    public let id: String
    public let currency: Locale.Currency?

    package init(countryCode: String, currency: Locale.Currency?) {
        self.countryCode = countryCode
        id = countryCode == "USA" ? "143441" : countryCode
        self.currency = currency
    }

    /// The customer's storefront.
    public static var current: Storefront? {
        get async { StoreLedger.shared.catalog.storefront }
    }
    /// The storefront as it changes: a test session's does not, so the sequence has none.
    public static var updates: AsyncStream<Storefront> { AsyncStream { _ in } }
    public var description: String { "Storefront(\(countryCode))" }
}

/// A message the App Store asks the app to show, as StoreKit's `Message` (price increase
/// consents, billing issues). A test session sends none.
public struct Message: Hashable, Sendable {
    public let reason: Reason

    /// The messages as they arrive: none in a test session, and the sequence never ends.
    public static var messages: Messages { Messages() }

    /// Why the App Store sends a message, as StoreKit's `Message.Reason`.
    public struct Reason: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let generic = Reason(rawValue: "generic")
        public static let priceIncreaseConsent = Reason(rawValue: "priceIncreaseConsent")
        public static let billingIssue = Reason(rawValue: "billingIssue")
        public static let winBackOffer = Reason(rawValue: "winBackOffer")
    }

    /// The App Store's messages, as StoreKit's `Message.Messages`.
    public struct Messages: AsyncSequence, Sendable {
        public typealias Element = Message
        public typealias Failure = Never
        public func makeAsyncIterator() -> AsyncStream<Message>.Iterator { AsyncStream<Message> { _ in }.makeAsyncIterator() }
    }
}
