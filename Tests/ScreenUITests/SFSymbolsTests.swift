import Rendering
import Testing
import Theme

import let ScreenLayout.iconFontFamily

@testable import ScreenUI

/// Every SF Symbol the kit maps draws one glyph of the bundled icon font: a name the font has
/// no ligature for would draw its letters instead (a 15-letter name is 15 glyphs wide).
@Suite struct SFSymbolsTests {
    func width(_ glyph: String, _ renderer: Renderer) -> Double {
        renderer.textSystem.measure(
            glyph, font: FontSpec(family: iconFontFamily, size: 24, lineHeight: 24, weight: .regular), maxWidth: nil, maxLines: 1
        )
        .size.width
    }

    @Test func everyMappedSymbolIsOneGlyphOfTheIconFont() throws {
        let renderer = try Renderer()
        #expect(width("zzz_not_an_icon", renderer) > 100, "the check tells a missing ligature apart")
        let missing = SFSymbols.builtIn.filter { width($0.value, renderer) > 30 }.map { "\($0.key) → \($0.value)" }.sorted()
        #expect(missing.isEmpty, "mapped onto ligatures the font does not have: \(missing)")
        #expect(SFSymbols.names.count >= 400)
    }
}
