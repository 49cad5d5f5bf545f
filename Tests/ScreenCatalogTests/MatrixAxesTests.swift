import Testing

@testable import ScreenCatalog
@testable import ScreenLayout
@testable import Snapshots
@testable import Theme

@Suite struct MatrixAxesTests {
    static let axes = MatrixAxes(
        devices: [.iPhone17Pro, .iPhoneSE, .iPhoneDuoInnerFolded, .iPhoneDuoInnerTabletop, .iPadPro11, .iPadSlideOver],
        appearances: [.light, .dark], typeSizes: ContentSizeCategory.allCases, directions: [.leftToRight, .rightToLeft],
        pseudoLocales: [nil, .accented, .expanded, .rightToLeft], boldText: [false, true], increaseContrast: [false, true],
        reduceTransparency: [false, true], buttonShapes: [false, true])

    @Test func pairwiseCoversEveryPairWithFarFewerSnapshots() throws {
        let sizes = Self.axes.axisSizes
        let rows = PairwiseCovering.rows(axisSizes: sizes)
        for i in 0..<sizes.count {
            for j in (i + 1)..<sizes.count {
                for a in 0..<sizes[i] {
                    for b in 0..<sizes[j] { #expect(rows.contains { $0[i] == a && $0[j] == b }, "axes \(i)=\(a), \(j)=\(b)") }
                }
            }
        }
        // At least the two largest axes' product, far below the full product.
        #expect(rows.count >= 12 * 6 && rows.count < Self.axes.fullProductCount / 100)
        #expect(PairwiseCovering.rows(axisSizes: sizes) == rows, "deterministic")
        #expect(try Self.axes.matrix(.pairwise).entries.count == rows.count)
    }

    @Test func smallCasesAreOptimal() {
        #expect(PairwiseCovering.rows(axisSizes: [2, 2, 2]).count == 4)
        #expect(PairwiseCovering.rows(axisSizes: [3, 3, 3, 3]).count <= 11)
        #expect(PairwiseCovering.rows(axisSizes: [5]).count == 5)
    }

    @Test func fullAndSmokePolicies() throws {
        let small = MatrixAxes(devices: [.iPhone17Pro, .iPadPro11], appearances: [.light, .dark], boldText: [false, true])
        #expect(try small.matrix(.full).entries.count == 8 && small.fullProductCount == 8)
        let smoke = try Self.axes.matrix(.smoke).entries
        #expect(smoke.count == 12)
        // The first entry takes every axis's first value.
        #expect(smoke[0] == MatrixEntry(device: .iPhone17Pro, contentSize: .extraSmall))
        #expect(Set(smoke.map(\.contentSize)) == Set(ContentSizeCategory.allCases))
        #expect(try Self.axes.summary(.pairwise).hasPrefix("pairwise: "))
        #expect(try Self.axes.summary(.pairwise).hasSuffix("(full product: \(Self.axes.fullProductCount))"))
    }

    @Test func anEmptyAxisIsAClearError() {
        #expect(throws: MatrixAxesError.emptyAxis("appearances")) { try MatrixAxes(devices: [.iPhone17Pro], appearances: []).matrix(.full) }
    }

    @Test func namesOfExistingSnapshotsStayAndNewAxesAddToThem() {
        #expect(MatrixEntry(device: .iPhone17Pro, colorScheme: .dark).configuration(scale: 2).fileStem == "iphone17pro-portrait-dark")
        #expect(MatrixEntry(device: .iPhone17Pro, contentSize: .accessibility3).configuration(scale: 2).fileStem == "iphone17pro-portrait-light-AX3")
        let all = MatrixEntry(
            device: .iPhoneDuoInnerTabletop, contentSize: .accessibility5, layoutDirection: .rightToLeft, pseudoLocale: .expanded,
            display: DisplaySettings(boldText: true, increaseContrast: true, reduceTransparency: true, buttonShapes: true))
        #expect(all.configuration(scale: 2).fileStem == "iphoneduo-inner-folded-portrait-light-AX5-rtl-expanded-bold-contrast-opaque-buttonshapes")
        #expect(
            MatrixEntry(device: .iPhone17Pro, pseudoLocale: .rightToLeft).configuration(scale: 2).fileStem == "iphone17pro-portrait-light-pseudortl")
    }

    @Test func theEnvironmentCarriesEverySetting() throws {
        let entry = MatrixEntry(
            device: .iPhone17Pro, layoutDirection: .rightToLeft, pseudoLocale: .accented, display: DisplaySettings(boldText: true))
        let env = entry.configuration(scale: 2).environment(theme: .system)
        #expect(env.layoutDirection == .rightToLeft && env.pseudoLocale == .accented && env.display.boldText)
    }

    @Test func translationsAndSmartInvertAreAxesNamedOnlyWhenSet() throws {
        let german = Translation(language: "de", tables: ["Localizable": ["Save": "Sichern"]])
        let arabic = Translation(language: "ar", tables: ["Localizable": ["Save": "حفظ"]])
        let axes = MatrixAxes(
            devices: [.iPhone17Pro, .iPadPro11], directions: [.leftToRight, .rightToLeft], smartInvert: [false, true],
            translations: [nil, german, arabic])
        #expect(axes.fullProductCount == 2 * 2 * 2 * 3)
        let pairwise = try axes.matrix(.pairwise).entries
        for t in axes.translations {
            for invert in [false, true] { #expect(pairwise.contains { $0.translation == t && $0.display.smartInvert == invert }) }
        }
        let entry = MatrixEntry(device: .iPhone17Pro, translation: arabic, display: DisplaySettings(smartInvert: true))
        #expect(entry.configuration(scale: 2).fileStem == "iphone17pro-portrait-light-ar-invert")
        let env = entry.configuration(scale: 2).environment(theme: .system)
        #expect(env.translation == arabic && env.effectiveLayoutDirection == .rightToLeft && env.display.smartInvert)
        #expect(MatrixEntry(device: .iPhone17Pro).configuration(scale: 2).fileStem == "iphone17pro-portrait-light")
        #expect(throws: MatrixAxesError.emptyAxis("translations")) { try MatrixAxes(devices: [.iPhone17Pro], translations: []).matrix(.smoke) }
    }
}
