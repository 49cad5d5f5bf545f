import Foundation
import Testing

@testable import Theme

/// The real DesignTokens/ folder of this package.
let designTokens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("DesignTokens")

@Suite struct ThemeLoadingTests {
    @Test func loadsTheProjectTokens() throws {
        let theme = try Theme.load(from: designTokens)
        #expect(try theme.color(.accent, in: .light).hex == "#D9485F")
        #expect(try theme.color(.background, in: .dark).hex == "#000000")
        #expect(try theme.color(.secondaryLabel, in: .light).hex == "#3C3C43BF")  // raised for contrast
    }

    @Test func typeScaleFollowsApplesTable() throws {
        let theme = try Theme.load(from: designTokens)
        let body = theme.font(.body, at: .large)
        #expect(body.size == 17 && body.lineHeight == 22 && body.family == "Inter" && body.weight == .regular)
        let title = theme.font(.largeTitle, at: .large)
        #expect(title.size == 34 && title.lineHeight == 41 && title.family == "Inter Display")
        let ax3 = theme.font(.body, at: .accessibility3)
        #expect(ax3.size == 40 && ax3.lineHeight == 48)
        #expect(theme.font(.headline, at: .large).weight == .semibold)
        #expect(theme.font(.caption2, at: .extraSmall).lineHeight == 13)
    }

    @Test func spacingAndDimensions() throws {
        let theme = try Theme.load(from: designTokens)
        #expect(theme.spacing(.l) == 16)
        #expect(theme.dimension(.minTapTarget) == 44)
    }
}

@Suite struct ThemeTableTests {
    /// The array lookups behind `font` and `color` agree with the token dictionaries.
    @Test func tablesAgreeWithTheTokens() throws {
        for (i, style) in TextStyle.allCases.enumerated() { #expect(style.ordinal == i) }
        let theme = try Theme.load(from: designTokens)
        for style in TextStyle.allCases {
            for category in ContentSizeCategory.allCases { #expect(theme.font(style, at: category) == theme.typography[style]![category]!) }
        }
        for (name, modes) in theme.colors {
            #expect(try theme.color(name, in: .light) == modes[.light]!)
            #expect(try theme.color(name, in: .dark) == modes[.dark]!)
        }
        #expect(theme.spacing(.l) == theme.dimensions["space.l"])
        #expect(ColorName("color.role.accent") == .accent && ColorName("color.role.accent").hashValue == ColorName.accent.hashValue)
        #expect(throws: ThemeError.self) { try theme.color(ColorName("color.nonexistent"), in: .light) }
    }
}
