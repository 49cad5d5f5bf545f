import Foundation
import Testing
import Theme

import struct ScreenLayout.DeviceConfiguration
import struct ScreenLayout.FrameSpec
import struct ScreenLayout.LayoutEnvironment
import struct ScreenLayout.Node
import struct ScreenLayout.UnsupportedFeature

@testable import ScreenUI

/// Outline trees, timers, list item tints and row heights, container shapes and inspectors, as
/// a file-browser, a workout and an editor screen write them.
@MainActor
@Suite struct TreesTimersAndInspectorsTests {
    struct Folder: Identifiable {
        let id: String
        var subfolders: [Folder]?
    }

    let tree = [
        Folder(id: "Projects", subfolders: [Folder(id: "Kit", subfolders: nil)]),
        Folder(id: "Notes", subfolders: nil),
        Folder(id: "Archive", subfolders: []),
    ]

    func nodes<V: View>(_ view: V, on device: DeviceConfiguration = .iPhone17Pro) -> [Node] {
        view.nodes(in: ResolveContext(environment: EnvironmentValues(layout: LayoutEnvironment(device: device, theme: .system))))
    }
    func strings<V: View>(_ view: V, on device: DeviceConfiguration = .iPhone17Pro) -> [String] {
        collect(nodes(view, on: device)) { if case .text(let t) = $0.kind { t.string } else { nil } }
    }
    func frames<V: View>(_ view: V, on device: DeviceConfiguration = .iPhone17Pro) -> [FrameSpec] {
        collect(nodes(view, on: device)) { if case .frame(let f) = $0.kind { f } else { nil } }
    }

    @Test func anOutlineShowsItsTopLevelCollapsedWithAChevronOnEveryParent() {
        let list = List(tree, children: \.subfolders) { Text($0.id) }
        // The child "Kit" is inside a collapsed parent: not shown.
        #expect(strings(list) == ["Projects", "Notes", "Archive"])
        // Parents (children not nil, even empty) get the disclosure row; the leaf is its text.
        let rows = nodes(OutlineGroup(tree, children: \.subfolders) { Text($0.id) })
        #expect(rows.count == 3)
        #expect(rows[1] == nodes(Text("Notes"))[0])
        #expect(rows[0] == nodes(DisclosureGroup(content: { EmptyView() }, label: { Text("Projects") }))[0])
        #expect(rows[2] == nodes(DisclosureGroup(content: { EmptyView() }, label: { Text("Archive") }))[0])
        let root = OutlineGroup(tree[0], children: \.subfolders) { Text($0.id) }
        #expect(strings(root) == ["Projects"])
    }

    @Test func aTimerShowsItsIntervalAsAtItsStart() {
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        #expect(strings(Text(timerInterval: start...start.addingTimeInterval(300))) == ["5:00"])
        #expect(strings(Text(timerInterval: start...start.addingTimeInterval(300), countsDown: false)) == ["0:00"])
        #expect(strings(Text(timerInterval: start...start.addingTimeInterval(3_725))) == ["1:02:05"])
        #expect(strings(Text(timerInterval: start...start.addingTimeInterval(3_725), showsHours: false)) == ["62:05"])
        let paused = start.addingTimeInterval(65)
        #expect(strings(Text(timerInterval: start...start.addingTimeInterval(300), pauseTime: paused)) == ["3:55"])
        #expect(strings(Text(timerInterval: start...start.addingTimeInterval(300), pauseTime: paused, countsDown: false)) == ["1:05"])
    }

    @Test func theDefaultRowHeightIsIOSsUnlessTheEnvironmentSetsIt() {
        let list = List { Text("Compact") }
        #expect(frames(list).contains { $0.minHeight == 52 })
        let compact = list.environment(\.defaultMinListRowHeight, 30)
        #expect(frames(compact).contains { $0.minHeight == 30 })
        #expect(!frames(compact).contains { $0.minHeight == 52 })
        #expect(EnvironmentValues().defaultMinListRowHeight == 52)
    }

    @Test func aListItemTintColoursTheIconsOfTheLabelsInAList() {
        let label = Label("Inbox", systemImage: "tray")
        let orangeIcon = Label {
            Text("Inbox")
        } icon: {
            Image(systemName: "tray").foregroundStyle(.orange)
        }
        #expect(nodes(List { label.listItemTint(.orange) }) == nodes(List { orangeIcon }))
        #expect(nodes(List { label }.listItemTint(ListItemTint.fixed(.orange))) == nodes(List { orangeIcon }))
        #expect(nodes(List { label }.listItemTint(.orange)) != nodes(List { label }))
        let primaryIcon = Label {
            Text("Inbox")
        } icon: {
            Image(systemName: "tray").foregroundStyle(.primary)
        }
        #expect(nodes(List { label.listItemTint(.monochrome) }) == nodes(List { primaryIcon }))
        #expect(nodes(List { label.listItemTint(Color?.none) }) == nodes(List { label }))
        // Outside a list it changes nothing, as on iOS.
        #expect(nodes(label.listItemTint(.orange)) == nodes(label))
    }

    @Test func aContainerRelativeShapeOutsideAContainerIsARectangleAndAContainerShapeIsReported() {
        #expect(nodes(ContainerRelativeShape().fill(.blue)) == nodes(Rectangle().fill(.blue)))
        let shaped = ContainerRelativeShape().fill(.blue).containerShape(RoundedRectangle(cornerRadius: 20))
        let findings = collect(nodes(shaped)) { if case .unsupported(let f) = $0.kind { f } else { nil } }
        #expect(findings.count == 1)
        #expect(findings.first?.feature.contains("containerShape") == true)
    }

    @Test func anInspectorIsASheetOnPhonesAndATrailingColumnOnTablets() {
        let editor = Text("Canvas").inspector(isPresented: .constant(true)) { Text("Layers") }
        // On a phone it is the sheet iOS shows (the presentation the kit draws over the screen).
        #expect(nodes(editor) == nodes(Text("Canvas").sheet(isPresented: .constant(true)) { Text("Layers") }))
        let screen = ViewResolver.node(for: editor, in: LayoutEnvironment(device: .iPhone17Pro, theme: .system))
        #expect(collect([screen]) { if case .text(let t) = $0.kind { t.string } else { nil } }.contains("Layers"))
        let tablet = frames(editor, on: .iPadPro11)
        #expect(tablet.contains { $0.width == 320 })
        #expect(strings(editor, on: .iPadPro11) == ["Canvas", "Layers"])
        let closed = Text("Canvas").inspector(isPresented: .constant(false)) { Text("Layers") }
        #expect(strings(closed, on: .iPadPro11) == ["Canvas"])
    }
}
