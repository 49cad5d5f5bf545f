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

    @Test func aMeshIsDrawnAsALinearGradientOfItsColoursAndSaysSo() {
        let mesh = MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: [.red, .purple, .indigo, .blue])
        #expect(reportedFeatures(of: mesh) == ["MeshGradient (2×2): drawn as a linear gradient through its colours"])
        #expect(reportedFeatures(of: Rectangle().fill(mesh)) == ["MeshGradient (2×2): drawn as a linear gradient through its colours"])
        let gradients = collect(mesh.nodes(in: ResolveContext(environment: EnvironmentValues()))) {
            if case .shape(let s) = $0.kind { s.gradient?.stops.count } else { nil }
        }
        #expect(gradients == [4])
    }

    @Test func aPageSizedSheetIsReportedOnlyOnAnIPad() {
        let page = Text("Form").presentationSizing(.page)
        #expect(reportedFeatures(of: page, on: .iPadPro11) == ["presentationSizing(.page): drawn as a form sheet on iPad"])
        #expect(reportedFeatures(of: page).isEmpty, "a phone's sheet is the same for every sizing")
        #expect(reportedFeatures(of: Text("Form").presentationSizing(.form), on: .iPadPro11).isEmpty)
    }

    struct CardMenuStyle: MenuStyle {}

    @Test func builtInMenuStylesLookAlikeAndAnAppsOwnIsReported() {
        let menu = Menu("Details") { Button("Copy") {} }
        #expect(reportedFeatures(of: menu.menuStyle(.borderlessButton).menuIndicator(.hidden)).isEmpty)
        #expect(reportedFeatures(of: menu.menuStyle(.button)).isEmpty)
        #expect(reportedFeatures(of: menu.menuStyle(CardMenuStyle())) == ["a custom MenuStyle (CardMenuStyle): menus drawn in the default style"])
    }
}
