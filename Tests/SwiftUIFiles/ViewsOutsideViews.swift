import SwiftUI

// Views made outside a view, as apps write them: a @ViewBuilder property on a plain enum, a
// model's icon, an erased view in a helper. SwiftUI's initialisers, modifiers and ViewBuilder
// are nonisolated, so this compiles in Swift 6 as it does in Xcode.

enum SidebarSection: CaseIterable {
    case journal, settings

    @ViewBuilder var label: some View {
        switch self {
        case .journal: Label("Journal", systemImage: "book")
        case .settings: Image(systemName: "gear").foregroundStyle(.red)
        }
    }

    var badge: some View { Image(systemName: "star").accessibilityLabel("Star").padding(4).background(Color.blue) }
    var erased: AnyView { AnyView(Text("Journal").font(.title).bold()) }
}

struct StudioFacility {
    var name: String
    var icon: some View {
        Text(name).foregroundColor(.red).frame(width: 40).overlay { Circle().stroke(lineWidth: 2) }
    }
}

struct SidebarRows: View {
    var body: some View {
        List(SidebarSection.allCases, id: \.self) { section in
            HStack {
                section.label
                Spacer()
                section.badge
            }
        }
    }
}
