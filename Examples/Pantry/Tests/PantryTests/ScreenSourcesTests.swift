import Pantry
import ScreenCatalog
import Testing

/// The files Pantry's screens list as their own are used by no other file, so
/// `check --changed-since` never skips a screen that draws with a changed file.
@Suite struct ScreenSourcesTests {
    @Test func everyListedFileIsUsedOnlyByItsScreen() throws {
        let problems = try ScreenSources.problems(
            in: .pantry, folders: ["Sources/Pantry"], catalogFiles: ["Sources/Pantry/PantryCatalog.swift"])
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
        #expect(ScreenCatalog.pantry.screens.allSatisfy { $0.sources.count == 2 })
    }
}
