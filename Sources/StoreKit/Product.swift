import Foundation

/// An in-app purchase, as StoreKit's `Product`: what the App Store sells, read here from the
/// StoreKit configuration file a test session loads (`SKTestSession`), as Xcode's StoreKit
/// testing does. Without a session no product exists, as for an app whose identifiers the App
/// Store does not know: `products(for:)` returns none.
///
/// ```swift
/// let products = try await Product.products(for: ["pass.monthly", "pass.yearly"])
/// let result = try await products[0].purchase()
/// ```
public struct Product: Identifiable, Hashable, Sendable {
    public typealias ID = String

    public let id: ID
    public let type: ProductType
    public let displayName: String
    public let description: String
    /// The price in the storefront's currency.
    public let price: Decimal
    /// The price as the storefront shows it ("$4.99").
    public let displayPrice: String
    public let isFamilyShareable: Bool
    /// The subscription's terms, for auto-renewable subscriptions.
    public let subscription: SubscriptionInfo?
    /// How the storefront writes prices in its currency.
    public let priceFormatStyle: Decimal.FormatStyle.Currency

    package init(
        id: ID, type: ProductType, displayName: String, description: String, price: Decimal, isFamilyShareable: Bool,
        subscription: SubscriptionInfo?, priceFormatStyle: Decimal.FormatStyle.Currency
    ) {
        self.id = id
        self.type = type
        self.displayName = displayName
        self.description = description
        self.price = price
        self.displayPrice = price.formatted(priceFormatStyle)
        self.isFamilyShareable = isFamilyShareable
        self.subscription = subscription
        self.priceFormatStyle = priceFormatStyle
    }

    /// How a subscription period is written ("1 month").
    public var subscriptionPeriodFormatStyle: SubscriptionPeriod.FormatStyle { SubscriptionPeriod.FormatStyle() }
    /// How a subscription period's unit is written ("month").
    public var subscriptionPeriodUnitFormatStyle: SubscriptionPeriod.Unit.FormatStyle { SubscriptionPeriod.Unit.FormatStyle() }

    /// The product as JSON, with the fields the App Store sends.
    public var jsonRepresentation: Data {
        var fields: [String: Any] = [
            "id": id, "type": type.rawValue, "displayName": displayName, "description": description,
            "price": NSDecimalNumber(decimal: price).doubleValue, "displayPrice": displayPrice, "isFamilyShareable": isFamilyShareable,
        ]
        if let subscription { fields["subscriptionGroupID"] = subscription.subscriptionGroupID }
        return (try? JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys])) ?? Data()
    }

    /// The products with these identifiers that the loaded StoreKit configuration sells, in
    /// its order; identifiers it does not know are left out, as the App Store does.
    public static func products<Identifiers: Collection>(for identifiers: Identifiers) async throws -> [Product]
    where Identifiers.Element == ID {
        let wanted = Set(identifiers)
        return StoreLedger.shared.catalog.products.filter { wanted.contains($0.id) }
    }

    /// Buys the product: in a test session the purchase succeeds at once with a verified
    /// transaction (Ask to Buy makes it pending, and failures the session enables are thrown).
    public func purchase(options: Set<PurchaseOption> = []) async throws -> PurchaseResult {
        try StoreLedger.shared.purchase(self, options: options)
    }

    /// The transaction that entitles the customer to the product, if any.
    public var currentEntitlement: VerificationResult<Transaction>? {
        get async { await Transaction.currentEntitlement(for: id) }
    }
    /// The transactions that entitle the customer to the product (iOS 18.4).
    public var currentEntitlements: Transaction.Transactions { Transaction.currentEntitlements(for: id) }
    /// The latest transaction for the product, if any.
    public var latestTransaction: VerificationResult<Transaction>? {
        get async { await Transaction.latest(for: id) }
    }

    public static func == (a: Product, b: Product) -> Bool { a.id == b.id && a.price == b.price && a.displayName == b.displayName }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

