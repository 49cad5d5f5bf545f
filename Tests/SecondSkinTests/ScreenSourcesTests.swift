import ScreenCatalog
import SecondSkin
import Testing

/// The files Second Skin's catalog lists as only some screens' own are used by no other file,
/// so `check --changed-since` never skips a screen that draws with a changed file.
@Suite struct ScreenSourcesTests {
    @Test func everyListedFileIsUsedOnlyByItsScreens() throws {
        let catalog = ScreenCatalog.secondSkin
        let problems = try ScreenSources.problems(
            in: catalog, folders: ["Sources/SecondSkin"], catalogFiles: ["Sources/SecondSkin/Registry/ScreenRegistry.swift"])
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
        // The listing is useful: most screens have files of their own.
        #expect(catalog.screens.filter { !$0.sources.isEmpty }.count == catalog.screens.count)
    }
}
