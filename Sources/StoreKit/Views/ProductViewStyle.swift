import Foundation
import ScreenUI

/// How a product view draws its product, as StoreKit's `ProductViewStyle`: `.compact`,
/// `.regular` (the default) and `.large`, or a style of the app's own.
public protocol ProductViewStyle {
    associatedtype Body: View
    typealias Configuration = ProductViewStyleConfiguration
    @MainActor @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a product view style draws, as StoreKit's `ProductViewStyleConfiguration`.
public struct ProductViewStyleConfiguration {
    /// Where loading the product stands: a snapshot's product is loaded if the test session's
    /// configuration sells it, and loading otherwise.
    public enum State {
        case loading
        case unavailable
        case success(Product)
        case failure(any Error)
    }
    public let state: State
    /// The product's icon, as the app gave it.
    public let icon: Icon
    /// Whether the customer owns the product (or is subscribed to it).
    public let hasCurrentEntitlement: Bool
    public var product: Product? {
        if case .success(let product) = state { return product }
        return nil
    }
    /// Buys the product (a snapshot does not tap).
    public func purchase() {}

    /// The icon as a view.
    public struct Icon: View {
        let content: AnyView
        /// The app gave no icon: the styles leave its place out.
        let isEmpty: Bool
        public var body: some View { content }
    }
}

/// A built-in product view style.
public struct BuiltInProductViewStyle: ProductViewStyle {
    enum Kind { case automatic, compact, regular, large }
    let kind: Kind
    public func makeBody(configuration: Configuration) -> some View { ProductCard(configuration: configuration, kind: kind) }
}

extension ProductViewStyle where Self == BuiltInProductViewStyle {
    public static var automatic: BuiltInProductViewStyle { BuiltInProductViewStyle(kind: .automatic) }
    /// One line: a small icon, the name and the price.
    public static var compact: BuiltInProductViewStyle { BuiltInProductViewStyle(kind: .compact) }
    /// The icon beside the name and description, the price button trailing.
    public static var regular: BuiltInProductViewStyle { BuiltInProductViewStyle(kind: .regular) }
    /// A large icon over the name, the description and a wide price button, centred.
    public static var large: BuiltInProductViewStyle { BuiltInProductViewStyle(kind: .large) }
}

/// A product view style in the environment.
struct AnyProductViewStyle: @unchecked Sendable {
    let make: @MainActor (ProductViewStyleConfiguration) -> AnyView
    @MainActor init<S: ProductViewStyle>(_ style: S) { make = { AnyView(style.makeBody(configuration: $0)) } }
}

private struct ProductViewStyleKey: EnvironmentKey {
    static let defaultValue: AnyProductViewStyle? = nil
}

extension EnvironmentValues {
    var productViewStyle: AnyProductViewStyle? {
        get { self[ProductViewStyleKey.self] }
        set { self[ProductViewStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// How the product views inside draw their products.
    @MainActor public func productViewStyle<S: ProductViewStyle>(_ style: S) -> some View {
        environment(\.productViewStyle, AnyProductViewStyle(style))
    }
}

/// A product as the built-in styles draw it: loaded, with the price (or a checkmark when the
/// customer owns it) on a capsule button; loading, as grey bars where the text goes.
struct ProductCard: View {
    let configuration: ProductViewStyleConfiguration
    let kind: BuiltInProductViewStyle.Kind

    var body: some View {
        switch kind {
        case .large: large
        case .compact: compact
        case .automatic, .regular: regular
        }
    }

    private var regular: some View {
        HStack(spacing: 12) {
            if !configuration.icon.isEmpty { configuration.icon.frame(maxWidth: 60, maxHeight: 60) }
            VStack(alignment: .leading, spacing: 2) {
                name.font(.headline)
                about.font(.subheadline).foregroundStyle(.secondary)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            buyButton
        }
    }

    private var compact: some View {
        HStack(spacing: 10) {
            if !configuration.icon.isEmpty { configuration.icon.frame(maxWidth: 32, maxHeight: 32) }
            name.font(.subheadline.weight(.semibold)).lineLimit(1).frame(maxWidth: .infinity, alignment: .leading)
            buyButton.controlSize(.small)
        }
    }

    private var large: some View {
        VStack(spacing: 10) {
            if !configuration.icon.isEmpty { configuration.icon.frame(maxWidth: 160, maxHeight: 120) }
            name.font(.title2.bold())
            about.font(.body).foregroundStyle(.secondary).multilineTextAlignment(.center)
            buyButton.controlSize(.large).padding(.top, 6)
        }
        .frame(maxWidth: .infinity)
    }

    @ViewBuilder private var name: some View {
        if let product = configuration.product {
            Text(verbatim: product.displayName)
        } else {
            Capsule().fill(.quaternary).frame(width: 120, height: 14)
        }
    }

    @ViewBuilder private var about: some View {
        if let product = configuration.product {
            if !product.description.isEmpty { Text(verbatim: product.description) }
        } else {
            Capsule().fill(.quaternary).frame(width: 180, height: 11)
        }
    }

    @ViewBuilder private var buyButton: some View {
        if let product = configuration.product {
            if configuration.hasCurrentEntitlement {
                Image(systemName: "checkmark").font(.body.weight(.semibold)).foregroundStyle(.tint).accessibilityLabel("Purchased")
            } else {
                Button {
                } label: {
                    // 44 pt in all, the least tap target (a small button's label is inset by 4 pt, a regular one's by 7).
                    Text(verbatim: product.priceLabel).frame(minHeight: kind == .compact ? 36 : kind == .large ? nil : 30)
                }
                .buttonStyle(kind == .large ? .borderedProminent : .bordered)
                .buttonBorderShape(.capsule)
            }
        } else {
            Capsule().fill(.quaternary).frame(width: 64, height: 30)
        }
    }
}

extension Product {
    /// The price as a buy button shows it: with the period for subscriptions ("$4.99/month").
    var priceLabel: String {
        guard let period = subscription?.subscriptionPeriod else { return displayPrice }
        let unit = period.unit.localizedDescription.lowercased()
        return period.value == 1 ? "\(displayPrice)/\(unit)" : "\(displayPrice)/\(period.value) \(unit)s"
    }
}
