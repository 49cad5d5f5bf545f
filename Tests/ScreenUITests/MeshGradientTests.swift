import Foundation
import ScreenUITesting
import Testing

import struct ScreenLayout.DeviceConfiguration
import struct ScreenLayout.LayoutEnvironment
import struct ScreenLayout.Node

@testable import ScreenUI

/// `MeshGradient`, iOS 18's presentation sizing and menu styles compile; what the kit draws otherwise is
/// reported with the call site.
@MainActor
@Suite struct MeshGradientTests {
    func findings<V: View>(_ view: V, on device: DeviceConfiguration = .iPhone17Pro) -> [String] {
        let env = EnvironmentValues(layout: LayoutEnvironment(device: device, theme: .system))
        return collect(view.nodes(in: ResolveContext(environment: env))) { if case .unsupported(let f) = $0.kind { f.feature } else { nil } }
    }

    @Test func aMeshIsDrawnAsALinearGradientOfItsColoursAndSaysSo() {
        let mesh = MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: [.red, .purple, .indigo, .blue])
        #expect(findings(mesh) == ["MeshGradient (2×2): drawn as a linear gradient through its colours"])
        #expect(findings(Rectangle().fill(mesh)) == ["MeshGradient (2×2): drawn as a linear gradient through its colours"])
        let gradients = collect(mesh.nodes(in: ResolveContext(environment: EnvironmentValues()))) {
            if case .shape(let s) = $0.kind { s.gradient?.stops.count } else { nil }
        }
        #expect(gradients == [4])
    }

    @Test func aPageSizedSheetIsReportedOnlyOnAnIPad() {
        let page = Text("Form").presentationSizing(.page)
        #expect(findings(page, on: .iPadPro11) == ["presentationSizing(.page): drawn as a form sheet on iPad"])
        #expect(findings(page).isEmpty, "a phone's sheet is the same for every sizing")
        #expect(findings(Text("Form").presentationSizing(.form), on: .iPadPro11).isEmpty)
    }

    struct CardMenuStyle: MenuStyle {}

    @Test func builtInMenuStylesLookAlikeAndAnAppsOwnIsReported() {
        let menu = Menu("Details") { Button("Copy") {} }
        #expect(findings(menu.menuStyle(.borderlessButton).menuIndicator(.hidden)).isEmpty)
        #expect(findings(menu.menuStyle(.button)).isEmpty)
        #expect(findings(menu.menuStyle(CardMenuStyle())) == ["a custom MenuStyle (CardMenuStyle): menus drawn in the default style"])
    }
}
