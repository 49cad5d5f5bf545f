import Testing
import Theme

import struct ScreenLayout.DeviceConfiguration
import struct ScreenLayout.FrameSpec
import struct ScreenLayout.LayoutEngine
import struct ScreenLayout.LayoutEnvironment
import class ScreenLayout.MonospacedTextMeasurer
import struct ScreenLayout.Node
import struct ScreenLayout.Rect

@testable import ScreenUI

/// A sheet's height follows its detents, its grabber the drag-indicator rule, and the dimming
/// behind it the background-interaction setting; on an iPad it is the centred form sheet.
@MainActor
@Suite struct SheetDetentTests {
    /// The frame of the sheet's content (a flexible frame filling the card).
    func sheetContent<V: View>(_ sheet: V, on device: DeviceConfiguration = .iPhone17Pro) throws -> Rect {
        let environment = LayoutEnvironment(device: device, theme: .system)
        let root = Text("Screen").sheet(isPresented: .constant(true)) { sheet }
        let result = try LayoutEngine(measurer: MonospacedTextMeasurer()).layout(ViewResolver.node(for: root, in: environment), in: environment)
        return try #require(result.semantics.first { $0.identifier == "content" }).frame
    }
    func content() -> some View {
        Text("Filters").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top).accessibilityIdentifier("content")
    }

    /// iPhone 17 Pro: 874 pt tall, 62 pt top safe area, so the large sheet is 802 pt from the
    /// bottom edge, the medium one 401, a 200 pt detent 200 + the 34 pt home-indicator area.
    @Test func theSheetIsAsTallAsItsSmallestDetent() throws {
        let plain = try sheetContent(content())
        #expect(plain.minY == 874 - 802)
        #expect(try sheetContent(content().presentationDetents([.large])).minY == 874 - 802)
        #expect(try sheetContent(content().presentationDetents([.medium, .large])).minY == 874 - 401)
        #expect(try sheetContent(content().presentationDetents([.height(200), .large])).minY == 874 - 234)
        #expect(try sheetContent(content().presentationDetents([.fraction(0.25)])).minY == 874 - 200.5)
    }

    @Test func aSelectedDetentWinsOverTheSmallest() throws {
        let large = content().presentationDetents([.medium, .large], selection: .constant(.large))
        #expect(try sheetContent(large).minY == 874 - 802)
        // A selection that is not one of the detents is ignored, as SwiftUI ignores it.
        let stray = content().presentationDetents([.medium, .large], selection: .constant(.height(100)))
        #expect(try sheetContent(stray).minY == 874 - 401)
    }

    @Test func onItsSideAPhoneShowsEverySheetLarge() throws {
        let frame = try sheetContent(content().presentationDetents([.medium]), on: .iPhone17ProLandscape)
        #expect(frame.minY == 10)
    }

    @Test func anIPadShowsACentredFormSheet() throws {
        let device = DeviceConfiguration.iPadPro11
        let frame = try sheetContent(content().presentationDetents([.medium]), on: device)
        #expect(frame.width == 540)
        #expect(frame.minX == (device.size.width - 540) / 2)
        #expect(frame.minY == (device.size.height - 620) / 2)
    }

    func nodes<V: View>(_ sheet: V) -> Node {
        ViewResolver.node(
            for: Text("Screen").sheet(isPresented: .constant(true)) { sheet }, in: LayoutEnvironment(device: .iPhone17Pro, theme: .system))
    }
    func grabbers(_ node: Node) -> Int {
        var count = 0
        func walk(_ n: Node) {
            if case .frame(let spec) = n.kind, spec == FrameSpec(width: 36, height: 5) { count += 1 }
            n.children.forEach(walk)
        }
        walk(node)
        return count
    }

    @Test func theGrabberShowsWithSeveralDetentsOrWhenAskedFor() {
        #expect(grabbers(nodes(content())) == 0)
        #expect(grabbers(nodes(content().presentationDetents([.medium]))) == 0)
        #expect(grabbers(nodes(content().presentationDetents([.medium, .large]))) == 1)
        #expect(grabbers(nodes(content().presentationDragIndicator(.visible))) == 1)
        #expect(grabbers(nodes(content().presentationDetents([.medium, .large]).presentationDragIndicator(.hidden))) == 0)
    }

    @Test func aUsableBackgroundIsNotDimmed() {
        // The screen, the dimming, the sheet — or the screen and the sheet alone.
        #expect(nodes(content().presentationDetents([.medium])).children.count == 3)
        #expect(nodes(content().presentationDetents([.medium]).presentationBackgroundInteraction(.enabled)).children.count == 2)
        // Usable up through the medium detent: undimmed at medium, dimmed at large.
        let upToMedium = PresentationBackgroundInteraction.enabled(upThrough: .medium)
        #expect(nodes(content().presentationDetents([.medium, .large]).presentationBackgroundInteraction(upToMedium)).children.count == 2)
        let atLarge = content().presentationDetents([.medium, .large], selection: .constant(.large))
        #expect(nodes(atLarge.presentationBackgroundInteraction(upToMedium)).children.count == 3)
    }
}
