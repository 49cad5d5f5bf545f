import Foundation
import Testing

import struct ScreenLayout.DeviceConfiguration

@testable import ScreenUI

/// Code that reads a colour's components back (`getRed`, `getHue`) gets UIKit's numbers, and a
/// text editor's style is accepted.
@MainActor
@Suite struct UIColorComponentsTests {
    @Test func componentsAreUIKits() {
        var r: CGFloat = -1
        var g: CGFloat = -1
        var b: CGFloat = -1
        var a: CGFloat = -1
        #expect(UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5).getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect(abs(r - 0.2) < 1e-9 && abs(g - 0.4) < 1e-9 && abs(b - 0.6) < 1e-9 && abs(a - 0.5) < 1e-9)
        // A dynamic system colour resolves light, as outside a view in UIKit: systemGray6 is F2F2F7.
        UIColor.systemGray6.getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(Int((r * 255).rounded()) == 0xF2 && Int((b * 255).rounded()) == 0xF7 && a == 1)
        var h: CGFloat = -1
        var s: CGFloat = -1
        var v: CGFloat = -1
        UIColor(red: 1, green: 0, blue: 0, alpha: 1).getHue(&h, saturation: &s, brightness: &v, alpha: &a)
        #expect(h == 0 && s == 1 && v == 1)
        UIColor(red: 0, green: 0, blue: 0.5, alpha: 1).getHue(&h, saturation: &s, brightness: &v, alpha: nil)
        #expect(abs(h - 2.0 / 3) < 1e-9 && s == 1 && abs(v - 0.5) < 1e-9)
        // Round trip through HSB.
        let teal = UIColor(hue: 0.45, saturation: 0.6, brightness: 0.7, alpha: 1)
        teal.getHue(&h, saturation: &s, brightness: &v, alpha: nil)
        #expect(abs(h - 0.45) < 1e-9 && abs(s - 0.6) < 1e-9 && abs(v - 0.7) < 1e-9)
        #expect(UIColor.clear.alphaComponent == 0)
    }

    struct Notes: View {
        var plain: Bool
        var body: some View {
            if plain {
                TextEditor(text: .constant("Healing well")).textEditorStyle(.plain)
            } else {
                TextEditor(text: .constant("Healing well")).textEditorStyle(.automatic)
            }
        }
    }

    @Test func bothEditorStylesDrawAsOnIOS() {
        let phone = DeviceConfiguration.iPhone17Pro
        #expect(renderedStrings(of: Notes(plain: true), on: phone) == ["Healing well"])
        #expect(renderedStrings(of: Notes(plain: false), on: phone) == ["Healing well"])
    }
}
