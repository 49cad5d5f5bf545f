import Foundation
import ScreenUI

/// The App Store's own sheets: a still cannot draw them (they are the system's, not the app's),
/// so while one is presented the view under it is drawn and the sheet reported.
nonisolated extension View {
    /// The App Store's sheet for managing subscriptions.
    public func manageSubscriptionsSheet(isPresented: Binding<Bool>, fileID: String = #fileID, line: Int = #line) -> some View {
        storeSheet("manageSubscriptionsSheet", isPresented.wrappedValue, fileID: fileID, line: line)
    }
    public func manageSubscriptionsSheet(
        isPresented: Binding<Bool>, subscriptionGroupID: String, fileID: String = #fileID, line: Int = #line
    ) -> some View {
        storeSheet("manageSubscriptionsSheet", isPresented.wrappedValue, fileID: fileID, line: line)
    }
    /// The App Store's sheet for asking a refund of a transaction.
    public func refundRequestSheet(
        for transactionID: Transaction.ID, isPresented: Binding<Bool>,
        onDismiss: ((Result<Transaction.RefundRequestStatus, Transaction.RefundRequestError>) -> Void)? = nil, fileID: String = #fileID,
        line: Int = #line
    ) -> some View {
        storeSheet("refundRequestSheet", isPresented.wrappedValue, fileID: fileID, line: line)
    }
    /// The App Store's sheet for redeeming an offer code.
    public func offerCodeRedemption(
        isPresented: Binding<Bool>, onCompletion: @escaping (Result<Void, any Error>) -> Void = { _ in }, fileID: String = #fileID,
        line: Int = #line
    ) -> some View {
        storeSheet("offerCodeRedemption", isPresented.wrappedValue, fileID: fileID, line: line)
    }
    /// An App Store overlay promoting another app.
    public func appStoreOverlay(
        isPresented: Binding<Bool>, configuration: @escaping () -> SKOverlay.Configuration, fileID: String = #fileID, line: Int = #line
    ) -> some View {
        storeSheet("appStoreOverlay", isPresented.wrappedValue, fileID: fileID, line: line)
    }

    private func storeSheet(_ name: String, _ presented: Bool, fileID: String, line: Int) -> some View {
        _reported(
            "\(name): the App Store's sheet is the system's and is not drawn while presented",
            fix: "snapshot the state before it is presented", fileID: fileID, line: line, when: presented)
    }
}

/// An App Store overlay, as StoreKit's `SKOverlay`, for its configurations.
public final class SKOverlay: @unchecked Sendable {
    public let configuration: Configuration
    public init(configuration: Configuration) { self.configuration = configuration }

    /// What an overlay shows.
    public class Configuration: @unchecked Sendable {}
    /// An overlay of another app.
    public final class AppConfiguration: Configuration, @unchecked Sendable {
        public var appIdentifier: String
        public var position: Position
        public var userDismissible = true
        public init(appIdentifier: String, position: Position) {
            self.appIdentifier = appIdentifier
            self.position = position
        }
    }
    /// An overlay of an App Clip's app.
    public final class AppClipConfiguration: Configuration, @unchecked Sendable {
        public var position: Position
        public init(position: Position) { self.position = position }
    }
    public enum Position: Int, Sendable { case bottom, bottomRaised }
}

/// Asks for an App Store rating, as StoreKit's `SKStoreReviewController` (nothing to draw).
public enum SKStoreReviewController {
    public static func requestReview() {}
    public static func requestReview<Scene>(in windowScene: Scene) {}
}

/// The environment's rating request, as StoreKit's `RequestReviewAction`.
public struct RequestReviewAction: Sendable {
    @MainActor public func callAsFunction() {}
}

/// The environment's purchase action, as StoreKit's `PurchaseAction`: buys through the test session.
public struct PurchaseAction: Sendable {
    @MainActor public func callAsFunction(_ product: Product, options: Set<Product.PurchaseOption> = []) async throws -> Product.PurchaseResult {
        try await product.purchase(options: options)
    }
}

/// The environment's way of showing an App Store message, as StoreKit's `DisplayMessageAction`.
public struct DisplayMessageAction: Sendable {
    @MainActor public func callAsFunction(_ message: Message) throws {}
}

private struct RequestReviewKey: EnvironmentKey {
    static let defaultValue = RequestReviewAction()
}
private struct PurchaseKey: EnvironmentKey {
    static let defaultValue = PurchaseAction()
}
private struct DisplayMessageKey: EnvironmentKey {
    static let defaultValue = DisplayMessageAction()
}

extension EnvironmentValues {
    public var requestReview: RequestReviewAction { self[RequestReviewKey.self] }
    public var purchase: PurchaseAction { self[PurchaseKey.self] }
    public var displayStoreKitMessage: DisplayMessageAction { self[DisplayMessageKey.self] }
}
