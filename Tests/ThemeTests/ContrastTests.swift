import Testing

@testable import Theme

/// Every text-on-background pair the screens use meets the HIG minimum in both appearances:
/// 4.5:1 for regular text, 3:1 for large (≥ 18 pt) or bold text.
@Suite struct ContrastTests {
    struct Pair: CustomStringConvertible {
        var text: ColorName
        var background: ColorName
        var largeOrBold: Bool
        var description: String { "\(text) on \(background)" }
    }

    static let pairs: [Pair] = [
        Pair(text: .label, background: .background, largeOrBold: false),
        Pair(text: .secondaryLabel, background: .background, largeOrBold: false),
        Pair(text: .label, background: .secondaryBackground, largeOrBold: false),
        Pair(text: .secondaryLabel, background: .secondaryBackground, largeOrBold: false),
        Pair(text: .accent, background: .background, largeOrBold: true),
        Pair(text: .onAccent, background: .accent, largeOrBold: true),
        Pair(text: .accent, background: .accentSoft, largeOrBold: true),
        Pair(text: .nextUp, background: .background, largeOrBold: true),
        Pair(text: .destructive, background: .background, largeOrBold: false),
        Pair(text: .success, background: .background, largeOrBold: false),
        Pair(text: .painMild, background: .secondaryBackground, largeOrBold: true),
        Pair(text: .painModerate, background: .secondaryBackground, largeOrBold: true),
        Pair(text: .painSevere, background: .secondaryBackground, largeOrBold: true),
        Pair(text: .label, background: .frostedTint, largeOrBold: false),
    ]

    @Test(arguments: pairs)
    func meetsMinimumContrast(_ pair: Pair) throws {
        let theme = try Theme.load(from: designTokens)
        for scheme in ColorScheme.allCases {
            let page = try theme.color(.background, in: scheme)
            let bg = try theme.color(pair.background, in: scheme).over(page)
            let fg = try theme.color(pair.text, in: scheme).over(bg)
            let ratio = fg.contrastRatio(with: bg)
            let minimum = pair.largeOrBold ? 3.0 : 4.5
            #expect(ratio >= minimum, "\(pair) in \(scheme): \(ratio) < \(minimum)")
        }
    }

    @Test func contrastMathMatchesWCAG() {
        #expect(abs(RGBA.black.contrastRatio(with: .white) - 21) < 0.001)
        #expect(RGBA.white.contrastRatio(with: .white) == 1)
    }
}
