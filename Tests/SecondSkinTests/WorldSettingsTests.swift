import Audits
import Foundation
import ImageCodec
import ScreenCatalog
import ScreenLayout
import SecondSkin
import Snapshots
import Testing
import Theme

/// Second Skin under the world settings that need more than the pairwise matrix: every screen
/// under Increase Contrast (the contrast audit asks 7:1 there, met with the tokens'
/// high-contrast values), the onboarding screens in their German and Arabic translations, and Smart
/// Invert leaving the photos as they are. Audited and measured; no references are kept.
@MainActor
@Suite struct WorldSettingsTests {
    func findings(_ matrix: SnapshotMatrix, screens: [String]? = nil) throws -> [AuditFinding] {
        try preparedPhotos.get()
        var catalog = ScreenCatalog.secondSkin
        catalog.matrix = matrix
        if let screens { catalog.screens = catalog.screens.filter { screens.contains($0.name) } }
        let theme = try AppResources.theme()
        let pipeline = SnapshotPipeline(catalog: catalog, theme: theme, destination: .none, failsOnFindings: false)
        let snapshotter = try ScreenSnapshotter(theme: theme)
        var found: [AuditFinding] = []
        for job in try catalog.jobs(theme: theme) { found += try pipeline.process(job, with: snapshotter).unaccepted }
        return found
    }

    @Test func everyScreenPassesEveryAuditUnderIncreaseContrastInLightAndDark() throws {
        let matrix = try MatrixAxes(
            devices: [.iPhone17Pro, .iPadPro11], appearances: [.light, .dark], increaseContrast: [true]
        ).matrix(.full)
        let found = try findings(matrix)
        #expect(found.isEmpty, "\(found.map(\.description).joined(separator: "\n"))")
    }

    /// The onboarding screens Second Skin translates.
    static let translatedScreens = ["Welcome", "AboutYou"]

    @Test func theTranslatedScreensPassEveryAuditInGermanAndArabic() throws {
        let german = try AppResources.translation("de")
        let arabic = try AppResources.translation("ar")
        let matrix = try MatrixAxes(
            devices: [.iPhoneSE, .iPhone17Pro, .iPhoneDuoInnerFolded, .iPadPro11], appearances: [.light, .dark],
            typeSizes: [.large, .accessibility5], translations: [german, arabic]
        ).matrix(.full)
        let found = try findings(matrix, screens: Self.translatedScreens)
        #expect(found.isEmpty, "\(found.map(\.description).joined(separator: "\n"))")
    }

    @Test func theTranslationsCoverEveryStringOfTheirScreens() throws {
        try preparedPhotos.get()
        let snapshotter = try ScreenSnapshotter(theme: try AppResources.theme())
        func strings(_ screenName: String, _ translation: Translation?) throws -> [String] {
            let screen = try #require(ScreenRegistry.screen(named: screenName))
            let body = try screen.states[0].make(try SampleData.makeDatabase())
            var config = SnapshotConfiguration(device: .iPhone17Pro, scale: 1)
            config.translation = translation
            let layout = try snapshotter.render(body(config.environment(theme: snapshotter.theme)), configuration: config).0
            return layout.displayList.compactMap { item -> String? in
                if case .text(let run) = item, run.font.family != iconFontFamily { return run.string }
                return nil
            }
        }
        // Data and the app's name stay as they are.
        let untranslated: Set<String> = ["Second Skin", "Maya", "M", "EUR · €"]
        for language in ["de", "ar"] {
            let translation = try AppResources.translation(language)
            for screen in Self.translatedScreens {
                let english = try strings(screen, nil)
                let shown = try strings(screen, translation)
                #expect(english.count == shown.count && english.count > 5)
                for (e, t) in zip(english, shown) where !untranslated.contains(e) {
                    #expect(translation.translate(e) == t, "\(language) \(screen): '\(e)' shows '\(t)'")
                }
            }
        }
        #expect(try strings("Welcome", AppResources.translation("de")).contains("Willkommen, Maya"))
        #expect(try strings("Welcome", AppResources.translation("ar")).contains("مرحبًا، Maya"))
        var config = SnapshotConfiguration(device: .iPhone17Pro, scale: SnapshotConfiguration.suiteScale)
        config.translation = try AppResources.translation("ar")
        #expect(
            try SnapshotName(screen: "Welcome", state: "default", configuration: config).description
                == "Welcome/default.iphone17pro-portrait-light-ar")
        #expect(throws: TranslationError.unknownLanguage("fr", available: ["ar", "de"], folder: AppResources.translations.path)) {
            try AppResources.translation("fr")
        }
    }

    @Test func smartInvertInvertsTheScreenButNotItsPhotos() throws {
        try preparedPhotos.get()
        let db = try SampleData.makeDatabase()
        let screen = try #require(ScreenRegistry.screen(named: "Welcome"))
        let body = try screen.states[0].make(db)
        let snapshotter = try ScreenSnapshotter(theme: try AppResources.theme())
        func render(_ display: DisplaySettings) throws -> (LayoutResult, Bitmap) {
            var config = SnapshotConfiguration(device: .iPhone17Pro, scale: 1)
            config.display = display
            return try snapshotter.render(body(config.environment(theme: snapshotter.theme)), configuration: config)
        }
        let (layout, normal) = try render(.standard)
        let (_, inverted) = try render(DisplaySettings(smartInvert: true))
        // The photo drawn last (the front card of the fan): every pixel inside it is unchanged.
        let photo = try #require(
            layout.displayList.compactMap { item -> Rect? in
                if case .image(let draw) = item { return draw.clip }
                return nil
            }.last)
        var photoPixels = 0
        for y in Int(photo.minY + 16)..<Int(photo.maxY - 16) {
            for x in Int(photo.minX + 16)..<Int(photo.maxX - 16) {
                #expect(normal.rgba(x: x, y: y) == inverted.rgba(x: x, y: y), "photo pixel \(x),\(y)")
                photoPixels += 1
            }
        }
        #expect(photoPixels > 10_000)
        // The background: white in light mode, black inverted.
        let (x, y) = (3, normal.height / 2)
        #expect(normal.rgba(x: x, y: y) == (255, 255, 255, 255))
        #expect(inverted.rgba(x: x, y: y) == (0, 0, 0, 255))
    }
}
