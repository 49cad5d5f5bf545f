import ScreenLayout

/// Which edits a list over a binding allows, as SwiftUI's `EditActions`: swiping to delete and
/// dragging to move. A still shows the rows at rest, where neither leaves a mark.
public struct EditActions<Data>: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static var move: EditActions { EditActions(rawValue: 1) }
    public static var delete: EditActions { EditActions(rawValue: 2) }
    public static var all: EditActions { [.move, .delete] }
}

extension ForEach {
    /// Over a binding to a collection of identifiable elements, with the edits the rows allow.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, editActions: EditActions<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == [Binding<C.Element>], C.Element: Identifiable, ID == C.Element.ID {
        self.init(data, content: content)
    }
    /// Over a binding to a collection identified by a key path, with the edits the rows allow.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>,
        @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == [Binding<C.Element>] {
        self.init(data, id: id, content: content)
    }
}

extension List {
    /// Over a binding to a collection identified by a key path: each row gets its element's binding.
    public init<C: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<[Binding<C.Element>], ID, RowContent> {
        self.init { ForEach(data, id: id, content: rowContent) }
    }
    /// Over a binding to identifiable elements, with the edits the rows allow.
    public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<C>, editActions: EditActions<C>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<[Binding<C.Element>], C.Element.ID, RowContent>, C.Element: Identifiable {
        self.init(data, rowContent: rowContent)
    }
    /// Over a binding identified by a key path, with the edits the rows allow.
    public init<C: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>,
        @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<[Binding<C.Element>], ID, RowContent> {
        self.init(data, id: id, rowContent: rowContent)
    }
    /// Rows of identifiable elements that can be selected; a still selects what the binding holds.
    public init<Data: RandomAccessCollection, S, RowContent: View>(
        _ data: Data, selection: Binding<S>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(data, rowContent: rowContent)
    }
    /// Rows identified by a key path that can be selected.
    public init<Data: RandomAccessCollection, ID: Hashable, S, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<S>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(data, id: id, rowContent: rowContent)
    }
    /// Rows over a binding that can be selected.
    public init<C: MutableCollection & RandomAccessCollection, S, RowContent: View>(
        _ data: Binding<C>, selection: Binding<S>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<[Binding<C.Element>], C.Element.ID, RowContent>, C.Element: Identifiable {
        self.init(data, rowContent: rowContent)
    }
}

nonisolated extension View {
    /// Whether a row can be dragged to a new place; rows at rest look the same either way.
    public func moveDisabled(_ isDisabled: Bool) -> some View { self }
    /// Whether a row can be swiped away; rows at rest look the same either way.
    public func deleteDisabled(_ isDisabled: Bool) -> some View { self }

    /// Scopes for a search, as SwiftUI's `searchScopes(_:scopes:)`: iOS shows the scope bar
    /// while the search is being typed, which a still at rest is not.
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View { self }
    /// Scopes shown as `activation` says: on iOS each of them waits for the search to begin.
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, activation: SearchScopeActivation, @ViewBuilder _ scopes: () -> S)
        -> some View
    { self }

    /// A search field that holds tokens as well as text, as SwiftUI's
    /// `searchable(text:tokens:placement:prompt:token:)`: the field with its text and prompt;
    /// tokens the test put in the binding are reported, not drawn inside the field.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (C.Element) -> T, fileID: String = #fileID, line: Int = #line
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: prompt)
            .unsupported("search tokens inside the search field", fileID: fileID, line: line, when: !tokens.wrappedValue.isEmpty)
    }
    /// Tokens with suggestions; suggestions show only while typing.
    public func searchable<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T, fileID: String = #fileID, line: Int = #line
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, placement: placement, prompt: prompt, token: token, fileID: fileID, line: line)
    }
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder token: @escaping (C.Element) -> T, fileID: String = #fileID, line: Int = #line
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, placement: placement, prompt: Text(prompt), token: token, fileID: fileID, line: line)
    }
}

/// When a search's scope bar shows, as SwiftUI's `SearchScopeActivation`.
public struct SearchScopeActivation: Hashable, Sendable {
    let rawValue: Int
    public static let automatic = SearchScopeActivation(rawValue: 0)
    public static let onTextEntry = SearchScopeActivation(rawValue: 1)
    public static let onSearchPresentation = SearchScopeActivation(rawValue: 2)
}
