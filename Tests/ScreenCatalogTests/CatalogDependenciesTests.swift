import Foundation
import LiveSQLite
import ScreenCatalog
import ScreenDependencies
import ScreenLayout
import Testing

/// States are built with preview dependency values, made anew for each state, so a snapshot
/// shows the same ids and times whatever ran before it.
@MainActor
@Suite struct CatalogDependenciesTests {
    @Test func eachStateIsBuiltWithFreshPreviewValues() throws {
        let seen = LockedValue<[String]>([])
        func state(_ name: String) -> ScreenState {
            ScreenState(name: name) { _ in
                let values = DependencyValues.current
                seen.withLock { $0.append("\(name) \(values.context) \(values.uuid().uuidString.suffix(4)) \(values.clock is ImmediateClock)") }
                return { _ in Text(name, style: .body) }
            }
        }
        var catalog = Notes.catalog(root: try temporaryFolder("notes"))
        catalog.screens = [ScreenEntry(name: "Ids", states: [state("a"), state("b")])]
        _ = try catalog.states()
        #expect(seen.withLock { $0 } == ["a preview 0001 true", "b preview 0001 true"])
    }
}
