import Foundation
import ScreenUI

/// A store of several products, as StoreKit's `StoreView`: each product in the environment's
/// product view style, one under another with separators, then the store buttons made visible
/// (`storeButton`). Products the loaded configuration does not sell are drawn loading and
/// reported, as `ProductView` does.
///
/// ```swift
/// StoreView(ids: ["food.small", "food.large"]) { product in FoodIcon(id: product.id) }
/// ```
public struct StoreView<Icon: View, PlaceholderIcon: View>: View {
    let ids: [Product.ID]
    let icon: (Product) -> Icon
    let placeholderIcon: PlaceholderIcon
    let fileID: String
    let line: Int

    public init<C: Collection>(
        ids: C, prefersPromotionalIcon: Bool = false, fileID: String = #fileID, line: Int = #line, @ViewBuilder icon: @escaping (Product) -> Icon,
        @ViewBuilder placeholderIcon: () -> PlaceholderIcon
    ) where C.Element == Product.ID {
        self.ids = Array(ids)
        self.icon = icon
        self.placeholderIcon = placeholderIcon()
        self.fileID = fileID
        self.line = line
    }

    public var body: some View {
        ZStack(alignment: .topTrailing) {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(Array(ids.enumerated()), id: \.offset) { index, id in
                        if index > 0 { Divider() }
                        row(id).padding(.vertical, 14)
                    }
                    StoreButtonRow().padding(.top, 20)
                }
                .padding(.horizontal, 20)
                .padding(.top, 44)
            }
            StoreCancelButton()
        }
    }

    @ViewBuilder private func row(_ id: Product.ID) -> some View {
        if let product = StoreLedger.shared.catalog.product(id) {
            ProductView(id: id, fileID: fileID, line: line) { icon(product) }
        } else {
            ProductView(id: id, fileID: fileID, line: line) {
                EmptyView()
            } placeholderIcon: {
                placeholderIcon
            }
        }
    }
}

extension StoreView where PlaceholderIcon == EmptyView {
    public init<C: Collection>(
        ids: C, prefersPromotionalIcon: Bool = false, fileID: String = #fileID, line: Int = #line, @ViewBuilder icon: @escaping (Product) -> Icon
    ) where C.Element == Product.ID {
        self.init(ids: ids, fileID: fileID, line: line, icon: icon, placeholderIcon: { EmptyView() })
    }
    public init(
        products: [Product], prefersPromotionalIcon: Bool = false, fileID: String = #fileID, line: Int = #line,
        @ViewBuilder icon: @escaping (Product) -> Icon
    ) {
        self.init(ids: products.map(\.id), fileID: fileID, line: line, icon: icon, placeholderIcon: { EmptyView() })
    }
}

extension StoreView where Icon == EmptyView, PlaceholderIcon == EmptyView {
    public init<C: Collection>(ids: C, prefersPromotionalIcon: Bool = false, fileID: String = #fileID, line: Int = #line)
    where C.Element == Product.ID {
        self.init(ids: ids, fileID: fileID, line: line, icon: { _ in EmptyView() }, placeholderIcon: { EmptyView() })
    }
    public init(products: [Product], prefersPromotionalIcon: Bool = false, fileID: String = #fileID, line: Int = #line) {
        self.init(ids: products.map(\.id), fileID: fileID, line: line, icon: { _ in EmptyView() }, placeholderIcon: { EmptyView() })
    }
}
