import Combine
import Foundation
import Testing
import Theme

import struct ScreenLayout.DeviceConfiguration
import struct ScreenLayout.LayoutEnvironment
import struct ScreenLayout.Node
import struct ScreenLayout.TextContent
import struct ScreenLayout.UnsupportedFeature

@testable import ScreenUI

/// What a third corpus of public SwiftUI files used and the kit lacked, used as those files
/// use it: the text's spacing reaches the layout, unsupported parts are reported, and the
/// rest behaves as on iOS.
@MainActor
@Suite struct CorpusThreeTests {
    func nodes<V: View>(_ view: V, on device: DeviceConfiguration = .iPhone17Pro) -> [Node] {
        view.nodes(in: ResolveContext(environment: EnvironmentValues(layout: LayoutEnvironment(device: device, theme: .system))))
    }
    func texts<V: View>(_ view: V, on device: DeviceConfiguration = .iPhone17Pro) -> [TextContent] {
        collect(nodes(view, on: device)) { if case .text(let t) = $0.kind { t } else { nil } }
    }
    func findings<V: View>(_ view: V) -> [String] {
        collect(nodes(view)) { if case .unsupported(let f) = $0.kind { f.feature } else { nil } }
    }

    @Test func trackingBaselineAndTabularDigitsReachTheTextsFont() throws {
        let own = try #require(texts(Text("1,234").tracking(1.5).baselineOffset(2).monospacedDigit()).first?.font)
        #expect(own.tracking == 1.5 && own.baselineOffset == 2 && own.monospacedDigits)
        // Set on a container, they reach every text inside; the text's own value wins.
        let inherited = texts(
            VStack {
                Text("a")
                Text("b").kerning(3)
            }.kerning(0.5).lineSpacing(4).monospacedDigit())
        #expect(inherited.map { $0.font?.tracking } == [0.5, 3])
        #expect(inherited.allSatisfy { $0.font?.lineSpacing == 4 && $0.font?.monospacedDigits == true })
        #expect(texts(Text("9").font(.body.monospacedDigit())).first?.font?.monospacedDigits == true)
        // Joined texts keep each run's spacing.
        let runs = try #require(texts(Text("Price") + Text(" 12").tracking(2)).first?.font?.runs)
        #expect(runs.map(\.tracking) == [0, 2])
    }

