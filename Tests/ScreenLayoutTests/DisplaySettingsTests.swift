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
            Text("Secondary", style: .body).foreground(.secondaryLabel)
            Color(.accent).frame(height: 10)
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
        // The accent is darker; the neutral background is unchanged.
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
}
