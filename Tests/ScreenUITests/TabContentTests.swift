import Foundation
import ScreenUITesting
import Testing

@testable import ScreenUI

/// `TabView(selection:)` builds its tabs with a builder generic over the selection, so a
/// `Tab`'s `value: .member` is read as a case of the selection's type, and the chosen tab's
/// content is the page a still shows.
@MainActor
@Suite struct TabContentTests {
    enum Section: Hashable { case journal, bookings, settings }

    struct Sections: View {
        @State var selection: Section
        var showsBookings = true
        var body: some View {
            TabView(selection: $selection) {
                Tab("Journal", systemImage: "book", value: .journal) { Text("Journal page") }
                    .badge(3)
                if showsBookings {
                    Tab("Bookings", systemImage: "calendar", value: .bookings) { Text("Bookings page") }.disabled(true)
                }
                Tab("Settings", systemImage: "gear", value: Section.settings) { Text("Settings page") }
            }
        }
    }

    @Test func theSelectedValuesTabIsThePageShown() {
        let strings = renderedStrings(of: Sections(selection: .settings))
        #expect(strings.contains("Settings page"))
        #expect(!strings.contains("Journal page"))
        #expect(["Journal", "Bookings", "Settings"].allSatisfy(strings.contains), "every tab is in the bar")
        #expect(strings.contains("3"), "the journal tab's badge")
    }

    @Test func aHiddenTabIsNeitherInTheBarNorAPage() {
        var selection = Section.journal
        let view = TabView(selection: Binding(get: { selection }, set: { selection = $0 })) {
            Tab("Journal", systemImage: "book", value: .journal) { Text("Journal page") }
            Tab("Settings", systemImage: "gear", value: .settings) { Text("Settings page") }.hidden()
        }
        #expect(renderedStrings(of: view) == ["Journal page", "Journal"])
    }

    @Test func aConditionalTabKeepsTheOthersInPlace() {
        let strings = renderedStrings(of: Sections(selection: .settings, showsBookings: false))
        #expect(strings.contains("Settings page"))
        #expect(!strings.contains("Bookings"))
    }

    @Test func pagesWithTabItemsAndTagsStillMixIn() {
        var selection = 2
        let view = TabView(selection: Binding(get: { selection }, set: { selection = $0 })) {
            Text("One").tabItem { Label("One", systemImage: "1.circle") }.tag(1)
            Text("Two").tabItem { Label("Two", systemImage: "2.circle") }.tag(2)
        }
        #expect(renderedStrings(of: view).first == "Two")
    }

    @Test func aPageHidesTheTabBarOnlyWhileItIsShown() {
        func tabs(showing selection: Section) -> some View {
            TabView(selection: .constant(selection)) {
                Tab("Journal", systemImage: "book", value: .journal) {
                    NavigationStack { Text("Reading").navigationTitle("Journal").toolbar(.hidden, for: .tabBar) }
                }
                Tab("Settings", systemImage: "gear", value: .settings) { Text("Settings page") }
            }
        }
        #expect(renderedStrings(of: tabs(showing: .journal)) == ["Journal", "Reading"], "the page alone, no bar")
        #expect(renderedStrings(of: tabs(showing: .settings)) == ["Settings page", "Journal", "Settings"])
        let env = EnvironmentValues()
        let findings = collect(tabs(showing: .journal).nodes(in: ResolveContext(environment: env))) {
            if case .unsupported(let f) = $0.kind { f.feature } else { nil }
        }
        #expect(findings.isEmpty)
        let older = TabView {
            Text("Feed").tabItem { Label("Feed", systemImage: "list.bullet") }.toolbar(.hidden, for: .tabBar)
        }
        #expect(renderedStrings(of: older) == ["Feed"])
    }
}
