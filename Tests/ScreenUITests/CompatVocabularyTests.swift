import Foundation
import Testing
import Theme

import struct ScreenLayout.LayoutEnvironment
import struct ScreenLayout.Node
import struct ScreenLayout.TextContent
import struct ScreenLayout.UnsupportedFeature

@testable import ScreenUI

/// The vocabulary real sample code uses beyond the basics: older style types, `LabeledContent`,
/// `AsyncImage`, the older `Alert`, list editing helpers, value labels of sliders and progress.
@MainActor
@Suite struct CompatVocabularyTests {
    let environment = LayoutEnvironment(device: .iPhone17Pro, theme: .system)

    func nodes<V: View>(_ view: V) -> [Node] {
        view.nodes(in: ResolveContext(environment: EnvironmentValues(layout: environment)))
    }
    func texts(_ node: Node) -> [TextContent] {
        var found: [TextContent] = []
        if case .text(let t) = node.kind { found.append(t) }
        for child in node.children { found += texts(child) }
        return found
    }
    func strings<V: View>(_ view: V) -> [String] { nodes(view).flatMap(texts).map(\.string) }

    @Test func olderStyleTypesDrawAsTheirStaticValues() {
        struct Tip: View {
            @State var tip = 10
            var body: some View {
                Picker("Tip", selection: $tip) { ForEach([10, 15, 20], id: \.self) { Text("\($0)%") } }
            }
        }
        #expect(nodes(Tip().pickerStyle(SegmentedPickerStyle())) == nodes(Tip().pickerStyle(.segmented)))
        #expect(nodes(Tip().pickerStyle(SegmentedPickerStyle())) != nodes(Tip().pickerStyle(.menu)))
        let list = List { Text("row") }
        #expect(nodes(list.listStyle(PlainListStyle())) == nodes(list.listStyle(.plain)))
        #expect(nodes(list.listStyle(InsetGroupedListStyle())) == nodes(list.listStyle(.insetGrouped)))
        let field = TextField("Name", text: .constant(""))
        #expect(nodes(field.textFieldStyle(RoundedBorderTextFieldStyle())) == nodes(field.textFieldStyle(.roundedBorder)))
    }

    @Test func aSwitchToggleStyleTintColoursTheSwitch() {
        let toggle = Toggle("On", isOn: .constant(true))
        #expect(nodes(toggle.toggleStyle(SwitchToggleStyle(tint: .orange))) == nodes(toggle.tint(.orange)))
        #expect(nodes(toggle.toggleStyle(SwitchToggleStyle(tint: .orange))) != nodes(toggle))
    }

    @Test func labeledContentShowsTheLabelThenTheValueInTheSecondaryColour() throws {
        let resolved = nodes(LabeledContent("Version", value: "2.1")).flatMap(texts)
        #expect(resolved.map(\.string) == ["Version", "2.1"])
        #expect(resolved[0].rgba == (try Theme.system.color(.label, in: .light)))
        #expect(resolved[1].rgba == (try Theme.system.color(.secondaryLabel, in: .light)))
        #expect(strings(LabeledContent("Price", value: 3.5, format: .number.precision(.fractionLength(2)))) == ["Price", "3.50"])
    }

    @Test func anAsyncImageShowsItsEmptyPhase() {
        let placeholder = AsyncImage(url: URL(string: "https://example.com/a.png")) {
            $0.resizable()
        } placeholder: {
            Text("loading")
        }
        #expect(strings(placeholder) == ["loading"])
        let phased = AsyncImage(url: nil) { phase in
            if phase.image != nil { Text("image") } else { Text("empty") }
        }
        #expect(strings(phased) == ["empty"])
        #expect(nodes(AsyncImage(url: nil)).count == 1, "the standard placeholder is drawn, not nothing")
    }

