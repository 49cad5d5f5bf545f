import Foundation
import Testing

@testable import Theme

/// A colour token's Increase Contrast values (`highContrast`, `highContrastDark` in
/// `$extensions.screenkit.modes`): parsed, used only while the theme increases contrast, absent
/// ones fall back to the normal value (the layout derives those), and bad ones are precise
/// errors.
@Suite struct HighContrastTokenTests {
    func theme(_ modes: String) throws -> Theme {
        let json = #"""
            {"color": {"$type": "color", "role": {"ink": {"$value": {"colorSpace": "srgb", "components": [0.8, 0.3, 0.4], "hex": "#CC4D66"},
              "$extensions": {"screenkit.modes": {\#(modes)}}}}}}
            """#
        return try Theme(tree: TokenTree(files: [("c.tokens.json", Data(json.utf8))], base: KitContract.defaults))
    }

    func color(_ modes: String) -> String { #"{"colorSpace": "srgb", "components": [0, 0, 0], "hex": "\#(modes)"}"# }

    @Test func increasingContrastGivesEachSchemesHighContrastValue() throws {
        let t = try theme(#""dark": \#(color("#EE7788")), "highContrast": \#(color("#8A1F33")), "highContrastDark": \#(color("#FFB3C0"))"#)
        let ink = ColorName("color.role.ink")
        #expect(try t.color(ink, in: .light).hex == "#CC4D66" && t.color(ink, in: .dark).hex == "#EE7788")
        let high = t.increasingContrast()
        #expect(high.increasesContrast)
        #expect(try high.color(ink, in: .light).hex == "#8A1F33" && high.color(ink, in: .dark).hex == "#FFB3C0")
        #expect(try high.increasingContrast(false).color(ink, in: .light).hex == "#CC4D66")
        #expect(high.highContrastValues(in: .dark) == [RGBA(hex: "#FFB3C0")!])
        // A token without high-contrast values keeps its own under Increase Contrast.
        #expect(try high.color(.label, in: .light) == t.color(.label, in: .light))
    }

    @Test func aSchemeWithoutItsHighContrastValueKeepsItsOwn() throws {
        let t = try theme(#""dark": \#(color("#EE7788")), "highContrast": \#(color("#8A1F33"))"#).increasingContrast()
        let ink = ColorName("color.role.ink")
        #expect(try t.color(ink, in: .light).hex == "#8A1F33" && t.color(ink, in: .dark).hex == "#EE7788")
        #expect(t.highContrastValues(in: .dark).isEmpty)
    }

    @Test func aMalformedHighContrastValueNamesTokenAndMode() {
        #expect {
            _ = try theme(##""dark": \##(color("#EE7788")), "highContrastDark": {"hex": "#GG0000"}"##)
        } throws: { error in
            let e = error as? ThemeError
            return e?.path == "color.role.ink ($extensions.screenkit.modes.highContrastDark)"
                && e?.problem == .malformedValue(expected: "hex #RRGGBB", found: "\"#GG0000\"")
        }
    }

    @Test func anUnknownModeIsAnErrorListingTheKnownOnes() {
        #expect {
            _ = try theme(#""dark": \#(color("#EE7788")), "highcontrast": \#(color("#8A1F33"))"#)
        } throws: { error in
            let e = error as? ThemeError
            return e?.problem == .unknownMode("highcontrast") && e?.path == "color.role.ink.$extensions.screenkit.modes"
                && "\(e!)".contains("Use 'dark', 'highContrast', 'highContrastDark'.")
        }
    }

    @Test func highContrastOnANonColourTokenAndModesThatAreNoObjectAreErrors() {
        let dimension =
            #"{"space": {"$type": "dimension", "x": {"$value": {"value": 4, "unit": "px"}, "$extensions": {"screenkit.modes": {"highContrast": {"value": 5, "unit": "px"}}}}}}"#
        #expect {
            _ = try TokenTree(files: [("d.tokens.json", Data(dimension.utf8))])
        } throws: { error in
            (error as? ThemeError)?.problem == .malformedValue(expected: "'highContrast' on colour tokens only", found: "a dimension token")
        }
        let notObject = ##"{"c": {"$type": "color", "x": {"$value": {"hex": "#000000"}, "$extensions": {"screenkit.modes": ["dark"]}}}}"##
        #expect {
            _ = try TokenTree(files: [("c.tokens.json", Data(notObject.utf8))])
        } throws: { error in
            if case .malformedValue(let expected, "an array")? = (error as? ThemeError)?.problem { return expected.contains("object of modes") }
            return false
        }
    }
}
