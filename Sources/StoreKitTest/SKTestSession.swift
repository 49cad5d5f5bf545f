import Foundation
import StoreKit

/// A StoreKit test session, as StoreKitTest's `SKTestSession`: it loads a StoreKit
/// configuration file (Xcode's `.storekit`, JSON) as the App Store the app talks to, so
/// `Product.products(for:)`, the StoreKit views and the entitlement tasks see its products, and
/// purchases the test makes (`buyProduct`) are the customer's transactions.
///
/// The App Store is one per process, as on a device: a new session replaces the previous one's
/// products and transactions, so tests that use sessions run one after another (a serialized
/// suite).
///
/// ```swift
/// let session = try SKTestSession(configurationFileNamed: "Products")
/// session.disableDialogs = true
/// try await session.buyProduct(identifier: "pass.yearly")
/// ```
public final class SKTestSession: @unchecked Sendable {
    /// Reads the configuration file `name.storekit` from the app's or a test's resources
    /// (SwiftPM resource bundles included).
    public convenience init(configurationFileNamed name: String) throws {
        let file = name.hasSuffix(".storekit") ? name : name + ".storekit"
        let places = Self.resourceFolders()
        guard let url = places.lazy.map({ $0.appendingPathComponent(file) }).first(where: { FileManager.default.fileExists(atPath: $0.path) })
        else {
            throw SKTestSessionError.configurationNotFound(
                name: file, searched: places.map(\.path))
        }
        try self.init(contentsOf: url)
    }

    /// Reads the configuration file at `url`.
    public init(contentsOf url: URL) throws {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw SKTestSessionError.unreadable(path: url.path, reason: error.localizedDescription)
        }
        configuration = try StoreCatalog(configuration: data, file: url.lastPathComponent)
        resetToDefaultState()
    }

    private let configuration: StoreCatalog

    /// Purchases complete without the App Store's confirmation sheets (always, here).
    public var disableDialogs = true
    /// Purchases wait for a parent's approval: `purchase()` returns `.pending`.
    public var askToBuyEnabled: Bool {
        get { StoreLedger.shared.read(\.askToBuy) }
        set { StoreLedger.shared.change { $0.askToBuy = newValue } }
    }
    /// Purchases fail with `StoreKitError.unknown`.
    public var failTransactionsEnabled: Bool {
        get { StoreLedger.shared.read { $0.failure != nil } }
        set { StoreLedger.shared.change { $0.failure = newValue ? StoreKitError.unknown : nil } }
    }
    /// Whether purchases are allowed at all (`AppStore.canMakePayments`).
    public var allowsPurchases: Bool {
        get { StoreLedger.shared.allowsPurchases }
        set { StoreLedger.shared.change { $0.allowsPurchases = newValue } }
    }
    /// The storefront's country code ("USA").
    public var storefront: String {
        get { StoreLedger.shared.catalog.storefront.countryCode }
        set {
            StoreLedger.shared.change { state in
                state.catalog.storefront = Storefront(countryCode: newValue, currency: state.catalog.storefront.currency)
            }
        }
    }
    /// The locale the products are described and priced in.
    public var locale: Locale { configuration.locale }
    /// The date the session's purchases carry and entitlements are judged at, so a snapshot
    /// of a purchase history is the same every run (a kit addition; nil is the clock's now).
    public var purchaseDate: Date? {
        get { StoreLedger.shared.read(\.transactionDate) }
        set { StoreLedger.shared.change { $0.transactionDate = newValue } }
    }

    /// Back to the configuration's products with no transactions and default settings.
    public func resetToDefaultState() {
        StoreLedger.shared.change { state in
            let listeners = state.listeners
            state = StoreLedger.State()
            state.catalog = configuration
            state.listeners = listeners
        }
    }

    /// Forgets every transaction.
    public func clearTransactions() { StoreLedger.shared.change { $0.transactions = [] } }

    /// Buys a product as the customer, as if they confirmed the purchase.
    @discardableResult
    public func buyProduct(identifier: String, options: Set<Product.PurchaseOption> = []) async throws -> StoreKit.Transaction {
        guard let product = StoreLedger.shared.catalog.product(identifier) else {
            throw SKTestSessionError.unknownProduct(identifier, known: StoreLedger.shared.catalog.products.map(\.id))
        }
        let quantity = options.compactMap(\.quantityValue).first ?? 1
        return StoreLedger.shared.record(product, quantity: quantity)
    }
    /// Buys a product as the customer (StoreKit 1's form).
    public func buyProduct(productIdentifier: String) throws {
        guard let product = StoreLedger.shared.catalog.product(productIdentifier) else {
            throw SKTestSessionError.unknownProduct(productIdentifier, known: StoreLedger.shared.catalog.products.map(\.id))
        }
        StoreLedger.shared.record(product)
    }

    /// The customer's transactions, oldest first.
    public func allTransactions() -> [SKTestTransaction] { StoreLedger.shared.transactions.map(SKTestTransaction.init) }

    /// Refunds a transaction: it stops entitling the customer.
    public func refundTransaction(identifier: UInt) throws {
        try changeTransaction(identifier) { transaction, now in
            transaction.revocationDate = now
            transaction.revocationReason = .other
        }
    }
    /// Ends a subscription now: its latest transaction expires.
    public func expireSubscription(productIdentifier: String) throws {
        guard let last = StoreLedger.shared.transactions.last(where: { $0.productID == productIdentifier }) else {
            throw SKTestSessionError.noTransaction(productIdentifier)
        }
        try changeTransaction(UInt(last.id)) { transaction, now in transaction.expirationDate = now }
    }
    /// Takes a transaction away as if it never happened.
    public func deleteTransaction(identifier: UInt) throws {
        try changeTransaction(identifier) { _, _ in }
        StoreLedger.shared.change { $0.transactions.removeAll { $0.id == UInt64(identifier) } }
    }

    private func changeTransaction(_ identifier: UInt, _ change: (inout StoreKit.Transaction, Date) -> Void) throws {
        let found = StoreLedger.shared.change { state -> Bool in
            guard let index = state.transactions.firstIndex(where: { $0.id == UInt64(identifier) }) else { return false }
            change(&state.transactions[index], state.transactionDate ?? Date())
            return true
        }
        if !found { throw SKTestSessionError.noTransaction(String(identifier)) }
    }

    /// Where `configurationFileNamed:` looks: the main bundle, every loaded bundle, and the
    /// SwiftPM resource bundles beside the running executable (and their `Resources` folders).
    static func resourceFolders() -> [URL] {
        var folders: [URL] = []
        for bundle in [Bundle.main] + Bundle.allBundles {
            if let url = bundle.resourceURL { folders.append(url) }
        }
        let beside = Bundle.main.bundleURL
        for folder in [beside, beside.deletingLastPathComponent()] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for name in names.sorted() where name.hasSuffix(".resources") || name.hasSuffix(".bundle") {
                let bundle = folder.appendingPathComponent(name)
                folders.append(bundle)
                folders.append(bundle.appendingPathComponent("Resources"))
            }
        }
        var seen: Set<String> = []
        return folders.filter { seen.insert($0.standardizedFileURL.path).inserted }
    }
}