    @Test func removeAndMoveAtOffsetsEditAsListsDo() {
        var items = ["a", "b", "c", "d", "e"]
        items.remove(atOffsets: IndexSet([1, 3]))
        #expect(items == ["a", "c", "e"])
        var letters = ["a", "b", "c", "d", "e"]
        letters.move(fromOffsets: IndexSet([0, 1]), toOffset: 4)
        #expect(letters == ["c", "d", "a", "b", "e"])
        letters.move(fromOffsets: IndexSet([4]), toOffset: 0)
        #expect(letters == ["e", "c", "d", "a", "b"])
    }

    @Test func theOlderAlertIsDrawnWhilePresented() {
        let view = Text("screen")
            .alert(isPresented: .constant(true)) {
                Alert(
                    title: Text("Delete?"), message: Text("It cannot be undone."), primaryButton: .destructive(Text("Delete")),
                    secondaryButton: .cancel())
            }
        let root = ViewResolver.node(for: view, in: environment)
        let shown = texts(root).map(\.string)
        #expect(["screen", "Delete?", "It cannot be undone.", "Delete", "Cancel"].allSatisfy(shown.contains))
        let hidden = ViewResolver.node(for: Text("screen").alert(isPresented: .constant(false)) { Alert(title: Text("Delete?")) }, in: environment)
        #expect(texts(hidden).map(\.string) == ["screen"])
    }

    @Test func valueLabelsOfSlidersAndProgressAreDrawn() {
        let slider = Slider(value: .constant(0.5), in: 0...1) {
            Text("Volume")
        } minimumValueLabel: {
            Text("0")
        } maximumValueLabel: {
            Text("10")
        }
        #expect(strings(slider) == ["0", "10"], "iOS shows the end labels, not the slider's label")
        let progress = ProgressView(value: Float(0.5)) {
            Text("Upload")
        } currentValueLabel: {
            Text("50%")
        }
        #expect(strings(progress) == ["Upload", "50%"])
    }

    @Test func aValueLinkInAListShowsItsTitleAndChevron() {
        let link = List { NavigationLink("Details", value: 3) }
        let shown = strings(link)
        #expect(shown == ["Details"])
        #expect(nodes(List { NavigationLink("Details", value: 3) }) == nodes(List { NavigationLink(value: 3) { Text("Details") } }))
    }

    @Test func theOlderSectionFormsDrawAsTheBuilderForms() {
        let old = Form { Section(header: Text("Account"), footer: Text("Shown to friends")) { Text("Name") } }
        let new = Form {
            Section {
                Text("Name")
            } header: {
                Text("Account")
            } footer: {
                Text("Shown to friends")
            }
        }
        #expect(nodes(old) == nodes(new))
        #expect(strings(old) == ["ACCOUNT", "Name", "Shown to friends"])
    }

    @Test func aGroupBoxShowsItsLabelAsAHeadlineOverItsContentOnACard() throws {
        let box = nodes(GroupBox("Today") { Text("3 sessions") })
        let shown = box.flatMap(texts)
        #expect(shown.map(\.string) == ["Today", "3 sessions"])
        #expect(shown[0].font?.weight.value == 600, "a headline is semibold")
        func hasShape(_ n: Node) -> Bool {
            if case .shape = n.kind { return true }
            return n.children.contains(where: hasShape)
        }
        #expect(box.contains(where: hasShape), "drawn on a card")
    }

    @Test func aForegroundColourOnAButtonColoursItsLabel() throws {
        let red = nodes(Button("Reset") {}.foregroundColor(.red)).flatMap(texts)
        #expect(red.first?.rgba == Color.red.resolve(.light, .system))
        let plain = nodes(Button("Reset") {}).flatMap(texts)
        #expect(plain.first?.rgba == Color.accentColor.resolve(.light, .system), "the tint when no foreground is set")
    }

    @Test func aPickersForEachOptionsAreTaggedWithTheirIDs() {
        struct Tip: View {
            let chosen: Int
            var body: some View {
                Picker("Tip", selection: .constant(chosen)) { ForEach(0..<3) { Text("\($0)") } }.pickerStyle(.segmented)
            }
        }
        #expect(nodes(Tip(chosen: 2)) != nodes(Tip(chosen: 1)), "the chosen segment follows the selection")
        #expect(nodes(Tip(chosen: 2)) != nodes(Tip(chosen: 7)), "no segment for a selection no option has")
    }

