import Foundation
import Testing

@testable import ImageCodec
@testable import Rendering
@testable import ScreenLayout
@testable import Theme

@Suite struct DeviceChromeTests {
    func renderScreen(_ device: DeviceConfiguration, _ scheme: ColorScheme, chrome: Bool) throws -> Bitmap {
        let renderer = try Renderer()
        let env = LayoutEnvironment(device: device, colorScheme: scheme, theme: try Theme.load(from: designTokens))
        let layout = try LayoutEngine(measurer: renderer.textSystem).layout(Color(.background).ignoresSafeArea(), in: env)
        return try renderer.render(layout, scale: 2, chrome: chrome ? DeviceChrome(device: device, colorScheme: scheme) : nil)
    }

    @Test func offByDefault() throws {
        let plain = try renderScreen(.iPhone17Pro, .light, chrome: false)
        #expect(plain.pixels.allSatisfy { $0 == 0xFFFF_FFFF })
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func phoneChrome(_ scheme: ColorScheme) throws {
        let b = try renderScreen(.iPhone17Pro, scheme, chrome: true)
        try b.writePNG(to: GalleryTests.folder.appendingPathComponent("chrome-iphone17pro-\(scheme.rawValue).png"))
        #expect(b.rgba(x: 0, y: 0).a == 0)  // outside the rounded display corner
        #expect(b.rgba(x: 402, y: 874).a == 255)  // the middle stays
        let glyph: UInt8 = scheme == .dark ? 255 : 0
        // The home indicator: 134 × 5 pt, 8 pt above the bottom edge, centred.
        #expect(b.rgba(x: 402, y: (874 - 10) * 2).r == glyph)
        // The time's glyphs sit in the left part of the status bar.
        let timeRow = (0..<(62 * 2)).contains { y in (40..<200).contains { x in b.rgba(x: x, y: y).r == glyph } }
        #expect(timeRow)
        // The Dynamic Island is black in both appearances.
        #expect(b.rgba(x: 402, y: 30 * 2).r == 0)
    }

    @Test func foldLineOnlyOnFoldables() throws {
        let flat = try renderScreen(.iPhoneDuoInner, .light, chrome: true)
        let folded = try renderScreen(.iPhoneDuoInnerFolded, .light, chrome: true)
        try folded.writePNG(to: GalleryTests.folder.appendingPathComponent("chrome-duo-folded.png"))
        let x = Int(475.5 * 2)
        let y = 300 * 2
        let page = flat.rgba(x: 200, y: y).r
        #expect(flat.rgba(x: x, y: y).r < page)  // a faint hairline when flat
        #expect(folded.rgba(x: x, y: y).r < flat.rgba(x: x, y: y).r)  // a crease when half folded
        #expect(folded.rgba(x: x - 16, y: y).r < page)  // shaded around it
        // The camera bar on the trailing edge is covered hardware: black.
        #expect(folded.rgba(x: (951 - 40) * 2, y: y).r == 0)
    }
}
