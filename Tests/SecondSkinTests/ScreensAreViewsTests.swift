import ScreenCatalog
import ScreenLayout
import Testing
import Theme

import enum ScreenUI.DynamicTypeSize
import protocol ScreenUI.View
import enum ScreenUI.ViewResolver

@testable import SecondSkin

/// Second Skin's screens are SwiftUI views: a parent view's environment reaches them, as it
/// would in the app, and a registered state draws exactly the view it names.
@MainActor
@Suite struct ScreensAreViewsTests {
    func scrolls(_ node: Node) -> Bool {
        if case .scroll = node.kind { return true }
        return node.children.contains(where: scrolls)
    }

    /// On an iPad in portrait, Welcome is a centred column; a parent's
    /// `.environment(\.dynamicTypeSize, .accessibility3)` makes the screen's
    /// `@Environment(\.layoutEnvironment)` read the accessibility size, and it scrolls.
    @Test func aParentsDynamicTypeSizeReachesTheScreen() throws {
        let model = try WelcomeModel(database: try SampleData.makeDatabase())
        let env = LayoutEnvironment(device: .iPadPro11, theme: try AppResources.theme())
        let plain = ViewResolver.node(for: WelcomeScreen(model: model), in: env, window: false)
        let large = ViewResolver.node(for: WelcomeScreen(model: model).environment(\.dynamicTypeSize, .accessibility3), in: env, window: false)
        #expect(!scrolls(plain))
        #expect(scrolls(large))
    }

    /// The registered state resolves the screen's view for each configuration: its node is
    /// the one the view gives for that environment, with no window drawn beneath it.
    @Test func aRegisteredStateDrawsItsView() throws {
        let db = try SampleData.makeDatabase()
        let state = try #require(ScreenRegistry.screen(named: "Welcome")?.states.first)
        let env = LayoutEnvironment(device: .iPhone17Pro, theme: try AppResources.theme())
        let registered = try state.make(db)(env)
        let direct = ViewResolver.node(for: WelcomeScreen(model: try WelcomeModel(database: db)), in: env, window: false)
        #expect(registered == direct)
        #expect(registered != ViewResolver.node(for: WelcomeScreen(model: try WelcomeModel(database: db)), in: env))
    }
}
