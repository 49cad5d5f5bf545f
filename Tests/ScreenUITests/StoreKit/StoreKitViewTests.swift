import Foundation
import ScreenUITesting
import Snapshots
import StoreKitTest
import Testing

@testable import ScreenUI
@testable import StoreKit

/// The StoreKit views drawn with the test session's products: names, descriptions and prices
/// from the configuration, a checkmark for what the customer owns, loading bars and a finding
/// for a product the configuration does not sell.
extension StoreKitTests {
    struct Shop: View {
        var body: some View {
            VStack(spacing: 24) {
                ProductView(id: "stencils.all") {
                    Image(systemName: "paintpalette.fill").resizable().scaledToFit().foregroundStyle(.purple)
                }
                .productViewStyle(.large)
                ProductView(id: "sketches.10") { Image(systemName: "pencil.tip").font(.largeTitle).foregroundStyle(.orange) }
                ProductView(id: "plus.monthly").productViewStyle(.compact)
                ProductView(id: "studio.month")
            }
            .padding()
        }
    }

    struct PlusStore: View {
        var body: some View {
            SubscriptionStoreView(groupID: "21430001") {
                VStack(spacing: 8) {
                    Image(systemName: "sparkles").font(.system(size: 48))
                    Text("Second Skin Plus").font(.largeTitle.bold())
                    Text("Every photo of every tattoo, backed up.").multilineTextAlignment(.center)
                }
                .foregroundStyle(.white)
                .padding()
                .containerBackground(for: .subscriptionStoreFullHeight) {
                    LinearGradient(colors: [.indigo, Color(red: 0.36, green: 0.12, blue: 0.52)], startPoint: .top, endPoint: .bottom)
                }
            }
            .subscriptionStoreControlIcon { _, info in
                Image(systemName: info.subscriptionPeriod.unit == .year ? "calendar" : "moon").foregroundStyle(.tint)
            }
            .subscriptionStoreButtonLabel(.multiline)
            .subscriptionStorePickerItemBackground(.background)
            .subscriptionStorePolicyForegroundStyle(.white)
            .storeButton(.visible, for: .restorePurchases, .policies)
        }
    }

    @Test func productViewsShowTheConfigurationsProducts() throws {
        let session = try session()
        #expect(
            renderedStrings(of: Shop()) == [
                "Stencil Library", "Every stencil, yours to keep.", "$4.99", "Sketch Pack", "Ten more sketches in your journal.", "$0.99",
                "Plus Monthly", "$2.99/month", "Studio Month", "Thirty days of studio bookings.", "$9.99",
            ])
        #expect(reportedFeatures(of: Shop()).isEmpty)
        try session.buyProduct(productIdentifier: "stencils.all")
        let owned = renderedStrings(of: Shop())
        #expect(!owned.contains("$4.99") && owned.contains("Stencil Library"), "what the customer owns shows a checkmark, not a price")
        #expect(renderedStrings(of: ProductView(id: "sketches.10").productViewStyle(.compact)) == ["Sketch Pack", "$0.99"])
    }

    @Test func aProductTheConfigurationDoesNotSellIsReportedWhereItIsDeclared() throws {
        _ = try session()
        let line = #line + 1
        let view = ProductView(id: "stencils.none")
        #expect(renderedStrings(of: view).isEmpty, "drawn loading: grey bars, no text")
        let findings = unsupportedFeatures(of: view)
        #expect(
            findings.map(\.feature) == [
                "ProductView: the product \"stencils.none\" is not sold by a loaded StoreKit configuration; it is drawn loading"
            ])
        #expect(findings.first?.file == #fileID && findings.first?.line == line)
        #expect(
            reportedFeatures(of: SubscriptionStoreView(groupID: "nope")) == [
                "SubscriptionStoreView: no subscription of the group \"nope\" is sold by a loaded StoreKit configuration; it is drawn loading"
            ])
    }

    @Test func aSubscriptionStoreOffersTheGroupWithTheStoreButtons() throws {
        let session = try session()
        #expect(
            renderedStrings(of: PlusStore()) == [
                "Second Skin Plus", "Every photo of every tattoo, backed up.", "Plus Yearly", "$24.99/year", "Plus Monthly", "$2.99/month",
                "Subscribe", "$24.99/year", "Restore Purchases", "Terms of Service", "Privacy Policy",
            ])
        #expect(
            renderedStrings(of: SubscriptionStoreView(groupID: "21430001").subscriptionStoreControlStyle(.buttons)) == [
                "Second Skin Plus", "Subscribe", "$24.99/year", "Try It Free", "$2.99/month",
            ])
        try session.buyProduct(productIdentifier: "plus.monthly")
        #expect(
            renderedStrings(of: SubscriptionStoreView(groupID: "21430001", visibleRelationships: .crossgrade).subscriptionStoreButtonLabel(.price))
                == [
                    "Second Skin Plus", "Plus Yearly", "$24.99/year", "$24.99/year",
                ], "a monthly subscriber is offered the other plan of the same level")
        #expect(
            reportedFeatures(of: PlusStore().subscriptionStoreControlStyle(.picker, placement: .scrollView)) == [
                "subscriptionStoreControlStyle placement .scrollView: the controls are drawn at the bottom of the store"
            ])
    }

    @Test func theAppStoresSheetsAreReportedWhilePresented() throws {
        _ = try session()
        let shown = Text("Account").manageSubscriptionsSheet(isPresented: .constant(true)).refundRequestSheet(for: 3, isPresented: .constant(false))
        #expect(reportedFeatures(of: shown) == ["manageSubscriptionsSheet: the App Store's sheet is the system's and is not drawn while presented"])
        #expect(renderedStrings(of: shown) == ["Account"])
    }

    @Test func storeViewsDrawAsOnIOS() throws {
        _ = try session()
        let configurations = [
            SnapshotConfiguration(device: .iPhone17Pro, scale: SnapshotConfiguration.suiteScale),
            SnapshotConfiguration(device: .iPhone17Pro, colorScheme: .dark, scale: SnapshotConfiguration.suiteScale),
        ]
        assertViewSnapshot(of: Shop(), named: "ScreenUIProductViews", on: configurations, snapshotsDirectory: ViewSnapshotTests.references)
        assertViewSnapshot(of: PlusStore(), named: "ScreenUISubscriptionStore", on: configurations, snapshotsDirectory: ViewSnapshotTests.references)
    }
}
