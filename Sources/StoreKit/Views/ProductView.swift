import Foundation
import ScreenUI

/// A product for sale, as StoreKit's `ProductView`: the product's name, description and price
/// from the test session's StoreKit configuration, with the app's icon, drawn in the
/// environment's product view style. A product the configuration does not sell is drawn
/// loading (grey bars, as iOS shows it until the App Store answers) and reported with the call
/// site, so a test that forgot to load a configuration fails by name.
///
/// ```swift
/// ProductView(id: "food.pellets.10") { Image("pellets").resizable().scaledToFit() }
///     .productViewStyle(.large)
/// ```
public struct ProductView<Icon: View, PlaceholderIcon: View>: View {
    let id: Product.ID
    let icon: Icon
    let placeholderIcon: PlaceholderIcon
    let fileID: String
    let line: Int
    @Environment(\.productViewStyle) private var style

    public init(
        id: Product.ID, prefersPromotionalIcon: Bool = false, fileID: String = #fileID, line: Int = #line, @ViewBuilder icon: () -> Icon,
        @ViewBuilder placeholderIcon: () -> PlaceholderIcon
    ) {
        self.id = id
        self.icon = icon()
        self.placeholderIcon = placeholderIcon()
        self.fileID = fileID
        self.line = line
    }

    public var body: some View {
        let product = StoreLedger.shared.catalog.product(id)
        let entitled = StoreLedger.shared.entitlements().contains { $0.productID == id }
        let configuration = ProductViewStyleConfiguration(
            state: product.map { .success($0) } ?? .loading,
            icon: product == nil
                ? ProductViewStyleConfiguration.Icon(content: AnyView(placeholderIcon), isEmpty: PlaceholderIcon.self == EmptyView.self)
                : ProductViewStyleConfiguration.Icon(content: AnyView(icon), isEmpty: Icon.self == EmptyView.self),
            hasCurrentEntitlement: entitled)
        let drawn = style?.make(configuration) ?? AnyView(ProductCard(configuration: configuration, kind: .automatic))
        return drawn._reported(
            "ProductView: the product \"\(id)\" is not sold by a loaded StoreKit configuration; it is drawn loading",
            fix: "load a configuration that sells it: SKTestSession(configurationFileNamed:) from StoreKitTest", fileID: fileID, line: line,
            when: product == nil)
    }
}

extension ProductView where PlaceholderIcon == EmptyView {
    public init(id: Product.ID, prefersPromotionalIcon: Bool = false, fileID: String = #fileID, line: Int = #line, @ViewBuilder icon: () -> Icon) {
        self.init(id: id, prefersPromotionalIcon: prefersPromotionalIcon, fileID: fileID, line: line, icon: icon, placeholderIcon: { EmptyView() })
    }
    /// A product already loaded.
    public init(_ product: Product, prefersPromotionalIcon: Bool = false, fileID: String = #fileID, line: Int = #line, @ViewBuilder icon: () -> Icon)
    {
        self.init(id: product.id, prefersPromotionalIcon: prefersPromotionalIcon, fileID: fileID, line: line, icon: icon)
    }
}

extension ProductView where Icon == EmptyView, PlaceholderIcon == EmptyView {
    public init(id: Product.ID, prefersPromotionalIcon: Bool = false, fileID: String = #fileID, line: Int = #line) {
        self.init(id: id, prefersPromotionalIcon: prefersPromotionalIcon, fileID: fileID, line: line) { EmptyView() }
    }
    public init(_ product: Product, prefersPromotionalIcon: Bool = false, fileID: String = #fileID, line: Int = #line) {
        self.init(id: product.id, prefersPromotionalIcon: prefersPromotionalIcon, fileID: fileID, line: line) { EmptyView() }
    }
}
