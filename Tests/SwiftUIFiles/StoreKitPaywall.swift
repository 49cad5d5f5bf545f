// A paywall and a purchase manager as apps write them with StoreKit 2 and StoreKit's SwiftUI
// views: it must compile here with only `import SwiftUI` read as the kit.
import StoreKit
import SwiftUI

@MainActor
@Observable
final class PaywallStore {
    private(set) var products: [Product] = []
    private(set) var purchasedIDs: Set<String> = []
    private(set) var subscriptionState: Product.SubscriptionInfo.RenewalState?
    var purchaseError: (any Error)?
    static let groupID = "21430001"

    func load() async {
        do {
            products = try await Product.products(for: ["stencils.all", "plus.monthly", "plus.yearly"])
                .sorted { $0.price < $1.price }
        } catch {
            purchaseError = error
        }
        await refresh()
    }

    func refresh() async {
        var owned: Set<String> = []
        for await result in Transaction.currentEntitlements {
            guard case .verified(let transaction) = result, transaction.revocationDate == nil else { continue }
            owned.insert(transaction.productID)
        }
        purchasedIDs = owned
        let statuses = (try? await Product.SubscriptionInfo.status(for: Self.groupID)) ?? []
        subscriptionState = statuses.first { $0.state == .subscribed }?.state ?? statuses.first?.state
    }

    func buy(_ product: Product) async {
        do {
            switch try await product.purchase(options: [.appAccountToken(UUID())]) {
            case .success(let verification):
                let transaction = try verification.payloadValue
                await transaction.finish()
                await refresh()
            case .userCancelled, .pending:
                break
            @unknown default:
                break
            }
        } catch {
            purchaseError = error
        }
    }

    func listen() -> Task<Void, Never> {
        Task {
            for await update in Transaction.updates {
                if case .verified(let transaction) = update { await transaction.finish() }
                await refresh()
            }
        }
    }

    func priceText(_ product: Product) -> String {
        guard let subscription = product.subscription else { return product.displayPrice }
        let unit = subscription.subscriptionPeriod.unit.formatted(product.subscriptionPeriodUnitFormatStyle)
        return "\(product.displayPrice) / \(unit)"
    }
}

struct PaywallScreen: View {
    @State private var store = PaywallStore()
    @State private var showsManage = false
    @Environment(\.requestReview) private var requestReview
    @Environment(\.purchase) private var purchase

    var body: some View {
        NavigationStack {
            List {
                Section("Stencils") {
                    ProductView(id: "stencils.all") {
                        Image(systemName: "paintpalette.fill").resizable().scaledToFit()
                    }
                    .productViewStyle(.compact)
                }
                Section("Your plan") {
                    ForEach(store.products) { product in
                        HStack {
                            VStack(alignment: .leading) {
                                Text(product.displayName).font(.headline)
                                Text(product.description).font(.subheadline).foregroundStyle(.secondary)
                            }
                            Spacer()
                            Button(store.priceText(product)) {
                                Task { _ = try? await purchase(product) }
                            }
                            .buttonStyle(.borderedProminent)
                            .buttonBorderShape(.capsule)
                            .disabled(store.purchasedIDs.contains(product.id))
                        }
                    }
                    if let state = store.subscriptionState {
                        LabeledContent("Status", value: state.localizedDescription)
                    }
                    Button("Manage Subscription") { showsManage = true }
                }
            }
            .navigationTitle("Second Skin Plus")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Restore") { Task { try? await AppStore.sync() } }
                }
            }
            .manageSubscriptionsSheet(isPresented: $showsManage)
            .subscriptionStatusTask(for: PaywallStore.groupID) { state in
                if let statuses = state.value { _ = statuses.map(\.state) }
            }
            .currentEntitlementTask(for: "stencils.all") { state in
                switch state {
                case .loading, .failure: break
                case .success(let verification): _ = verification?.unsafePayloadValue.productID
                @unknown default: break
                }
            }
            .task { await store.load() }
        }
    }
}

struct PlusStoreScreen: View {
    var body: some View {
        SubscriptionStoreView(groupID: PaywallStore.groupID) {
            VStack {
                Image(systemName: "sparkles").font(.largeTitle)
                Text("Second Skin Plus").font(.title.bold())
            }
            .containerBackground(.indigo.gradient, for: .subscriptionStore)
        }
        .subscriptionStoreButtonLabel(.multiline)
        .subscriptionStoreControlStyle(.prominentPicker)
        .storeButton(.visible, for: .restorePurchases)
        .storeButton(.hidden, for: .cancellation)
        .onInAppPurchaseCompletion { product, result in
            if case .success(.success(.verified(let transaction))) = result { await transaction.finish() }
        }
    }
}

struct StencilShop: View {
    var body: some View {
        StoreView(ids: ["sketches.10", "stencils.all"]) { product in
            Image(systemName: product.id == "stencils.all" ? "paintpalette" : "pencil.tip")
        }
        .productViewStyle(.large)
        .storeButton(.visible, for: .redeemCode)
    }
}
