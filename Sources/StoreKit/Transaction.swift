import Foundation

/// A purchase the customer made, as StoreKit's `Transaction`. In a snapshot test they are the
/// purchases of the test session (`SKTestSession.buyProduct`, or `Product.purchase()`).
///
/// ```swift
/// for await result in Transaction.currentEntitlements {
///     if case .verified(let transaction) = result { unlocked.insert(transaction.productID) }
/// }
/// ```
public struct Transaction: Identifiable, Hashable, Sendable, CustomDebugStringConvertible {
    public let id: UInt64
    public let originalID: UInt64
    public let productID: String
    public let productType: Product.ProductType
    public let subscriptionGroupID: String?
    public let appBundleID: String
    public let purchaseDate: Date
    public let originalPurchaseDate: Date
    public package(set) var expirationDate: Date?
    public let purchasedQuantity: Int
    public let isUpgraded: Bool
    public let ownershipType: OwnershipType
    public let signedDate: Date
    public package(set) var revocationDate: Date?
    public package(set) var revocationReason: RevocationReason?
    public let appAccountToken: UUID?
    public let environment: AppStore.Environment
    public let reason: Reason
    public let storefront: Storefront
    public let price: Decimal?
    public let currency: Locale.Currency?
    public let webOrderLineItemID: String?
    package var isFinished: Bool = false

    package init(
        id: UInt64, product: Product, purchaseDate: Date, quantity: Int, appAccountToken: UUID?, storefront: Storefront,
        ownershipType: OwnershipType = .purchased
    ) {
        self.id = id
        originalID = id
        productID = product.id
        productType = product.type
        subscriptionGroupID = product.subscription?.subscriptionGroupID
        appBundleID = Bundle.main.bundleIdentifier ?? "com.example.app"
        self.purchaseDate = purchaseDate
        originalPurchaseDate = purchaseDate
        expirationDate = product.subscription?.subscriptionPeriod.adding(to: purchaseDate)
        purchasedQuantity = quantity
        isUpgraded = false
        self.ownershipType = ownershipType
        signedDate = purchaseDate
        self.appAccountToken = appAccountToken
        environment = .xcode
        reason = .purchase
        self.storefront = storefront
        price = product.price * Decimal(quantity)
        currency = product.priceFormatStyle.currencyCode.isEmpty ? nil : Locale.Currency(product.priceFormatStyle.currencyCode)
        webOrderLineItemID = product.subscription == nil ? nil : String(id)
    }

    /// Tells the App Store the app delivered the purchase.
    public func finish() async { StoreLedger.shared.finish(id) }

    public var jsonRepresentation: Data {
        var fields: [String: Any] = [
            "transactionId": String(id), "originalTransactionId": String(originalID), "productId": productID, "type": productType.rawValue,
            "purchaseDate": purchaseDate.timeIntervalSince1970 * 1000, "quantity": purchasedQuantity, "environment": environment.rawValue,
            "inAppOwnershipType": ownershipType.rawValue, "storefront": storefront.countryCode,
        ]
        if let expirationDate { fields["expiresDate"] = expirationDate.timeIntervalSince1970 * 1000 }
        if let revocationDate { fields["revocationDate"] = revocationDate.timeIntervalSince1970 * 1000 }
        if let subscriptionGroupID { fields["subscriptionGroupIdentifier"] = subscriptionGroupID }
        return (try? JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys])) ?? Data()
    }
    public var debugDescription: String { String(decoding: jsonRepresentation, as: UTF8.self) }

    /// Every transaction of the customer, oldest first.
    public static var all: Transactions { Transactions(StoreLedger.shared.transactions.map { .verified($0) }) }
    /// The transactions that entitle the customer now: unrevoked purchases of non-consumables,
    /// and the unexpired subscriptions (the latest of each group).
    public static var currentEntitlements: Transactions { Transactions(StoreLedger.shared.entitlements().map { .verified($0) }) }
    /// The transactions the app has not finished.
    public static var unfinished: Transactions {
        Transactions(StoreLedger.shared.transactions.filter { !$0.isFinished }.map { .verified($0) })
    }
    /// The transactions made from now on (purchases of the session and `Product.purchase()`),
    /// as they happen; the sequence never ends, as on iOS.
    public static var updates: Transactions { Transactions(live: StoreLedger.shared.updates()) }

    /// The transaction that entitles the customer to a product, if any.
    public static func currentEntitlement(for productID: String) async -> VerificationResult<Transaction>? {
        StoreLedger.shared.entitlements().last { $0.productID == productID }.map { .verified($0) }
    }
    /// The transactions that entitle the customer to a product (iOS 18.4).
    public static func currentEntitlements(for productID: String) -> Transactions {
        Transactions(StoreLedger.shared.entitlements().filter { $0.productID == productID }.map { .verified($0) })
    }
    /// The customer's latest transaction for a product, if any.
    public static func latest(for productID: String) async -> VerificationResult<Transaction>? {
        StoreLedger.shared.transactions.last { $0.productID == productID }.map { .verified($0) }
    }

    /// A sequence of transactions, as StoreKit's `Transaction.Transactions`.
    public struct Transactions: AsyncSequence, Sendable {
        public typealias Element = VerificationResult<Transaction>
        public typealias Failure = Never
        let fixed: [Element]
        let live: AsyncStream<Element>?

        init(_ fixed: [Element]) {
            self.fixed = fixed
            live = nil
        }
        init(live: AsyncStream<Element>) {
            fixed = []
            self.live = live
        }

        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator(fixed: fixed.makeIterator(), live: live?.makeAsyncIterator()) }

        public struct AsyncIterator: AsyncIteratorProtocol {
            var fixed: IndexingIterator<[Element]>
            var live: AsyncStream<Element>.Iterator?
            public mutating func next() async -> Element? {
                if let value = fixed.next() { return value }
                return await live?.next()
            }
            public mutating func next(isolation actor: isolated (any Actor)?) async -> Element? {
                if let value = fixed.next() { return value }
                return await live?.next(isolation: actor)
            }
        }
    }

    /// Who owns a purchase, as StoreKit's `Transaction.OwnershipType`.
    public struct OwnershipType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let purchased = OwnershipType(rawValue: "PURCHASED")
        public static let familyShared = OwnershipType(rawValue: "FAMILY_SHARED")
    }

    /// Why a purchase was taken back, as StoreKit's `Transaction.RevocationReason`.
    public struct RevocationReason: RawRepresentable, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let developerIssue = RevocationReason(rawValue: 1)
        public static let other = RevocationReason(rawValue: 0)
        public var localizedDescription: String { rawValue == 1 ? "An issue with the app" : "Another reason" }
    }

    /// What made a transaction, as StoreKit's `Transaction.Reason`.
    public struct Reason: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let purchase = Reason(rawValue: "PURCHASE")
        public static let renewal = Reason(rawValue: "RENEWAL")
    }

    /// What came of a refund request, as StoreKit's `Transaction.RefundRequestStatus`.
    public enum RefundRequestStatus: Sendable { case userCancelled, success }

    /// Why a refund request failed, as StoreKit's `Transaction.RefundRequestError`.
    public enum RefundRequestError: Error, Hashable, Sendable { case duplicateRequest, failed }
}
