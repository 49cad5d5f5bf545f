import Foundation
import Testing

@testable import ScreenLayout
@testable import Theme

/// Real translations from `<language>.lproj/*.strings`: loaded by language, applied to
/// localizable text (exact keys and keys with specifiers), right to left for Arabic, and an
/// unknown or malformed language is a typed error naming what exists.
@Suite struct TranslationTests {
    /// A resources folder with `de.lproj` and `ar.lproj`, and a `Base.lproj` and an empty
    /// `fr.lproj` that are no translations.
    func resources() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("translations-\(UUID().uuidString)")
        let files = [
            "de.lproj/Localizable.strings": #""Get started" = "Jetzt loslegen";  /* the button */ "Welcome, %@" = "Willkommen, %@";"#,
            "ar.lproj/Localizable.strings": #""Get started" = "ابدأ الآن";"#,
            "Base.lproj/Localizable.strings": #""Get started" = "Get started";"#,
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("fr.lproj"), withIntermediateDirectories: true)
        return root
    }

    @Test func loadsALanguageAndListsTheOnesThereAre() throws {
        let root = try resources()
        #expect(Translation.available(in: root) == ["ar", "de"])
        let german = try Translation.load("de", from: root)
        #expect(german.lookup("Get started") == "Jetzt loslegen" && !german.isRightToLeft)
        #expect(try Translation.load("ar", from: root).isRightToLeft)
    }

    @Test func anUnknownLanguageIsAnErrorNamingTheAvailableOnes() throws {
        let root = try resources()
        #expect(throws: TranslationError.unknownLanguage("fr", available: ["ar", "de"], folder: root.path)) {
            try Translation.load("fr", from: root)
        }
        let message = "\(TranslationError.unknownLanguage("fr", available: ["ar", "de"], folder: "/app"))"
        #expect(message == "the app has no translation into 'fr': /app has no fr.lproj with .strings files. Available: ar, de.")
        for bad in ["german", "de DE", "", "DE", "de-", "../de"] {
            #expect(throws: TranslationError.invalidIdentifier(bad)) { try Translation.load(bad, from: root) }
        }
        #expect(
            Translation.isLanguageIdentifier("pt-BR") && Translation.isLanguageIdentifier("zh-Hans") && Translation.isLanguageIdentifier("sr_Latn"))
    }

    @Test func keysWithSpecifiersMatchTextWithAnythingInTheirPlace() {
        let t = Translation(language: "de", tables: ["Localizable": ["Welcome, %@": "Willkommen, %@", "%1$@ of %2$lld": "%2$lld: %1$@"]])
        #expect(t.translate("Welcome, Maya") == "Willkommen, Maya")
        #expect(t.translate("Rose of 3") == "3: Rose")
        #expect(t.translate("Welcome, ") == nil && t.translate("Hello") == nil)
    }

    @Test func aTranslationThatLosesOrInventsAValueIsAnError() throws {
        let root = try resources()
        let file = root.appendingPathComponent("de.lproj/Localizable.strings")
        try Data(#""Welcome, %@" = "Willkommen";"#.utf8).write(to: file)
        #expect(throws: TranslationError.mismatchedSpecifiers(file: file.path, key: "Welcome, %@", value: "Willkommen")) {
            try Translation.load("de", from: root)
        }
        #expect(Translation.specifiersMatch("%1$@ of %2$lld", "%2$lld: %1$@") && Translation.specifiersMatch("100%% done", "100 %% fertig"))
        #expect(!Translation.specifiersMatch("Hello", "Hallo %@") && !Translation.specifiersMatch("%@ and %@", "%1$@ und %1$@"))
    }

    @Test func localizableTextIsTranslatedAndDataIsNot() throws {
        let t = Translation(language: "ar", tables: ["Localizable": ["Get started": "ابدأ الآن", "Maya": "مايا"]])
        var env = LayoutEnvironment(device: testDevice, theme: try testTheme.get())
        env.translation = t
        #expect(env.effectiveLayoutDirection == .rightToLeft)
        let node = VStack {
            Text("Get started", style: .body)
            Text("Maya", style: .body).verbatim()
        }
        let strings = try LayoutEngine(measurer: MonospacedTextMeasurer()).layout(node, in: env).displayList.compactMap { item -> String? in
            if case .text(let run) = item { return run.string }
            return nil
        }
        #expect(strings == ["ابدأ الآن", "Maya"])
    }
}
