import Foundation
import Testing

@testable import ScreenLayout
@testable import Theme

private func layout(_ node: Node, _ display: DisplaySettings, scheme: ColorScheme = .light) throws -> LayoutResult {
    var env = LayoutEnvironment(device: testDevice, colorScheme: scheme, theme: try testTheme.get())
    env.display = display
    return try LayoutEngine(measurer: MonospacedTextMeasurer()).layout(node, in: env)
}

private func texts(_ r: LayoutResult) -> [TextRun] {
    r.displayList.compactMap { item in
        if case .text(let t) = item { return t }
        return nil
    }
}

@Suite struct DisplaySettingsTests {
    @Test func boldTextMakesEveryWeightOneStepHeavier() throws {
        let node = VStack {
            Text("Body", style: .body)
            Text("Headline", style: .headline)
        }
        let plain = texts(try layout(node, .standard)).map(\.font.weight.value)
        let bold = texts(try layout(node, DisplaySettings(boldText: true))).map(\.font.weight.value)
        #expect(plain == [400, 600] && bold == [600, 700])
        #expect(FontWeight(700).bolder.value == 800 && FontWeight(900).bolder.value == 900)
    }

    @Test func increaseContrastMakesTranslucentColoursMoreOpaqueAndTintsDeeper() throws {
        let node = VStack {
            // Colours whose tokens have no high-contrast value of their own: derived.
            Text("Tertiary", style: .body).foreground(.tertiaryLabel)
            Color(ColorName("color.role.success")).frame(height: 10)
            Color(.background).frame(height: 10)
        }
        let plain = try layout(node, .standard)
        let high = try layout(node, DisplaySettings(increaseContrast: true))
        let (p, h) = (texts(plain)[0].color, texts(high)[0].color)
        #expect(h.alpha > p.alpha && h.alpha == p.alpha + (1 - p.alpha) / 2)
        let fills: (LayoutResult) -> [RGBA] = { r in
            r.displayList.compactMap { item in
                if case .fill(_, let c) = item { return c }
                return nil
            }
        }
        let (pf, hf) = (fills(plain), fills(high))
        // The green is darker; the neutral background is unchanged.
        #expect(hf[hf.count - 2].red < pf[pf.count - 2].red)
        #expect(hf.last == pf.last)
        #expect(high.semantics.first?.color == h)
    }

    @Test func reduceTransparencyMakesMaterialsOpaque() throws {
        let node = Material(.frosted).frame(height: 50)
        #expect(try layout(node, .standard).displayList.contains { if case .material = $0 { return true } else { return false } })
        let opaque = try layout(node, DisplaySettings(reduceTransparency: true)).displayList
        #expect(!opaque.contains { if case .material = $0 { return true } else { return false } })
        #expect(opaque.contains { if case .fill(_, let c) = $0 { return c.alpha == 1 } else { return false } })
    }

    @Test func buttonShapesUnderlinesPlainTextButtonsOnly() throws {
        let node = VStack {
            Button("Edit", id: "plain") { Text("Edit", style: .body) }
            Button("Save", id: "filled") { Text("Save", style: .body).padding(.all, .points(8)).background(.accent) }
        }
        let runs = texts(try layout(node, DisplaySettings(buttonShapes: true)))
        #expect(runs.map(\.font.underline) == [true, false])
        #expect(texts(try layout(node, .standard)).allSatisfy { !$0.font.underline })
    }

    @Test func aTokensOwnHighContrastValueIsUsedAndNotDerivedAgain() throws {
        let json = #"""
            {"color": {"$type": "color", "role": {"ink": {"$value": {"hex": "#CC4D66"},
              "$extensions": {"screenkit.modes": {"dark": {"hex": "#EE7788"}, "highContrast": {"hex": "#7A1A2E"}}}}}}}
            """#
        let theme = try Theme(tree: TokenTree(files: [("c.tokens.json", Data(json.utf8))], base: KitContract.defaults))
        let node = VStack {
            Text("Ink", style: .body).foreground(ColorName("color.role.ink"))
            Text("Accent", style: .body).foreground(.link)
        }
        func colors(_ display: DisplaySettings, _ scheme: ColorScheme) throws -> [String] {
            var env = LayoutEnvironment(device: testDevice, colorScheme: scheme, theme: theme)
            env.display = display
            return texts(try LayoutEngine(measurer: MonospacedTextMeasurer()).layout(node, in: env)).map(\.color.hex)
        }
        #expect(try colors(.standard, .light) == ["#CC4D66", "#007AFF"])
        // Light: the token's own value, exactly; the link (no value of its own) derived deeper.
        let high = try colors(DisplaySettings(increaseContrast: true), .light)
        #expect(high[0] == "#7A1A2E" && high[1] != "#007AFF")
        // Dark has no high-contrast value: derived from the dark value (lighter).
        #expect(try colors(DisplaySettings(increaseContrast: true), .dark)[0] != "#EE7788")
        // The environment's theme follows the setting both ways.
        var env = LayoutEnvironment(device: testDevice, theme: theme)
        env.display.increaseContrast = true
        #expect(env.theme.increasesContrast)
        env.display = .standard
        #expect(!env.theme.increasesContrast)
    }

    @Test func smartInvertInvertsEveryColourButKeepsOpacity() throws {
        let node = VStack {
            Text("Label", style: .body).foreground(.secondaryLabel)
            Color(.background).frame(height: 10)
        }
        let plain = try layout(node, .standard)
        let inverted = try layout(node, DisplaySettings(smartInvert: true))
        let (p, i) = (texts(plain)[0].color, texts(inverted)[0].color)
        #expect(abs(i.red - (1 - p.red)) < 1e-9 && abs(i.blue - (1 - p.blue)) < 1e-9 && i.alpha == p.alpha)
        #expect(inverted.semantics.first?.color == i)
        #expect(inverted.displayList.contains { if case .fill(_, let c) = $0 { return c.hex == "#000000" } else { return false } })
        #expect(DisplaySettings(increaseContrast: true, smartInvert: true).nameParts == ["contrast", "invert"])
    }
}