    func findings(_ node: Node) -> [UnsupportedFeature] {
        var found: [UnsupportedFeature] = []
        if case .unsupported(let f) = node.kind { found.append(f) }
        for child in node.children { found += findings(child) }
        return found
    }

    @Test func aUIImageDrawsWhatItNamesAndReportsDataItCannotDecode() throws {
        let symbol = try #require(UIImage(systemName: "star.fill"))
        #expect(nodes(Image(uiImage: symbol)) == nodes(Image(systemName: "star.fill")))
        #expect(UIImage(named: "no-such-picture") == nil)
        let decoded = try #require(UIImage(data: Data([0x89, 0x50])))
        let reported = nodes(Image(uiImage: decoded)).flatMap(findings)
        #expect(reported.count == 1 && reported[0].file.hasSuffix("CompatVocabularyTests.swift"))
    }

    @Test func aTimelineViewDrawsItsFirstDate() {
        let start = Date(timeIntervalSince1970: 1_000_000)
        let timeline = TimelineView(.periodic(from: start, by: 1)) { context in Text("\(context.date.timeIntervalSince1970)") }
        #expect(strings(timeline) == ["1000000.000000"], "a Double interpolated into a key prints as %lf does")
    }

    @Test func aListOverARangeHasOneRowPerNumber() {
        #expect(strings(List(0..<3) { Text("Row \($0)") }) == ["Row 0", "Row 1", "Row 2"])
        #expect(nodes(List(0..<3) { Text("Row \($0)") }) == nodes(List { ForEach(0..<3) { Text("Row \($0)") } }))
        // `.spring()` names one animation, not two overloads, in withAnimation as in SwiftUI.
        let done = withAnimation(.spring()) { withTransaction(Transaction(animation: .spring())) { true } }
        #expect(done)
    }

    @Test func aTimersTicksNeverReachAStill() {
        var ticks = 0
        let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
        let view = Text("Count: 0").onReceive(timer) { _ in ticks += 1 }
        #expect(nodes(view) == nodes(Text("Count: 0")))
        #expect(ticks == 0 && timer.interval == 1)
    }

    @Test func olderPickerAndFieldFormsDrawAsTheNewerOnes() {
        let old = Picker(selection: .constant(1), label: Text("Size")) {
            Text("S").tag(0)
            Text("M").tag(1)
        }
        let new = Picker(selection: .constant(1)) {
            Text("S").tag(0)
            Text("M").tag(1)
        } label: {
            Text("Size")
        }
        #expect(nodes(old) == nodes(new))
        let formatter = NumberFormatter()
        formatter.minimumFractionDigits = 2
        #expect(strings(TextField("Amount", value: .constant(3.5), formatter: formatter)).contains("3.50"))
        #expect(
            nodes(TextField("Name", text: .constant("Ann"), onEditingChanged: { _ in }, onCommit: {}))
                == nodes(TextField("Name", text: .constant("Ann"))))
    }

    /// Row and section separators, insets and backgrounds are drawn as asked (ListRowLayoutTests),
    /// so they are no longer findings.
    @Test func rowSeparatorsInsetsAndBackgroundsAreNotFindings() {
        #expect(nodes(Text("row").listRowSeparator(.hidden)).flatMap(findings).isEmpty)
        #expect(nodes(Text("row").listRowSeparatorTint(.red)).flatMap(findings).isEmpty)
        #expect(nodes(Text("row").listSectionSeparator(.hidden)).flatMap(findings).isEmpty)
        #expect(nodes(Text("row").listRowInsets(EdgeInsets())).flatMap(findings).isEmpty)
        #expect(nodes(Text("row").listRowBackground(Color.red)).flatMap(findings).isEmpty)
    }
}
