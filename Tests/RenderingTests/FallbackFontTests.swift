import CCairo
import Foundation
import Testing

@testable import ImageCodec
@testable import Rendering
@testable import ScreenLayout
@testable import Theme

/// Text beyond Latin: each script takes its fallback font, in a fixed order, and is shaped
/// (joined, combined, ligated) and measured as one text.
@Suite struct FallbackFontTests {
    let text: PangoTextSystem
    let body = FontSpec(family: "Inter", size: 17, lineHeight: 22, weight: .regular)

    init() throws { text = PangoTextSystem(fonts: try FontLibrary()) }

    private func width(_ s: String) -> Double { text.measure(s, font: body, maxWidth: nil, maxLines: nil).size.width }

    @Test func theStandardFallbacksAreAllLoadedInTheirOrder() throws {
        #expect(text.fonts.missingFallbacks.isEmpty, "run Scripts/setup: \(text.fonts.missingFallbacks)")
        #expect(
            text.fonts.fallbacks.map(\.family) == [
                "Noto Sans Arabic", "Noto Sans Hebrew", "Noto Sans Devanagari", "Noto Sans Thai", "Noto Color Emoji", "WenQuanYi Micro Hei",
            ])
        #expect(text.fonts.fallbackFontVersions.contains("Noto Color Emoji"))
        // Provenance of existing references lists the primary fonts only.
        #expect(!text.fonts.fontVersions.contains("Noto") && text.fonts.fontVersions.contains("Inter"))
    }

    @Test(arguments: [
        ("مرحبا", "Noto Sans Arabic", true), ("שלום", "Noto Sans Hebrew", true), ("नमस्ते", "Noto Sans Devanagari", false),
        ("สวัสดี", "Noto Sans Thai", false), ("漢字かなカナ한글", "WenQuanYi Micro Hei", false), ("🌹", "Noto Color Emoji", false),
        ("Rose", "Inter", false),
    ])
    func eachScriptTakesItsFont(sample: String, family: String, rightToLeft: Bool) {
        let runs = text.shapedRuns(sample, font: body)
        #expect(Set(runs.map(\.family)) == [family], "\(runs)")
        #expect(runs.allSatisfy { $0.isRightToLeft == rightToLeft && $0.unknownGlyphs == 0 })
        #expect(text.fonts.missingCodePoints(in: sample).isEmpty)
    }

    @Test func mixedScriptsSplitIntoRunsInVisualOrder() {
        let runs = text.shapedRuns("Ink مرحبا 墨 🌹", font: body)
        #expect(runs.map(\.family).contains("Noto Sans Arabic") && runs.map(\.family).contains("WenQuanYi Micro Hei"))
        #expect(runs.first?.family == "Inter" && runs.last?.family == "Noto Color Emoji")
        #expect(runs.contains { $0.isRightToLeft && $0.text.contains("مرحبا") })
        #expect(runs.allSatisfy { $0.unknownGlyphs == 0 })
    }

    @Test func aZWJSequenceIsOneGlyphAsWideAsOneEmoji() {
        let family = "👩\u{200D}👩\u{200D}👧"
        let runs = text.shapedRuns(family, font: body)
        #expect(runs.count == 1 && runs[0].glyphCount == 1, "\(runs)")
        #expect(abs(width(family) - width("👩")) < 0.01)
        // A skin tone modifier and a flag are one glyph each too.
        #expect(text.shapedRuns("👍🏽", font: body).map(\.glyphCount) == [1])
        #expect(text.shapedRuns("🇯🇵", font: body).map(\.glyphCount) == [1])
    }

    @Test func combiningMarksShapeLikeTheComposedLetter() {
        #expect(abs(width("Cafe\u{0301}") - width("Café")) < 0.01)
        // Devanagari conjuncts: fewer glyphs than characters.
        let runs = text.shapedRuns("क्षत्रिय", font: body)
        #expect(runs.count == 1 && runs[0].glyphCount < "क्षत्रिय".unicodeScalars.count)
    }

    @Test func arabicLettersJoin() {
        // Joined, a word is narrower than its letters set apart.
        let letters = ["ب", "ي", "ت"]
        #expect(width(letters.joined()) < letters.map(width).reduce(0, +) - 1)
    }

    @Test func aCodePointNoFontHasIsNamed() {
        #expect(text.fonts.missingCodePoints(in: "Ink \u{12000}\u{12000}\u{E0001} ok") == ["\u{12000}"])
        #expect(text.shapedRuns("a\u{12000}", font: body).map(\.unknownGlyphs).reduce(0, +) == 1)
        // Joiners, variation selectors and spaces draw nothing and are never missing.
        #expect(text.fonts.missingCodePoints(in: "❤\u{FE0F} \u{200D}\u{200B}\n").isEmpty)
    }

    @Test func colourEmojiDrawInColour() throws {
        let renderer = try Renderer()
        let env = LayoutEnvironment(device: square, theme: try Theme.load(from: designTokens))
        let layout = try LayoutEngine(measurer: renderer.textSystem).layout(Text("🌹", style: .largeTitle), in: env)
        let bitmap = try renderer.render(layout, scale: 2)
        var saturated = 0
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let p = bitmap.rgba(x: x, y: y)
                if Int(p.r) - Int(p.b) > 80 && p.a == 255 { saturated += 1 }
            }
        }
        #expect(saturated > 100, "a red rose, not a grey outline")
    }

    @Test func aFallbackFileThatIsMissingIsReportedNotFatal() throws {
        let absent = FallbackFont(family: "Nowhere Sans", files: ["/nonexistent/NowhereSans.ttf"], package: "fonts-nowhere")
        // Without the design faces: DejaVu Sans Mono has Arabic letters of its own.
        let fonts = try FontLibrary(fallbacks: [.emoji, absent], designs: [])
        #expect(fonts.fallbacks == [.emoji] && fonts.missingFallbacks == [absent])
        #expect(fonts.missingCodePoints(in: "مرحبا").count == 5)
    }

    @Test func measuringDoesNotDependOnTheLocaleOfTheProcess() {
        // The context's language is fixed (en): same widths whatever LANG says.
        #expect(String(cString: pango_language_to_string(pango_context_get_language(text.fonts.context))) == "en")
    }
}
