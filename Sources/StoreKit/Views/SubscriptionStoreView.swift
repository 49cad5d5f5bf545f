import Foundation
import ScreenUI

/// A subscription store, as StoreKit's `SubscriptionStoreView`: the app's marketing content
/// over the group's subscriptions (a picker of options, the first selected, and a Subscribe
/// button, or one button per option with `.buttons`), then the store buttons made visible.
/// The backgrounds set with `containerBackground(for: .subscriptionStore…)` go behind it.
/// A group the loaded configuration does not sell is drawn loading and reported.
///
/// ```swift
/// SubscriptionStoreView(groupID: passGroupID) { PassMarketing() }
///     .subscriptionStoreControlStyle(.prominentPicker)
/// ```
public struct SubscriptionStoreView<Content: View>: View {
    enum Source {
        case group(String)
        case ids([Product.ID])
    }
    let source: Source
    let relationships: Product.SubscriptionRelationship
    let content: Content
    let fileID: String
    let line: Int
    @Environment(\.subscriptionStoreSettings) private var settings
    @Environment(\.colorScheme) private var colorScheme

    public init(
        groupID: String, visibleRelationships: Product.SubscriptionRelationship = .all, fileID: String = #fileID, line: Int = #line,
        @ViewBuilder marketingContent: () -> Content
    ) {
        source = .group(groupID)
        relationships = visibleRelationships
        content = marketingContent()
        self.fileID = fileID
        self.line = line
    }
    public init<C: Collection>(productIDs: C, fileID: String = #fileID, line: Int = #line, @ViewBuilder marketingContent: () -> Content)
    where C.Element == Product.ID {
        source = .ids(Array(productIDs))
        relationships = .all
        content = marketingContent()
        self.fileID = fileID
        self.line = line
    }
    public init(subscriptions: [Product], fileID: String = #fileID, line: Int = #line, @ViewBuilder marketingContent: () -> Content) {
        self.init(productIDs: subscriptions.map(\.id), fileID: fileID, line: line, marketingContent: marketingContent)
    }

    /// The subscriptions on offer, highest level of service first.
    var options: [Product] {
        let products = StoreLedger.shared.catalog.products.filter { $0.subscription != nil }
        let chosen: [Product]
        switch source {
        case .group(let id): chosen = products.filter { $0.subscription?.subscriptionGroupID == id }
        case .ids(let ids): chosen = ids.compactMap { id in products.first { $0.id == id } }
        }
        let current = StoreLedger.shared.entitlements().first { entitlement in chosen.contains { $0.id == entitlement.productID } }
        let currentLevel = current.flatMap { c in chosen.first { $0.id == c.productID }?.subscription?.groupLevel }
        return chosen.filter { product in
            guard let currentLevel, let level = product.subscription?.groupLevel else { return true }
            if level < currentLevel { return relationships.contains(.upgrade) }
            if level > currentLevel { return relationships.contains(.downgrade) }
            return product.id == current?.productID ? relationships.contains(.current) : relationships.contains(.crossgrade)
        }
        .sorted { ($0.subscription?.groupLevel ?? 0, $1.price) < ($1.subscription?.groupLevel ?? 0, $0.price) }
    }

    public var body: some View {
        let options = options
        let box = SubscriptionStoreBackgrounds()
        return VStack(spacing: 0) {
            content
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background { SubscriptionStoreBackgroundView(box: box, placement: "subscriptionStoreHeader") }
                .environment(\.subscriptionStoreBackgrounds, box)
            controls(options).padding(.horizontal, 20).padding(.vertical, 16)
        }
        .overlay(alignment: .topTrailing) { StoreCancelButton() }
        .background { SubscriptionStoreBackgroundView(box: box, placement: "subscriptionStoreFullHeight").ignoresSafeArea() }
        ._reported(
            "SubscriptionStoreView: no subscription of \(sourceName) is sold by a loaded StoreKit configuration; it is drawn loading",
            fix: "load a configuration that sells it: SKTestSession(configurationFileNamed:) from StoreKitTest", fileID: fileID, line: line,
            when: options.isEmpty)
    }

    private var sourceName: String {
        switch source {
        case .group(let id): return "the group \"\(id)\""
        case .ids(let ids): return ids.map { "\"\($0)\"" }.joined(separator: ", ")
        }
    }

    @ViewBuilder private func controls(_ options: [Product]) -> some View {
        VStack(spacing: 12) {
            if options.isEmpty {
                ForEach(0..<2, id: \.self) { _ in
                    RoundedRectangle(cornerRadius: 16, style: .continuous).fill(.quaternary).frame(height: 64)
                }
                Capsule().fill(.quaternary).frame(height: 50)
            } else if settings.controlStyle == .buttons {
                ForEach(options) { product in
                    subscribeButton(product, label: settings.buttonLabel.isAutomatic ? .multiline : settings.buttonLabel)
                }
            } else {
                ForEach(Array(options.enumerated()), id: \.element.id) { index, product in
                    SubscriptionOptionRow(
                        product: product, isSelected: index == 0, icon: settings.controlIcon, background: settings.pickerItemBackground,
                        isProminent: settings.controlStyle == .prominentPicker)
                }
                subscribeButton(options[0], label: settings.buttonLabel)
            }
            StoreButtonRow(policyStyle: settings.policyForeground)
        }
    }

    private func subscribeButton(_ product: Product, label: SubscriptionStoreButtonLabel) -> some View {
        Button {
        } label: {
            label.text(for: product).frame(maxWidth: .infinity)
        }
        .buttonStyle(.borderedProminent)
        .controlSize(.large)
    }
}

extension SubscriptionStoreView where Content == SubscriptionStoreDefaultMarketing {
    public init(groupID: String, visibleRelationships: Product.SubscriptionRelationship = .all, fileID: String = #fileID, line: Int = #line) {
        self.init(groupID: groupID, visibleRelationships: visibleRelationships, fileID: fileID, line: line) {
            SubscriptionStoreDefaultMarketing(groupID: groupID)
        }
    }
    public init<C: Collection>(productIDs: C, fileID: String = #fileID, line: Int = #line) where C.Element == Product.ID {
        let group = StoreLedger.shared.catalog.products.first { productIDs.contains($0.id) }?.subscription?.subscriptionGroupID ?? ""
        self.init(productIDs: productIDs, fileID: fileID, line: line) { SubscriptionStoreDefaultMarketing(groupID: group) }
    }
    public init(subscriptions: [Product], fileID: String = #fileID, line: Int = #line) {
        self.init(productIDs: subscriptions.map(\.id), fileID: fileID, line: line)
    }
}

/// A store's marketing content when the app gives none: the group's name.
public struct SubscriptionStoreDefaultMarketing: View {
    let groupID: String
    public var body: some View {
        let name = StoreLedger.shared.catalog.products.first { $0.subscription?.subscriptionGroupID == groupID }?.subscription?.groupDisplayName
        VStack(spacing: 8) {
            Text(verbatim: name ?? "").font(.largeTitle.bold()).multilineTextAlignment(.center)
        }
        .padding()
    }
}

/// A subscription in a store's picker: its icon, name and price per period, and a check.
struct SubscriptionOptionRow: View {
    let product: Product
    let isSelected: Bool
    let icon: SubscriptionStoreSettings.ControlIcon?
    let background: AnyShapeStyle?
    let isProminent: Bool

