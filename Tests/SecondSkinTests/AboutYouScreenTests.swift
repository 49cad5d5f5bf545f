import ScreenCatalog
import ScreenLayout
import Testing
import Theme

@testable import SecondSkin

/// About you: the profile drafts, the three promises, Finish always in view, no tab bar.
@MainActor
@Suite struct AboutYouScreenTests {
    @Test func showsTheDraftsThePromisesAndFinishWithoutATabBar() throws {
        for device in SnapshotMatrix.standard.devices {
            let layout = try screenLayout("AboutYou", "default", on: device)
            for promise in Promise.all { #expect(layout.text(promise.title) != nil, "\(promise.title) on \(device)") }
            #expect(layout.text("Maya") != nil && layout.text("EUR · €") != nil)
            #expect(!layout.buttons.contains { $0.hasPrefix("tab.") }, "\(device)")
            let finish = try #require(layout.element("aboutYou.finish")).frame
            #expect(finish.maxY <= device.size.height - device.safeArea.bottom + 0.5, "\(device)")
        }
    }

    @Test func finishStaysPinnedAtTheLargestType() throws {
        let layout = try screenLayout("AboutYou", "default", on: .iPhone17Pro, .dark, .accessibility3)
        let finish = try #require(layout.element("aboutYou.finish")).frame
        #expect(finish.maxY > 700 && finish.maxY <= 874 - 34)
        #expect(!layout.semantics.contains { $0.role == .text && $0.isTruncated && !$0.allowsTruncation })
    }
}
