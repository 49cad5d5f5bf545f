import Foundation
import Synchronization

/// The App Store of a test session: the loaded catalog and the customer's transactions.
/// Process-wide, as the App Store is for an app; `SKTestSession` sets it up.
package final class StoreLedger: Sendable {
    package static let shared = StoreLedger()

    package struct State: Sendable {
        package var catalog = StoreCatalog()
        package var transactions: [Transaction] = []
        package var nextID: UInt64 = 0
        package var allowsPurchases = true
        package var askToBuy = false
        package var failure: (any Error & Sendable)? = nil
        package var transactionDate: Date? = nil
        package var listeners: [UUID: AsyncStream<VerificationResult<Transaction>>.Continuation] = [:]

        package init() {}
    }

    private let state = Mutex(State())

    package func read<T>(_ body: (State) -> T) -> T { state.withLock { body($0) } }
    package func change<T>(_ body: (inout State) -> T) -> T { state.withLock { body(&$0) } }

    package var catalog: StoreCatalog { read(\.catalog) }
    package var transactions: [Transaction] { read(\.transactions) }
    package var allowsPurchases: Bool { read(\.allowsPurchases) }

    /// Records a purchase of `product` and tells the listeners of `Transaction.updates`.
    @discardableResult
    package func record(_ product: Product, quantity: Int = 1, appAccountToken: UUID? = nil) -> Transaction {
        let (transaction, listeners) = change { state -> (Transaction, [AsyncStream<VerificationResult<Transaction>>.Continuation]) in
            let transaction = Transaction(
                id: state.nextID, product: product, purchaseDate: state.transactionDate ?? Date(), quantity: quantity,
                appAccountToken: appAccountToken, storefront: state.catalog.storefront)
            state.nextID += 1
            state.transactions.append(transaction)
            return (transaction, Array(state.listeners.values))
        }
        for listener in listeners { listener.yield(.verified(transaction)) }
        return transaction
    }

    package func purchase(_ product: Product, options: Set<Product.PurchaseOption>) throws -> Product.PurchaseResult {
        let (allowed, askToBuy, failure) = read { ($0.allowsPurchases, $0.askToBuy, $0.failure) }
        if let failure { throw failure }
        guard allowed else { throw Product.PurchaseError.purchaseNotAllowed }
        guard catalog.product(product.id) != nil else { throw Product.PurchaseError.productUnavailable }
        let quantity = options.compactMap(\.quantityValue).first ?? 1
        guard (1...10).contains(quantity) else { throw Product.PurchaseError.invalidQuantity }
        if askToBuy || options.contains(.simulatesAskToBuyInSandbox(true)) { return .pending }
        let token = options.first { $0.name == "appAccountToken" }.flatMap { UUID(uuidString: $0.value) }
        return .success(.verified(record(product, quantity: quantity, appAccountToken: token)))
    }

    package func finish(_ id: UInt64) {
        change { state in
            if let index = state.transactions.firstIndex(where: { $0.id == id }) { state.transactions[index].isFinished = true }
        }
    }

    /// The entitling transactions: unrevoked non-consumables and non-renewing subscriptions,
    /// and each subscription group's latest unexpired, unrevoked transaction.
    package func entitlements(at now: Date? = nil) -> [Transaction] {
        read { state in
            let now = now ?? state.transactionDate ?? Date()
            var latestInGroup: [String: Transaction] = [:]
            var result: [Transaction] = []
            for transaction in state.transactions where transaction.revocationDate == nil {
                switch transaction.productType {
                case .nonConsumable, .nonRenewable:
                    result.append(transaction)
                case .autoRenewable:
                    if let group = transaction.subscriptionGroupID, (transaction.expirationDate ?? .distantFuture) > now {
                        latestInGroup[group] = transaction
                    }
                default:
                    break
                }
            }
            return result + latestInGroup.values.sorted { $0.id < $1.id }
        }
    }

    /// The statuses of a group: one for each product of the group the customer has bought.
    package func statuses(forGroup groupID: String) -> [Product.SubscriptionInfo.Status] {
        let (transactions, now) = read { ($0.transactions, $0.transactionDate ?? Date()) }
        var latest: [String: Transaction] = [:]
        for transaction in transactions where transaction.subscriptionGroupID == groupID { latest[transaction.productID] = transaction }
        return latest.values.sorted { $0.id < $1.id }.map { transaction in
            let state: Product.SubscriptionInfo.RenewalState =
                transaction.revocationDate != nil ? .revoked : (transaction.expirationDate ?? .distantFuture) > now ? .subscribed : .expired
            let renewal = Product.SubscriptionInfo.RenewalInfo(
                originalTransactionID: transaction.originalID, currentProductID: transaction.productID, willAutoRenew: state == .subscribed,
                autoRenewPreference: transaction.productID, expirationReason: state == .expired ? .autoRenewDisabled : nil, isInBillingRetry: false,
                gracePeriodExpirationDate: nil, renewalDate: transaction.expirationDate, signedDate: transaction.signedDate, environment: .xcode)
            return Product.SubscriptionInfo.Status(state: state, transaction: .verified(transaction), renewalInfo: .verified(renewal))
        }
    }

    /// A stream of the transactions recorded from now on.
    package func updates() -> AsyncStream<VerificationResult<Transaction>> {
        let id = UUID()
        let (stream, continuation) = AsyncStream<VerificationResult<Transaction>>.makeStream()
        change { $0.listeners[id] = continuation }
        continuation.onTermination = { [weak self] _ in self?.change { $0.listeners[id] = nil } }
        return stream
    }
}