    @Test func underlinesOnAViewReachItsTextsAndWhatIsNotDrawnIsReported() {
        #expect(texts(VStack { Text("Done") }.strikethrough()).first?.font?.strikethrough == true)
        #expect(texts(Text("Link").underline()).first?.font?.underline == true)
        #expect(
            findings(Text("Done").strikethrough(true, pattern: .dash, color: .gray)) == [
                "strikethrough(pattern:color:): a solid line in the text's colour"
            ])
        #expect(findings(Text("Done").strikethrough()).isEmpty)
        #expect(findings(VStack { Text("x") }.underline(color: .red)).count == 1)
    }

    @Test func aSecondaryTextScaleIsReportedNotSilentlyDrawnAtFullSize() {
        #expect(findings(Text("kg").textScale(.secondary)) == ["textScale(.secondary): drawn at the default scale"])
        #expect(findings(Text("kg").textScale(.default)).isEmpty)
        #expect(findings(Text("kg").textScale(.secondary, isEnabled: false)).isEmpty)
        #expect(findings(List { Text("kg") }.textScale(.secondary)).count == 1)
    }

    // swift-format-ignore: NoPlaygroundLiterals
    @Test func colourLiteralsAreSRGBColours() {
        let literal: Color = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
        #expect(literal == Color(red: 1, green: 0.5, blue: 0))
        let ui = #colorLiteral(red: 0, green: 0, blue: 1, alpha: 0.5)
        #expect(ui == UIColor(red: 0, green: 0, blue: 1, alpha: 0.5))
        #expect(Color(#colorLiteral(red: 0, green: 0, blue: 1, alpha: 0.5)) == Color(ui))
    }

    @Test func aSplitViewShowingTheDetailOnlyShowsItAloneOnATablet() {
        func split(_ visibility: NavigationSplitViewVisibility) -> some View {
            NavigationSplitView(columnVisibility: .constant(visibility)) {
                Text("Sidebar")
            } detail: {
                Text("Detail")
            }
        }
        #expect(texts(split(.detailOnly), on: .iPadPro11).map(\.string) == ["Detail"])
        #expect(texts(split(.all), on: .iPadPro11).map(\.string) == ["Sidebar", "Detail"])
        // A phone shows the sidebar first whatever the visibility.
        #expect(texts(split(.detailOnly)).map(\.string) == texts(split(.all)).map(\.string))
    }

    @Test func aBackgroundWithoutArgumentsIsTheBackgroundStyle() {
        #expect(nodes(Text("Card").background()) == nodes(Text("Card").background(.background)))
    }

    @Test func scaledAndRotatedShapesTransformTheirOutlineAboutTheAnchor() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
        #expect(Rectangle().scale(0.5).path(in: rect).boundingRect == CGRect(x: 25, y: 12.5, width: 50, height: 25))
        #expect(Rectangle().scale(x: 2, y: 1, anchor: .topLeading).path(in: rect).boundingRect == CGRect(x: 0, y: 0, width: 200, height: 50))
        let turned = Rectangle().rotation(.degrees(90)).path(in: rect).boundingRect
        #expect(abs(turned.width - 50) < 0.001 && abs(turned.height - 100) < 0.001 && abs(turned.midX - 50) < 0.001)
    }

    @Test func aTangentArcRoundsTheCornerBetweenTwoLines() {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 100))
        path.addArc(tangent1End: CGPoint(x: 0, y: 0), tangent2End: CGPoint(x: 100, y: 0), radius: 20)
        var elements: [Path.Element] = []
        // swift-format-ignore: ReplaceForEachWithForLoop
        path.forEach { elements.append($0) }
        // A line up to where the arc starts, 20 pt below the corner, then the arc to 20 pt right of it.
        #expect(elements.first == .move(to: CGPoint(x: 0, y: 100)))
        guard case .line(let corner)? = elements.dropFirst().first else { return #expect(Bool(false), "a line first") }
        #expect(abs(corner.x) < 1e-9 && abs(corner.y - 20) < 1e-9)
        #expect(path.currentPoint.map { abs($0.x - 20) < 1e-9 && abs($0.y) < 1e-9 } == true)
        // Half of the outline by length.
        let half = path.trimmedPath(from: 0, to: 0.5).boundingRect
        #expect(half.minY > 20 && half.maxY == 100)
    }

    @Test func theOpenURLActionAViewSetsIsTheOneItsSubtreeCalls() {
        final class Opened: @unchecked Sendable { var urls: [URL] = [] }
        let opened = Opened()
        var values = EnvironmentValues()
        values.openURL = OpenURLAction { url in
            opened.urls.append(url)
            return .handled
        }
        values.openURL(URL(string: "https://example.com")!)
        #expect(opened.urls.map(\.absoluteString) == ["https://example.com"])
        EnvironmentValues().openURL(URL(string: "https://example.com")!)  // the default opens nothing
    }

    @Test func aPropertyWrapperOfTheAppsOwnReadsTheEnvironmentOfItsView() {
        @propertyWrapper struct Scheme: DynamicProperty {
            @Environment(\.colorScheme) var scheme
            @MainActor var wrappedValue: String { scheme == .dark ? "dark" : "light" }
        }
        struct Label: View {
            @Scheme var scheme: String
            var body: some View { Text(scheme) }
        }
        #expect(texts(Label()).map(\.string) == ["light"])
        #expect(texts(Label().environment(\.colorScheme, .dark)).map(\.string) == ["dark"])
    }

    @Test func previewsMayReturnTheirViewAndTheirAttributesStay() {
        let returning = Preview("Returning") {
            let name = "Maya"
            return Text(name)
        }
        #expect(texts(returning.content).map(\.string) == ["Maya"])
        let chosen = Preview {
            do { return Text(try String(contentsOf: URL(fileURLWithPath: "/nonexistent/file"), encoding: .utf8)) } catch { return Text("Failed") }
        }
        #expect(texts(chosen.content).map(\.string) == ["Failed"])
    }

    @Test func aCustomGestureIsMadeOfTheKitsAndASequenceHasItsValues() {
        struct PressAndDrag: Gesture {
            var body: some Gesture { LongPressGesture().sequenced(before: DragGesture()) }
        }
        let value = SequenceGesture<LongPressGesture, LongPressGesture>.Value.first(true)
        #expect(value == .first(true))
        #expect(nodes(Text("Drag me").gesture(PressAndDrag(), isEnabled: true)) == nodes(Text("Drag me")))
    }

    @Test func transactionsCarryTheAppsOwnValues() {
        struct Instant: TransactionKey { static let defaultValue = false }
        var transaction = Transaction()
        #expect(transaction[Instant.self] == false)
        transaction[Instant.self] = true
        #expect(transaction[Instant.self])
        #expect(withTransaction(\.disablesAnimations, true) { 7 } == 7)
    }

    @Test func anEntryIsAnEnvironmentValueWithItsDefault() {
        struct Card: View {
            @Environment(\.corpusThreeTitle) var title
            @Environment(\.corpusThreeBadge) var badge
            var body: some View { Text("\(title) \(badge.map(String.init) ?? "none")") }
        }
        #expect(texts(Card()).map(\.string) == ["Untitled none"])
        #expect(texts(Card().environment(\.corpusThreeTitle, "Inbox").environment(\.corpusThreeBadge, 3)).map(\.string) == ["Inbox 3"])
        var transaction = Transaction()
        #expect(transaction.corpusThreeInstant == false)
        transaction.corpusThreeInstant = true
        #expect(transaction.corpusThreeInstant)
    }

    @Test func toolbarContentInAPropertyOfItsOwnIsDrawnAsInlineItems() {
        struct Editor: View {
            let inline: Bool
            var body: some View {
                NavigationStack {
                    if inline {
                        Text("Draft").toolbar {
                            ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                            ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
                        }
                    } else {
                        Text("Draft").toolbar { items }
                    }
                }
            }
            @ToolbarContentBuilder var items: some ToolbarContent {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
            }
        }
        #expect(nodes(Editor(inline: false)) == nodes(Editor(inline: true)))
        #expect(Set(texts(Editor(inline: false)).map(\.string)).isSuperset(of: ["Draft", "Cancel", "Done"]))
    }
}

extension EnvironmentValues {
    @Entry var corpusThreeTitle: String = "Untitled"
    @Entry var corpusThreeBadge: Int?
}

extension Transaction {
    @Entry var corpusThreeInstant = false
}
