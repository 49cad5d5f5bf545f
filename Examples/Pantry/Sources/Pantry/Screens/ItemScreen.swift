import ScreenCatalog
import ScreenLayout
import Theme

/// One item: its name, shelf, count and how long it keeps, with the button that uses one.
///
/// ```swift
/// let node = ItemScreen.body(try ItemModel(id: 1, database: db), environment)
/// ```
@MainActor
public enum ItemScreen {
    public nonisolated static let entry = ScreenEntry(
        name: "Item",
        states: [
            ScreenState(name: "expiring") { db in
                let model = try ItemModel(id: 1, database: db)
                return { env in body(model, env) }
            }
        ],
        // Only this screen draws with these: `check --changed-since` checks just the Item
        // screen for a change to them.
        sources: ["Sources/Pantry/Screens/ItemScreen.swift", "Sources/Pantry/Models/ItemModel.swift"])

    public static func body(_ model: ItemModel, _ env: LayoutEnvironment) -> Node {
        ZStack(alignment: .top) {
            Color(.background).ignoresSafeArea()
            if let item = model.item {
                VStack(alignment: .leading, spacing: 20) {
                    VStack(alignment: .leading, spacing: 4) {
                        Text(item.shelf.title.uppercased(), style: .footnote, weight: .semibold).foreground(.secondaryLabel)
                        Text(item.name, style: .largeTitle, weight: .bold)
                    }
                    HStack(spacing: 12) {
                        fact("Keeps", model.keepsFor, color: item.freshness.color)
                        fact("On the shelf", "\(item.quantity)", color: .label)
                    }
                    Spacer()
                    Button("Use one", id: "item.use") {
                        Text("Use one", style: .headline).foreground(.background).frame(maxWidth: .infinity, minHeight: 50)
                            .background { Capsule().fill(.tint) }
                    }
                }
                .padding(.all, 20)
            } else {
                Text("This item is gone.", style: .body).foreground(.secondaryLabel).padding(.top, 120)
            }
        }
    }

    static func fact(_ title: String, _ value: String, color: ColorName) -> Node {
        VStack(alignment: .leading, spacing: 4) {
            Text(title, style: .subheadline).foreground(.secondaryLabel)
            Text(value, style: .title3, weight: .semibold).foreground(color)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(.all, 16)
        .background { RoundedRectangle(cornerRadius: 14).fill(.shelfCard) }
    }
}
