import Foundation
import ScreenUITesting
import Snapshots
import StoreKitTest
import Testing

@testable import ScreenUI
@testable import StoreKit

/// StoreKit as apps use it, against Xcode's StoreKit configuration file a test session loads:
/// products, purchases, entitlements and subscription statuses, and the StoreKit views drawn
/// with the products. The App Store is one per process, so these run one after another.
@MainActor
@Suite(.serialized) struct StoreKitTests {
    /// A fresh session on the tests' configuration (no transactions), dated for stable dates.
    func session() throws -> SKTestSession {
        let session = try SKTestSession(configurationFileNamed: "Products")
        session.purchaseDate = Date(timeIntervalSince1970: 1_780_000_000)
        return session
    }

    @Test func aConfigurationFileIsTheStoresCatalog() async throws {
        _ = try session()
        let products = try await Product.products(for: ["stencils.all", "plus.yearly", "sketches.10", "studio.month", "plus.monthly", "nope"])
        #expect(products.map(\.id) == ["sketches.10", "stencils.all", "plus.monthly", "plus.yearly", "studio.month"], "file order, unknown left out")
        let stencils = try #require(products.first { $0.id == "stencils.all" })
        #expect(stencils.type == .nonConsumable && stencils.displayName == "Stencil Library" && stencils.isFamilyShareable)
        #expect(stencils.price == Decimal(string: "4.99") && stencils.displayPrice == "$4.99")
        let monthly = try #require(products.first { $0.id == "plus.monthly" })
        #expect(monthly.type == .autoRenewable && monthly.subscription?.subscriptionPeriod == .monthly)
        #expect(monthly.subscription?.subscriptionGroupID == "21430001" && monthly.subscription?.groupDisplayName == "Second Skin Plus")
        #expect(monthly.subscription?.introductoryOffer?.paymentMode == .freeTrial && monthly.subscription?.introductoryOffer?.period == .weekly)
        #expect(products.first { $0.id == "studio.month" }?.type == .nonRenewable)
        #expect(monthly.subscriptionPeriodFormatStyle.format(.everySixMonths) == "6 months")
        #expect(Product.SubscriptionPeriod.Unit.month.formatted(monthly.subscriptionPeriodUnitFormatStyle) == "month")
        #expect((Decimal(24.99) / 12).formatted(monthly.priceFormatStyle) == "$2.08")
        #expect(await Storefront.current?.countryCode == "USA")
    }

    @Test func purchasesBecomeEntitlementsAndStatuses() async throws {
        let session = try session()
        let products = try await Product.products(for: ["stencils.all", "sketches.10", "plus.monthly"])
        let stencils = try #require(products.first { $0.id == "stencils.all" })
        #expect(await stencils.currentEntitlement == nil)
        guard case .success(.verified(let transaction)) = try await stencils.purchase() else {
            Issue.record("a test session's purchase succeeds verified")
            return
        }
        #expect(transaction.productID == "stencils.all" && transaction.purchaseDate == Date(timeIntervalSince1970: 1_780_000_000))
        #expect(try await stencils.currentEntitlement?.payloadValue.id == transaction.id)
        _ = try await products.first { $0.id == "sketches.10" }!.purchase()
        let monthly = try #require(products.first { $0.id == "plus.monthly" })
        #expect(await monthly.subscription!.isEligibleForIntroOffer)
        try await session.buyProduct(identifier: "plus.monthly")
        #expect(await !monthly.subscription!.isEligibleForIntroOffer)

        var entitled: [String] = []
        for await result in Transaction.currentEntitlements { entitled.append(try result.payloadValue.productID) }
        #expect(entitled == ["stencils.all", "plus.monthly"], "a consumable entitles to nothing")
        var unfinished = 0
        for await _ in Transaction.unfinished { unfinished += 1 }
        #expect(unfinished == 3)
        await transaction.finish()
        unfinished = 0
        for await _ in Transaction.unfinished { unfinished += 1 }
        #expect(unfinished == 2)

        let statuses = try await Product.SubscriptionInfo.status(for: "21430001")
        #expect(statuses.map(\.state) == [.subscribed])
        let renewal = try statuses[0].renewalInfo.payloadValue
        #expect(renewal.currentProductID == "plus.monthly" && renewal.willAutoRenew)
        #expect(
            try statuses[0].transaction.payloadValue.expirationDate
                == Calendar(identifier: .gregorian).date(byAdding: .month, value: 1, to: transaction.purchaseDate))

