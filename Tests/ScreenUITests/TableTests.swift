import Foundation
import ScreenUITesting
import Testing

import struct ScreenLayout.DeviceConfiguration
import struct ScreenLayout.LayoutEnvironment
import struct ScreenLayout.Node

@testable import ScreenUI

/// `Table` shows its first column as a list on a phone and every column under their titles on
/// an iPad; `ControlGroup` lays its buttons side by side; `ToolbarTitleMenu` is reported.
@MainActor
@Suite struct TableTests {
    struct Session: Identifiable {
        let id: Int
        let piece: String
        let artist: String
        let hours: Double
    }
    static let sessions = [
        Session(id: 1, piece: "Koi sleeve", artist: "Mara", hours: 3.5), Session(id: 2, piece: "Fern", artist: "Ilias", hours: 1.25),
        Session(id: 3, piece: "Moth", artist: "Mara", hours: 2),
    ]

    struct SessionsTable: View {
        @State private var selection = Set<Int>()
        @State private var order = [KeyPathComparator(\Session.piece)]
        var body: some View {
            NavigationStack {
                VStack(spacing: 16) {
                    ControlGroup {
                        Button("Add", systemImage: "plus") {}
                        Button("Share", systemImage: "square.and.arrow.up") {}
                    }
                    .padding(.horizontal)
                    Table(TableTests.sessions, selection: $selection, sortOrder: $order) {
                        TableColumn("Piece", value: \.piece)
                        TableColumn("Artist", value: \.artist)
                        TableColumn("Hours") { session in Text(session.hours, format: .number) }
                    }
                }
                .navigationTitle("Sessions")
            }
        }
    }

    func strings<V: View>(_ view: V, on device: DeviceConfiguration) -> [String] { renderedStrings(of: view, on: device) }

    @Test func aPhoneShowsTheFirstColumnAndATabletEveryColumn() {
        let phone = strings(SessionsTable(), on: .iPhone17Pro)
        #expect(phone.contains("Koi sleeve") && !phone.contains("Mara") && !phone.contains("Hours"))
        let tablet = strings(SessionsTable(), on: .iPadPro11)
        #expect(["Piece", "Artist", "Hours", "Koi sleeve", "Mara", "3.5", "1.25"].allSatisfy(tablet.contains))
    }

    @Test func aTitleMenuIsReported() {
        let view = Text("x").toolbar { ToolbarTitleMenu { Button("Rename") {} } }
        _ = view
        let menu = ToolbarTitleMenu { Button("Rename") {} }
        var found: [String] = []
        func walk(_ node: Node) {
            if case .unsupported(let f) = node.kind { found.append(f.feature) }
            node.children.forEach(walk)
        }
        menu.nodes(in: ResolveContext(environment: EnvironmentValues(layout: LayoutEnvironment(device: .iPhone17Pro, theme: .system))))
            .forEach(walk)
        #expect(found == ["ToolbarTitleMenu: the title's menu chevron is not drawn"])
    }

    @Test func tablesDrawAsIOSShowsThem() {
        assertViewSnapshot(
            of: SessionsTable(), named: "ScreenUITable",
            on: [
                SnapshotConfiguration(device: .iPhone17Pro, scale: SnapshotConfiguration.suiteScale),
                SnapshotConfiguration(device: .iPadPro11, colorScheme: .dark),
            ],
            accepting: ViewSnapshotTests.iOSOwnColours + [
                AuditException(.contrast, element: "Add", reason: "iOS's system blue on a control group's fill"),
                AuditException(.contrast, element: "Share", reason: "iOS's system blue on a control group's fill"),
            ],
            snapshotsDirectory: ViewSnapshotTests.references)
    }

    struct Artist: Identifiable {
        let id: Int
        var name: String
    }

    @Test func rowsWrittenOutAreTheTablesRowsInOrder() {
        let artists = [Artist(id: 2, name: "Mira"), Artist(id: 3, name: "Jun")]
        let table = Table(of: Artist.self) {
            TableColumn("Name", value: \.name)
            TableColumn("Number") { Text("#\($0.id)") }
        } rows: {
            TableRow(Artist(id: 1, name: "Ada"))
            ForEach(artists) { TableRow($0) }
        }
        #expect(strings(table, on: .iPhone17Pro) == ["Ada", "Mira", "Jun"])
        #expect(strings(table, on: .iPadPro11) == ["Name", "Number", "Ada", "#1", "Mira", "#2", "Jun", "#3"])
    }

    @Test func rowsInASectionAndATableWithoutItsTypeNamed() {
        var selection: Set<Int> = []
        var order = [KeyPathComparator(\Artist.name)]
        let artists = [Artist(id: 2, name: "Mira")]
        let table = Table(selection: Binding(get: { selection }, set: { selection = $0 }), sortOrder: Binding(get: { order }, set: { order = $0 })) {
            TableColumn("Name", value: \.name)
        } rows: {
            Section { ForEach(artists) { TableRow($0) } }
            TableRow(Artist(id: 9, name: "Jun"))
        }
        #expect(strings(table, on: .iPhone17Pro) == ["Mira", "Jun"])
    }
}
