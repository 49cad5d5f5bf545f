import Testing

import struct ScreenLayout.LayoutEnvironment

@testable import ScreenUI

/// An `@Environment` property read in a closure the kit calls later (a `ForEach`'s rows, a
/// lazy stack's, a custom container's, a scroll reader's, a sheet's content) reads the
/// environment the view is drawn in, as in SwiftUI. It used to read the default environment:
/// light mode and the large text size, whatever the snapshot's.
@MainActor
@Suite struct EnvironmentInClosuresTests {
    struct Rows: View {
        @Environment(\.colorScheme) var scheme
        @Environment(\.dynamicTypeSize) var size
        var body: some View {
            VStack {
                Text("direct \(scheme)")
                ForEach(0..<1, id: \.self) { _ in Text("rows \(scheme)") }
                LazyVStack { ForEach(0..<1, id: \.self) { _ in Text("lazy \(scheme) \(size)") } }
                ScrollViewReader { _ in Text("reader \(scheme)") }
                Group(subviews: Text("a")) { subviews in Text("subviews \(scheme) \(subviews.count)") }
            }
        }
    }

    @Test func closuresReadTheEnvironmentTheViewIsDrawnIn() {
        var layout = LayoutEnvironment(device: .iPhone17Pro, theme: .system)
        layout.colorScheme = .dark
        let nodes = Rows().environment(\.dynamicTypeSize, .xxxLarge).nodes(in: ResolveContext(environment: EnvironmentValues(layout: layout)))
        let strings = collect(nodes) { if case .text(let t) = $0.kind { t.string } else { nil } }
        #expect(strings == ["direct dark", "rows dark", "lazy dark xxxLarge", "reader dark", "subviews dark 1"])
    }
}
