import ScreenCatalog
import ScreenLayout
import Theme

/// Every shelf as a card of its items, soonest first, with a dot that says how fresh each
/// one is; on regular widths the shelves sit side by side. The first launch shows how to
/// start instead.
///
/// ```swift
/// let node = ShelfScreen.body(try ShelfModel(database: db), environment)
/// ```
@MainActor
public enum ShelfScreen {
    public nonisolated static let entry = ScreenEntry(
        name: "Shelves",
        states: [
            ScreenState(name: "default") { db in
                let model = try ShelfModel(database: db)
                return { env in body(model, env) }
            },
            ScreenState(name: "empty", database: .emptyPantry) { db in
                let model = try ShelfModel(database: db)
                return { env in body(model, env) }
            },
        ], sources: ["Sources/Pantry/Screens/ShelfScreen.swift", "Sources/Pantry/Models/ShelfModel.swift"])

    public static func body(_ model: ShelfModel, _ env: LayoutEnvironment) -> Node {
        ZStack(alignment: .top) {
            Color(.groupedBackground).ignoresSafeArea()
            ScrollView {
                VStack(alignment: .leading, spacing: 16) {
                    header(model)
                    if model.isEmpty {
                        emptyState()
                    } else if env.horizontalSizeClass == .regular {
                        HStack(alignment: .top, spacing: 16) {
                            for group in model.shelves { card(group).frame(maxWidth: .infinity) }
                        }
                    } else {
                        for group in model.shelves { card(group) }
                    }
                }
                .padding(.all, 20)
            }
        }
    }

    static func header(_ model: ShelfModel) -> Node {
        VStack(alignment: .leading, spacing: 4) {
            Text("Pantry", style: .largeTitle, weight: .bold)
            if !model.isEmpty {
                Text(model.soonCount == 1 ? "1 thing to use soon" : "\(model.soonCount) things to use soon", style: .subheadline)
                    .foreground(.secondaryLabel)
            }
        }
    }

    static func card(_ group: ShelfModel.ShelfGroup) -> Node {
        VStack(alignment: .leading, spacing: 0) {
            Text(group.shelf.title, style: .headline).padding(.bottom, 8)
            for (index, item) in group.items.enumerated() {
                if index > 0 { Divider() }
                row(item)
            }
        }
        .padding(.all, 16)
        .background { RoundedRectangle(cornerRadius: 16).fill(.shelfCard) }
        .identifier("shelf.\(group.shelf.rawValue)")
    }

    static func row(_ item: PantryItem) -> Node {
        HStack(spacing: 12) {
            Circle().fill(item.freshness.color).frame(width: 10, height: 10)
            Text(item.name, style: .body)
            Spacer(minLength: 8)
            Text("×\(item.quantity)", style: .subheadline).foreground(.secondaryLabel)
        }
        .padding(.vertical, 6)
        .frame(minHeight: 44)
        .identifier("item.\(item.id)")
    }

    static func emptyState() -> Node {
        VStack(spacing: 12) {
            Text("Nothing on the shelves", style: .title2, weight: .semibold)
            Text("Add what you buy and Pantry tells you what to eat first.", style: .body).foreground(.secondaryLabel)
                .multilineTextAlignment(.center)
            Button("Add an item", id: "pantry.add") {
                Text("Add an item", style: .headline).foreground(.background).padding(.horizontal, 24).frame(minHeight: 50)
                    .background { Capsule().fill(.tint) }
            }
        }
        .frame(maxWidth: .infinity)
        .padding(.top, 80)
    }
}