    var body: some View {
        HStack(spacing: 12) {
            if let icon, let info = product.subscription { icon.make(product, info).font(.title2).frame(width: 32) }
            VStack(alignment: .leading, spacing: 2) {
                Text(verbatim: product.displayName).font(.headline)
                Text(verbatim: product.priceLabel).font(.subheadline).foregroundStyle(.secondary)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            Image(systemName: isSelected ? "checkmark.circle.fill" : "circle")
                .font(.title2)
                .foregroundStyle(isSelected ? AnyShapeStyle(.tint) : AnyShapeStyle(.tertiary))
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 12)
        .background(background ?? AnyShapeStyle(.background.secondary), in: RoundedRectangle(cornerRadius: 16, style: .continuous))
        .overlay {
            if isSelected && isProminent { RoundedRectangle(cornerRadius: 16, style: .continuous).strokeBorder(.tint, lineWidth: 2) }
        }
    }
}

extension Product {
    /// Which subscriptions of a group a store offers relative to the customer's current one,
    /// as StoreKit's `Product.SubscriptionRelationship`.
    public struct SubscriptionRelationship: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let upgrade = SubscriptionRelationship(rawValue: 1)
        public static let downgrade = SubscriptionRelationship(rawValue: 2)
        public static let crossgrade = SubscriptionRelationship(rawValue: 4)
        public static let current = SubscriptionRelationship(rawValue: 8)
        public static let all: SubscriptionRelationship = [.upgrade, .downgrade, .crossgrade, .current]
    }
}
