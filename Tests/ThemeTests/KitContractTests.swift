import Foundation
import Testing

@testable import Theme

/// The kit's own token contract: present in every theme with iOS defaults, overridable by an
/// app's files, and named in Theme by the same rules the generator uses.
@Suite struct KitContractTests {
    @Test func themeWithoutTokenFilesHasTheSystemDefaults() throws {
        let theme = Theme.system
        #expect(try theme.color(.label, in: .light).hex == "#000000")
        #expect(try theme.color(.label, in: .dark).hex == "#FFFFFF")
        #expect(try theme.color(.secondaryLabel, in: .light).hex == "#3C3C4399")
        #expect(try theme.color(.tint, in: .light).hex == "#007AFF")
        #expect(try theme.color(.separator, in: .dark).hex == "#54545899")
        #expect(theme.dimension(.minTapTarget) == 44)
        #expect(theme.dimension(.iconMedium) == 28)
        #expect(theme.font(.body, at: .large) == FontSpec(family: "Inter", size: 17, lineHeight: 22, weight: .regular))
        #expect(theme.font(.headline, at: .large).weight == .semibold)
        #expect(theme.font(.title3, at: .large).family == "Inter Display")
        #expect(theme.shadows.isEmpty)
    }

    /// The declared names are exactly the contract's tokens under the generator's rules.
    @Test func declaredNamesFollowTheNamingRules() {
        let generated = KitContract.names
        let declared = ColorName.kitContract.map(\.path) + DimensionName.kitContract.map(\.path)
        #expect(Set(generated.map(\.path)) == Set(declared))
        let byPath = Dictionary(uniqueKeysWithValues: generated.map { ($0.path, $0.swiftName) })
        #expect(byPath["color.system.label"] == "label" && byPath["size.icon.medium"] == "iconMedium")
        #expect(byPath["material.frostedBlur"] == "frostedBlur" && byPath["color.material.glassTint"] == "glassTint")
    }

    @Test func anAppOverridesAContractToken() throws {
        let file =
            ##"{"color": {"system": {"label": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.1, 0.2, 0.3], "hex": "#1A334D"}, "$extensions": {"screenkit.modes": {"dark": {"colorSpace": "srgb", "components": [1, 1, 1], "hex": "#FFFFFF"}}}}}}}"##
        let theme = try Theme(tree: TokenTree(files: [("app.tokens.json", Data(file.utf8))], base: KitContract.defaults))
        #expect(try theme.color(.label, in: .light).hex == "#1A334D")
        #expect(try theme.color(.secondaryLabel, in: .light).hex == "#3C3C4399")  // the rest stays
        // Defining it twice in the app's own files is still a duplicate.
        #expect(throws: ThemeError.self) {
            _ = try TokenTree(files: [("a.tokens.json", Data(file.utf8)), ("b.tokens.json", Data(file.utf8))], base: KitContract.defaults)
        }
    }

    @Test func aRequiredNameTheTokensLackIsReported() throws {
        let missing = TokenRequirements(colors: [ColorName("color.role.brand")])
        #expect {
            _ = try Theme(tree: KitContract.defaults, requiring: missing)
        } throws: { error in
            (error as? ThemeError)?.description == "DesignTokens: color.role.brand: the theme needs this color token but the files do not define it."
        }
    }

    /// Second Skin's typography tokens restate Apple's table: the default and the tokens agree.
    @Test func defaultTypeScaleIsApplesTable() throws {
        let theme = try Theme.load(from: designTokens)
        for style in TextStyle.allCases {
            for category in ContentSizeCategory.allCases {
                #expect(theme.font(style, at: category) == SystemTypeScale.font(style, at: category), "\(style) \(category)")
            }
        }
    }
}
