import Foundation
import ScreenUI

/// Where an asynchronous StoreKit look-up stands, as StoreKit's `EntitlementTaskState`.
public enum EntitlementTaskState<Value: Sendable>: Sendable {
    case loading
    case failure(any Error)
    case success(Value)

    /// The value once loaded.
    public var value: Value? {
        if case .success(let value) = self { return value }
        return nil
    }
    /// The transaction once loaded (for `currentEntitlementTask`).
    public var transaction: Value? { value }

    /// The state with its value transformed once loaded.
    nonisolated(nonsending) public func map<T: Sendable>(_ transform: (Value) async throws -> T) async rethrows -> EntitlementTaskState<T> {
        switch self {
        case .loading: return .loading
        case .failure(let error): return .failure(error)
        case .success(let value): return .success(try await transform(value))
        }
    }
}

extension Product {
    /// Where loading a product stands, as StoreKit's `Product.TaskState`.
    public enum TaskState: Sendable {
        case loading
        case unavailable
        case failure(any Error)
        case success(Product)
        public var product: Product? {
            if case .success(let product) = self { return product }
            return nil
        }
    }
    /// Where loading several products stands, as StoreKit's `Product.CollectionTaskState`.
    public enum CollectionTaskState: Sendable {
        case loading
        case failure(any Error)
        case success([Product], unavailable: [Product.ID])
        public var products: [Product]? {
            if case .success(let products, _) = self { return products }
            return nil
        }
    }
}

/// These run when a view appears, as `task` does: a snapshot is a still taken before any task
/// runs, so their actions are not called (load the state a test needs into its model).
nonisolated extension View {
    public func subscriptionStatusTask(
        for groupID: String, priority: TaskPriority = .medium,
        action: @escaping @MainActor (EntitlementTaskState<[Product.SubscriptionInfo.Status]>) async -> Void
    ) -> some View { self }
    public func currentEntitlementTask(
        for productID: String, priority: TaskPriority = .medium,
        action: @escaping @MainActor (EntitlementTaskState<VerificationResult<Transaction>?>) async -> Void
    ) -> some View { self }
    public func storeProductTask(
        for productID: Product.ID, priority: TaskPriority = .medium, action: @escaping @MainActor (Product.TaskState) async -> Void
    ) -> some View { self }
    public func storeProductsTask<C: Collection>(
        for productIDs: C, priority: TaskPriority = .medium, action: @escaping @MainActor (Product.CollectionTaskState) async -> Void
    ) -> some View where C.Element == Product.ID { self }
    /// What a purchase from a store inside does first and after (taps).
    public func onInAppPurchaseStart(perform action: (@MainActor (Product) async -> Void)?) -> some View { self }
    public func onInAppPurchaseCompletion(
        perform action: (@MainActor (Product, Result<Product.PurchaseResult, any Error>) async -> Void)?
    ) -> some View { self }
    public func inAppPurchaseOptions(_ options: (@MainActor (Product) async -> Set<Product.PurchaseOption>)?) -> some View { self }
}
