import Foundation
import ScreenUITesting
import Testing

import struct ScreenLayout.LayoutEnvironment
import struct ScreenLayout.Node

@testable import ScreenUI

/// Lists over bindings with edit actions and selection, and the search modifiers of editable
/// lists: a still shows the rows at rest; what it cannot show is reported.
@MainActor
@Suite struct ListEditingTests {
    struct Item: Identifiable, Hashable {
        var id: Int
        var name: String
    }

    @Test func editableListsShowEveryRowAtRest() {
        var names = ["Ink", "Needles", "Aftercare"]
        let binding = Binding(get: { names }, set: { names = $0 })
        var items = [Item(id: 1, name: "Koi"), Item(id: 2, name: "Rose")]
        let itemsBinding = Binding(get: { items }, set: { items = $0 })
        #expect(renderedStrings(of: List(binding, id: \.self, editActions: .all) { $name in Text(name) }) == names)
        #expect(renderedStrings(of: List(binding, id: \.self) { $name in Text(name) }) == names)
        #expect(renderedStrings(of: List(itemsBinding, editActions: .delete) { $item in Text(item.name) }) == ["Koi", "Rose"])
        let forEach = List {
            ForEach(binding, id: \.self, editActions: [.move, .delete]) { $name in Text(name).moveDisabled(true).deleteDisabled(true) }
        }
        #expect(renderedStrings(of: forEach) == names)
        #expect(reportedFeatures(of: forEach).isEmpty, "rows at rest look the same whether they can move or be deleted")
    }

    @Test func selectableListsOverDataShowTheirRows() {
        let items = [Item(id: 1, name: "Koi"), Item(id: 2, name: "Rose")]
        var one: Int? = 1
        var many: Set<Int> = [1]
        let single = List(items, selection: Binding(get: { one }, set: { one = $0 })) { Text($0.name) }
        let multiple = List(items, id: \.id, selection: Binding(get: { many }, set: { many = $0 })) { Text($0.name) }
        #expect(renderedStrings(of: single) == ["Koi", "Rose"])
        #expect(renderedStrings(of: multiple) == ["Koi", "Rose"])
    }

    @Test func searchTokensAreReportedOnlyWhenThereAreSome() {
        struct Token: Identifiable { var id: String }
        var text = ""
        var tokens: [Token] = []
        var scope = 0
        let empty = NavigationStack {
            List { Text("Koi") }
                .searchable(text: Binding(get: { text }, set: { text = $0 }), tokens: Binding(get: { tokens }, set: { tokens = $0 })) {
                    Text($0.id)
                }
                .searchScopes(Binding(get: { scope }, set: { scope = $0 })) { Text("All").tag(0) }
        }
        #expect(reportedFeatures(of: empty).isEmpty)
        #expect(renderedStrings(of: empty).contains("Search"))
        tokens = [Token(id: "ink")]
        let withTokens = List { Text("Koi") }
            .searchable(text: Binding(get: { text }, set: { text = $0 }), tokens: Binding(get: { tokens }, set: { tokens = $0 })) { Text($0.id) }
        #expect(reportedFeatures(of: withTokens) == ["search tokens inside the search field"])
    }
}
