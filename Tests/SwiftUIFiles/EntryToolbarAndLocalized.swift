// `@Entry` environment values, toolbar content in properties of its own, and
// `String(localized:)`, as iOS 17/18 apps write them; type-checked alone by
// `Scripts/typecheck-swiftui` in `Scripts/test` in Swift 5 and 6 modes.
import SwiftUI

extension EnvironmentValues {
    @Entry var accentName: String = "pink"
    @Entry var cardPadding: CGFloat = 12
    @Entry var selectedID: UUID?
    @Entry var showsBadges = true
}

extension Transaction {
    @Entry var isInstant: Bool = false
}

struct EditorScreen: View {
    @Environment(\.accentName) private var accentName
    @Environment(\.cardPadding) private var padding

    var body: some View {
        NavigationStack {
            Text(String(localized: "Editing \(accentName)"))
                .padding(padding)
                .navigationTitle(Text(LocalizedStringResource("Editor")))
                .toolbar { editingItems }
                .toolbar(id: "editor") { customizableItems }
        }
        .environment(\.cardPadding, 20)
    }

    @ToolbarContentBuilder var editingItems: some ToolbarContent {
        ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
        ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
    }

    var customizableItems: some CustomizableToolbarContent {
        ToolbarItem(id: "share") { Button("Share") {} }
    }
}

struct SaveToolbar: ToolbarContent {
    var body: some ToolbarContent {
        ToolbarItemGroup(placement: .bottomBar) {
            Button("Save") {}
        }
    }
}

enum Greeting {
    static let title = String(localized: "welcome.title", defaultValue: "Welcome!", table: "Onboarding")
    static let resource: LocalizedStringResource = "Start"
}
