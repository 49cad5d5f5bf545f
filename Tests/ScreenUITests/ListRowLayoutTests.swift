import Testing

import struct ScreenLayout.LayoutEngine
import class ScreenLayout.MonospacedTextMeasurer
import struct ScreenLayout.Rect

@testable import ScreenUI

/// List row and section modifiers and the list styles, against iOS's metrics (the reference's
/// swiftui-vocabulary.md: 16 pt margins, 52 pt rows, separators one pixel) and Apple's
/// documentation of each modifier.
extension LayoutSemanticsTests {
    func labels<V: View>(_ view: V) throws -> [String] {
        let node = view.node(in: ResolveContext(environment: EnvironmentValues(layout: environment)))
        let result = try LayoutEngine(measurer: MonospacedTextMeasurer()).layout(node, in: environment)
        return result.semantics.compactMap { $0.role == .text ? $0.label : nil }
    }

    /// `listRowInsets` replaces the row's 16 pt insets: `EdgeInsets()` puts the content on the
    /// card's edge (the list's own 16 pt margin stays).
    @Test func listRowInsetsReplaceTheRowsInsets() throws {
        let f = try frames(
            List {
                Text("Default").accessibilityIdentifier("default")
                Text("Flush").listRowInsets(EdgeInsets()).accessibilityIdentifier("flush")
                Text("Wide").listRowInsets(EdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 0)).accessibilityIdentifier("wide")
            }
            .accessibilityIdentifier("root"))
        #expect(f["default"]?.minX == 32)
        #expect(f["flush"]?.minX == 16)
        #expect(f["wide"]?.minX == 56)
    }

    /// `listRowBackground` fills the row's cell.
    @Test func listRowBackgroundFillsTheCell() throws {
        let f = try frames(
            List { Text("Row").listRowBackground(Color.yellow.accessibilityIdentifier("fill")) }.accessibilityIdentifier("root"))
        let width = try #require(f["root"]).width
        #expect(f["fill"].map { [$0.minX, $0.width, $0.height] } == [16, width - 32, 52])
    }

    /// A hidden separator leaves no line between the rows; row spacing puts space between them.
    @Test func hiddenSeparatorsAndRowSpacing() throws {
        func gap<V: View>(_ list: V) throws -> Double {
            let f = try frames(list.accessibilityIdentifier("root"))
            return try #require(f["b"]).minY - #require(f["a"]).minY
        }
        let pixel = 1 / Double(EnvironmentValues(layout: environment).displayScale)
        #expect(
            try abs(
                gap(
                    List {
                        Text("A").accessibilityIdentifier("a")
                        Text("B").accessibilityIdentifier("b")
                    }) - 52 - pixel) < 1e-9)
        #expect(
            try gap(
                List {
                    Text("A").listRowSeparator(.hidden).accessibilityIdentifier("a")
                    Text("B").accessibilityIdentifier("b")
                }) == 52)
        let below = try gap(
            List {
                Text("A").accessibilityIdentifier("a")
                Text("B").listRowSeparator(.hidden, edges: .bottom).accessibilityIdentifier("b")
            })
        #expect(abs(below - 52 - pixel) < 1e-9)
        #expect(
            try gap(
                List {
                    Text("A").accessibilityIdentifier("a")
                    Text("B").accessibilityIdentifier("b")
                }.listRowSpacing(10)) == 62)
    }

    /// Section spacing: 20 pt between inset grouped sections by default, 8 pt when compact.
    @Test func listSectionSpacing() throws {
        func gap(_ spacing: ListSectionSpacing) throws -> Double {
            let f = try frames(
                List {
                    Section { Text("A").accessibilityIdentifier("a") }
                    Section { Text("B").accessibilityIdentifier("b") }
                }
                .listSectionSpacing(spacing).accessibilityIdentifier("root"))
            return try #require(f["b"]).minY - #require(f["a"]).minY
        }
        #expect(try gap(.default) == 72)
        #expect(try gap(.compact) == 60)
        #expect(try gap(.custom(0)) == 52)
    }

    /// Grouped lists run their sections edge to edge (the row keeps its 16 pt inset); sidebar
    /// and increased-prominence headers are not uppercased.
    @Test func groupedAndSidebarStylesAndProminentHeaders() throws {
        let grouped = try frames(List { Text("Row").accessibilityIdentifier("row") }.listStyle(.grouped).accessibilityIdentifier("root"))
        #expect(grouped["row"]?.minX == 16)
        let section = Section("Fruits") { Text("Apple") }
        #expect(try labels(List { section }).contains("FRUITS"))
        #expect(try labels(List { section }.listStyle(.sidebar)).contains("Fruits"))
        #expect(try labels(List { section.headerProminence(.increased) }).contains("Fruits"))
    }
}