/// A transaction of a test session, as StoreKitTest's `SKTestTransaction`.
public struct SKTestTransaction: Sendable, Hashable {
    public let identifier: UInt
    public let productIdentifier: String
    public let purchaseDate: Date
    public let expirationDate: Date?
    public let isRefunded: Bool

    init(_ transaction: StoreKit.Transaction) {
        identifier = UInt(transaction.id)
        productIdentifier = transaction.productID
        purchaseDate = transaction.purchaseDate
        expirationDate = transaction.expirationDate
        isRefunded = transaction.revocationDate != nil
    }
}

/// Why a test session could not do what it was asked, with what to do.
public enum SKTestSessionError: Error, CustomStringConvertible, LocalizedError {
    case configurationNotFound(name: String, searched: [String])
    case unreadable(path: String, reason: String)
    case unknownProduct(String, known: [String])
    case noTransaction(String)

    public var description: String {
        switch self {
        case .configurationNotFound(let name, let searched):
            return
                "No StoreKit configuration \(name) in the app's or tests' resources (searched \(searched.joined(separator: ", "))). Add it to the test target's resources (`resources: [.copy(\"\(name)\")]`) or use SKTestSession(contentsOf:)."
        case .unreadable(let path, let reason):
            return "The StoreKit configuration \(path) cannot be read: \(reason)."
        case .unknownProduct(let id, let known):
            return "The StoreKit configuration sells no product \"\(id)\"; it sells \(known.isEmpty ? "nothing" : known.joined(separator: ", "))."
        case .noTransaction(let id):
            return "The test session has no transaction \(id)."
        }
    }
    public var errorDescription: String? { description }
}