extension Product {
    /// The kind of a product, as StoreKit's `Product.ProductType`.
    public struct ProductType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let consumable = ProductType(rawValue: "Consumable")
        public static let nonConsumable = ProductType(rawValue: "Non-Consumable")
        public static let autoRenewable = ProductType(rawValue: "Auto-Renewable Subscription")
        public static let nonRenewable = ProductType(rawValue: "Non-Renewing Subscription")
        public var localizedDescription: String { rawValue }
    }

    /// What a purchase ended with, as StoreKit's `Product.PurchaseResult`.
    public enum PurchaseResult: Sendable {
        case success(VerificationResult<Transaction>)
        case userCancelled
        case pending
    }

    /// An option of a purchase, as StoreKit's `Product.PurchaseOption`.
    public struct PurchaseOption: Hashable, Sendable {
        let name: String
        let value: String
        /// The quantity this option asks for, if it is `.quantity`.
        package var quantityValue: Int? { name == "quantity" ? Int(value) : nil }
        public static func appAccountToken(_ token: UUID) -> PurchaseOption { PurchaseOption(name: "appAccountToken", value: token.uuidString) }
        public static func quantity(_ quantity: Int) -> PurchaseOption { PurchaseOption(name: "quantity", value: String(quantity)) }
        public static func simulatesAskToBuyInSandbox(_ simulate: Bool) -> PurchaseOption {
            PurchaseOption(name: "simulatesAskToBuyInSandbox", value: String(simulate))
        }
        public static func promotionalOffer(offerID: String, keyID: String, nonce: UUID, signature: Data, timestamp: Int) -> PurchaseOption {
            PurchaseOption(name: "promotionalOffer", value: offerID)
        }
        public static func custom(key: String, value: String) -> PurchaseOption { PurchaseOption(name: key, value: value) }
        public static func custom(key: String, value: Bool) -> PurchaseOption { PurchaseOption(name: key, value: String(value)) }
        public static func custom(key: String, value: Double) -> PurchaseOption { PurchaseOption(name: key, value: String(value)) }
        public static func custom(key: String, value: UUID) -> PurchaseOption { PurchaseOption(name: key, value: value.uuidString) }
        public static func custom(key: String, value: Data) -> PurchaseOption { PurchaseOption(name: key, value: value.base64EncodedString()) }
    }

    /// Why a purchase could not be made, as StoreKit's `Product.PurchaseError`.
    public enum PurchaseError: Error, Hashable, Sendable, LocalizedError {
        case invalidQuantity, productUnavailable, purchaseNotAllowed, ineligibleForOffer, invalidOfferIdentifier, invalidOfferPrice
        case invalidOfferSignature, missingOfferParameters

        public var errorDescription: String? {
            switch self {
            case .invalidQuantity: return "The quantity of a purchase must be between 1 and 10."
            case .productUnavailable: return "The product is not sold by the loaded StoreKit configuration."
            case .purchaseNotAllowed: return "Purchases are not allowed: the test session disallows them."
            case .ineligibleForOffer: return "The customer is not eligible for the offer."
            case .invalidOfferIdentifier: return "The offer identifier is not one of the product's offers."
            case .invalidOfferPrice: return "The offer's price is not valid."
            case .invalidOfferSignature: return "The offer's signature is not valid."
            case .missingOfferParameters: return "The offer is missing parameters."
            }
        }
    }
}

/// A StoreKit failure, as StoreKit's `StoreKitError`.
public enum StoreKitError: Error, Sendable, LocalizedError {
    case unknown
    case userCancelled
    case networkError(URLError)
    case systemError(any Error)
    case notAvailableInStorefront
    case notEntitled
    case unsupported

    public var errorDescription: String? {
        switch self {
        case .unknown: return "An unknown StoreKit error."
        case .userCancelled: return "The customer cancelled."
        case .networkError(let error): return "A network error: \(error.localizedDescription)"
        case .systemError(let error): return "A system error: \(error.localizedDescription)"
        case .notAvailableInStorefront: return "The product is not available in the current storefront."
        case .notEntitled: return "The app is not entitled to this."
        case .unsupported: return "This is not supported."
        }
    }
}
