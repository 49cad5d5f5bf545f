import Foundation
import ScreenUITesting
import Snapshots
import Testing

@testable import ScreenUI

extension ContainerValues {
    @Entry var isPinned = false
}

/// iOS 18's custom containers: `ForEach(subviews:)`, `Group(subviews:)`, `ForEach(sections:)`,
/// `Group(sections:)` and container values, as the sample code that introduced them writes them.
@MainActor
@Suite struct CustomContainerTests {
    /// Each subview in a card; pinned ones marked.
    struct CardStack<Content: View>: View {
        @ViewBuilder var content: Content
        var body: some View {
            VStack {
                ForEach(subviews: content) { subview in
                    HStack {
                        if subview.containerValues.isPinned { Text("📌") }
                        subview
                    }
                }
            }
        }
    }

    /// Sections as titled groups, the header above its rows.
    struct Board<Content: View>: View {
        @ViewBuilder var content: Content
        var body: some View {
            VStack {
                ForEach(sections: content) { section in
                    if !section.header.isEmpty { section.header.textCase(.uppercase) }
                    ForEach(section.content) { $0 }
                    section.footer
                }
            }
        }
    }

    @Test func subviewsAreTheContentsViewsInOrderWithTheirValues() {
        let names = ["Koi", "Rose", "Swallow"]
        let view = CardStack {
            Text("Koi").containerValue(\.isPinned, true)
            ForEach(names.dropFirst(), id: \.self) { Text($0) }
        }
        #expect(renderedStrings(of: view) == ["📌", "Koi", "Rose", "Swallow"])
    }

    @Test func aGroupHandsTheSubviewsToItsTransform() {
        let view = Group(subviews: VStack { Text("a") }) { subviews in Text("\(subviews.count)") }
        #expect(renderedStrings(of: view) == ["1"])
        let flat = Group(
            subviews: Group {
                Text("first")
                Text("second")
                Text("third")
            }
        ) { subviews in
            subviews.first
            Text("+\(subviews[1...].count) more")
        }
        #expect(renderedStrings(of: flat) == ["first", "+2 more"])
    }

    @Test func sectionsKeepTheirHeaderContentAndFooterAsWritten() {
        let view = Board {
            Text("Loose")
            Section {
                Text("Koi")
                Text("Rose")
            } header: {
                Text("Healing")
            } footer: {
                Text("2 pieces")
            }
            Section("Ideas") { Text("Swallow") }
        }
        #expect(renderedStrings(of: view) == ["Loose", "HEALING", "Koi", "Rose", "2 pieces", "IDEAS", "Swallow"])
        let counted = Group(
            sections: Group {
                Section("A") { Text("1") }
                Section("B") {
                    Text("2")
                    Text("3")
                }
            }
        ) { sections in
            ForEach(sections) { Text("\($0.content.count)") }
        }
        #expect(renderedStrings(of: counted) == ["1", "2"])
    }

    @Test func aSectionDeeperThanTheTopLevelIsDrawnAsItsParts() {
        let view = Board { VStack { Section("Nested") { Text("Inside") } } }
        #expect(renderedStrings(of: view) == ["Nested", "Inside"])
    }

    @Test func aListInsideAContainerStillDrawsItsOwnSections() {
        let view = Board { List { Section("Listed") { Text("Row") } } }
        #expect(renderedStrings(of: view) == ["LISTED", "Row"])
    }

    /// A custom container as iOS 18's sample code writes one: each section a titled card, each
    /// subview a row, pinned rows marked.
    struct PieceBoard<Content: View>: View {
        @ViewBuilder var content: Content
        var body: some View {
            ScrollView {
                VStack(alignment: .leading, spacing: 20) {
                    ForEach(sections: content) { section in
                        VStack(alignment: .leading, spacing: 8) {
                            section.header.font(.headline).foregroundStyle(.secondary)
                            VStack(alignment: .leading, spacing: 0) {
                                ForEach(section.content) { row in
                                    HStack {
                                        row
                                        Spacer()
                                        if row.containerValues.isPinned { Image(systemName: "pin.fill").foregroundStyle(.orange) }
                                    }
                                    .padding(.vertical, 12)
                                    .padding(.horizontal, 16)
                                    if row.id != section.content.last?.id { Divider().padding(.leading, 16) }
                                }
                            }
                            .background(Color(.secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: 16))
                            section.footer.font(.footnote).foregroundStyle(.secondary)
                        }
                    }
                }
                .padding()
            }
            .background(Color(.systemGroupedBackground))
        }
    }

    @Test func aCustomContainerDrawsAsOnIOS() {
        assertViewSnapshot(
            of: PieceBoard {
                Section {
                    Text("Koi, left forearm").containerValue(\.isPinned, true)
                    Text("Rose, ankle")
                } header: {
                    Text("Healing")
                } footer: {
                    Text("Moisturise twice a day.")
                }
                Section("Ideas") {
                    Text("Swallow")
                    Text("Compass").containerValue(\.isPinned, true)
                    Text("Fern")
                }
            },
            named: "ScreenUICustomContainer",
            on: [
                SnapshotConfiguration(device: .iPhone17Pro, scale: SnapshotConfiguration.suiteScale),
                SnapshotConfiguration(device: .iPhone17Pro, colorScheme: .dark, scale: SnapshotConfiguration.suiteScale),
            ], snapshotsDirectory: ViewSnapshotTests.references)
    }
}
