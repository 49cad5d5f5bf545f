import SwiftUI
import UIKit

// A screen styled the way older SwiftUI code does it, through UIKit: appearance proxies set in
// an initialiser, a UIBezierPath with chosen rounded corners, the device's orientation and an
// image literal. Type-checked in both language modes by Scripts/test.

struct RoundedCornersShape: Shape {
    var corners: UIRectCorner = [.topLeft, .bottomRight]
    var radius: CGFloat = 16

    func path(in rect: CGRect) -> Path {
        let bezier = UIBezierPath(roundedRect: rect, byRoundingCorners: corners, cornerRadii: CGSize(width: radius, height: radius))
        return Path(bezier.cgPath)
    }
}

struct UIKitStyledScreen: View {
    @State private var tab = 0

    init() {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.largeTitleTextAttributes = [.foregroundColor: UIColor.systemPink]
        UINavigationBar.appearance().standardAppearance = appearance
        UITabBar.appearance().unselectedItemTintColor = .gray
        UISegmentedControl.appearance().selectedSegmentTintColor = .systemPink
        UITableView.appearance().backgroundColor = .clear
    }

    var body: some View {
        TabView(selection: $tab) {
            NavigationStack {
                VStack {
                    Text(UIDevice.current.orientation.isLandscape ? "Landscape" : "Portrait")
                    RoundedCornersShape().fill(Color.pink).frame(width: 120, height: 80)
                }
                .navigationTitle("Styled")
            }
            .tabItem { Label("Home", systemImage: "house") }
            .tag(0)
        }
    }
}
