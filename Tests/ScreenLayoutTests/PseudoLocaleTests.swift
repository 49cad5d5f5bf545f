import Testing

@testable import ScreenLayout
@testable import Theme

@Suite struct PseudoLocaleTests {
    @Test func accentedReplacesEveryLetterAndBracketsTheString() {
        let s = PseudoLocale.accented.apply("Get started 4x")
        #expect(s == "[Ĝéţ šţåŕţéð 4ẋ]")
        #expect(PseudoLocale.accented.apply("").isEmpty)
        // Every ASCII letter has a different look-alike.
        let letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
        let accented = PseudoLocale.accented.apply(letters).dropFirst().dropLast()
        #expect(zip(letters, accented).allSatisfy { $0 != $1 })
    }

    @Test(arguments: ["Get started", "OK", "Keep every piece", "a b c d e f g", "   ", "x"])
    func expandedIsFortyPercentLonger(_ s: String) {
        let e = PseudoLocale.expanded.apply(s)
        #expect(e.count == s.count + Int((Double(s.count) * 0.4).rounded(.up)))
    }

    @Test func expandedKeepsTheWordsReadable() {
        #expect(PseudoLocale.expanded.apply("Get started") == "Gett sstarrteed~")
    }

    @Test func rightToLeftWrapsTheStringInAnOverride() {
        #expect(PseudoLocale.rightToLeft.apply("Hi") == "\u{202E}Hi\u{202C}")
        #expect(PseudoLocale.rightToLeft.isRightToLeft && !PseudoLocale.expanded.isRightToLeft)
    }

    @Test func appliedToEveryTextNodeButVerbatimOnes() throws {
        var env = LayoutEnvironment(device: testDevice, theme: try testTheme.get())
        env.pseudoLocale = .accented
        let body = VStack {
            Text("Save")
            Text("Rose on forearm").verbatim()
        }
        let r = try LayoutEngine(measurer: MonospacedTextMeasurer()).layout(body, in: env)
        #expect(r.semantics.compactMap(\.label) == ["[Šåṽé]", "Rose on forearm"])
    }

    @Test func expandedTextTakesMoreRoom() throws {
        var env = LayoutEnvironment(device: testDevice, theme: try testTheme.get())
        let body = Text("Get started").fixedSize()
        let plain = try LayoutEngine(measurer: MonospacedTextMeasurer()).layout(body, in: env)
        env.pseudoLocale = .expanded
        let expanded = try LayoutEngine(measurer: MonospacedTextMeasurer()).layout(body, in: env)
        #expect(leafFrames(expanded)[0].width > leafFrames(plain)[0].width * 1.3)
    }
}