        try session.expireSubscription(productIdentifier: "plus.monthly")
        #expect(try await Product.SubscriptionInfo.status(for: "21430001").map(\.state) == [.expired])
        try session.refundTransaction(identifier: UInt(transaction.id))
        #expect(await stencils.currentEntitlement == nil, "a refunded purchase entitles to nothing")
        #expect(session.allTransactions().map(\.isRefunded) == [true, false, false])
    }

    @Test func updatesArriveAsPurchasesAreMade() async throws {
        let session = try session()
        let listener = Task { () -> String? in
            for await update in Transaction.updates { return update.unsafePayloadValue.productID }
            return nil
        }
        // The listener subscribes before the purchase; give it the chance.
        while StoreLedger.shared.read({ $0.listeners.isEmpty }) { await Task.yield() }
        try await session.buyProduct(identifier: "plus.yearly")
        #expect(await listener.value == "plus.yearly")
    }

    @Test func subscriptionStatusesArriveAsSubscriptionsAreBought() async throws {
        let session = try session()
        let listener = Task { () -> (String, Product.SubscriptionInfo.RenewalState)? in
            for await status in Product.SubscriptionInfo.Status.updates {
                return (status.transaction.unsafePayloadValue.productID, status.state)
            }
            return nil
        }
        while StoreLedger.shared.read({ $0.listeners.isEmpty }) { await Task.yield() }
        try await session.buyProduct(identifier: "stencils.all")
        try await session.buyProduct(identifier: "plus.monthly")
        let first = await listener.value
        #expect(first?.0 == "plus.monthly" && first?.1 == .subscribed, "a non-consumable changes no subscription status")
        let doubled = await EntitlementTaskState<Int>.success(21).map { $0 * 2 }
        #expect(doubled.value == 42)
        #expect(await EntitlementTaskState<Int>.loading.map { $0 * 2 }.value == nil)
    }

    @Test func askToBuyFailuresAndUnknownProductsAreTheSessionsSay() async throws {
        let session = try session()
        let stencils = try #require(try await Product.products(for: ["stencils.all"]).first)
        session.askToBuyEnabled = true
        guard case .pending = try await stencils.purchase() else {
            Issue.record("Ask to Buy leaves the purchase pending")
            return
        }
        session.askToBuyEnabled = false
        session.failTransactionsEnabled = true
        await #expect(throws: StoreKitError.self) { try await stencils.purchase() }
        session.failTransactionsEnabled = false
        await #expect(throws: Product.PurchaseError.invalidQuantity) { try await stencils.purchase(options: [.quantity(11)]) }
        let error = await #expect(throws: SKTestSessionError.self) { try await session.buyProduct(identifier: "stencil") }
        #expect(error?.description.contains("sells no product \"stencil\"; it sells sketches.10, stencils.all") == true)
    }

    @Test func aBadConfigurationIsATypedErrorNamingTheFileAndTheProblem() throws {
        func problem(_ json: String) -> String? {
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("Bad-\(UUID().uuidString).storekit")
            try? Data(json.utf8).write(to: url)
            defer { try? FileManager.default.removeItem(at: url) }
            do {
                _ = try SKTestSession(contentsOf: url)
                return nil
            } catch let error as StoreKitConfigurationError {
                #expect(error.file == url.lastPathComponent)
                return error.problem
            } catch {
                return "\(error)"
            }
        }
        #expect(problem("{ not json")?.hasPrefix("the file is not JSON") == true)
        #expect(problem("[1, 2]")?.hasPrefix("the file is JSON but not an object") == true)
        #expect(problem(#"{"version": {"major": 4}}"#)?.contains("is it a StoreKit configuration?") == true)
        #expect(
            problem(#"{"products": [{"productID": "a", "displayPrice": "1", "type": "Gift"}]}"#)
                == "products[0] (a) has type \"Gift\"; expected Consumable, NonConsumable, RecurringSubscription or NonRenewingSubscription")
        #expect(
            problem(#"{"products": [{"productID": "a", "type": "Consumable"}]}"#) == "products[0] (a) has no \"displayPrice\" number such as \"4.99\""
        )
        #expect(
            problem(
                #"{"subscriptionGroups": [{"id": "g", "subscriptions": [{"productID": "s", "displayPrice": "1", "recurringSubscriptionPeriod": "monthly"}]}]}"#
            )
                == "subscriptionGroups[0].subscriptions[0] has \"recurringSubscriptionPeriod\" \"monthly\"; expected an ISO 8601 period such as \"P1M\""
        )
        #expect(
            problem(
                #"{"products": [{"productID": "a", "displayPrice": "1", "type": "Consumable"}, {"productID": "a", "displayPrice": "2", "type": "Consumable"}]}"#
            )
                == "the product identifier \"a\" is used twice; each product needs its own")
        #expect(throws: SKTestSessionError.self) { try SKTestSession(configurationFileNamed: "Missing") }
    }
}
