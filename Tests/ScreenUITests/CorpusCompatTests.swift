import Foundation
import Testing
import Theme

import struct ScreenLayout.LayoutEnvironment
import struct ScreenLayout.Node
import struct ScreenLayout.ShapeContent
import struct ScreenLayout.TextContent
import struct ScreenLayout.UnsupportedFeature

@testable import ScreenUI

/// A preview made where no actor is known, as the constant `#Preview` expands to in a Swift 5
/// app target's file.
nonisolated func previewMadeOffTheMainActor() -> Preview { Preview("Off the main actor") { Text("Previewed") } }

/// The APIs that public SwiftUI view files used and the kit lacked (found by compiling such
/// files with only their import changed), used the way those files use them.
@MainActor
@Suite struct CorpusCompatTests {
    let environment = LayoutEnvironment(device: .iPhone17Pro, theme: .system)

    func nodes<V: View>(_ view: V) -> [Node] {
        view.nodes(in: ResolveContext(environment: EnvironmentValues(layout: environment)))
    }
    func collect<T>(_ node: Node, _ pick: (Node) -> T?) -> [T] {
        var found: [T] = []
        if let value = pick(node) { found.append(value) }
        for child in node.children { found += collect(child, pick) }
        return found
    }
    func strings<V: View>(_ view: V) -> [String] {
        nodes(view).flatMap { collect($0) { if case .text(let t) = $0.kind { t.string } else { nil } } }
    }
    func findings<V: View>(_ view: V) -> [UnsupportedFeature] {
        nodes(view).flatMap { collect($0) { if case .unsupported(let f) = $0.kind { f } else { nil } } }
    }
    func shapes<V: View>(_ view: V) -> [ShapeContent] {
        nodes(view).flatMap { collect($0) { if case .shape(let s) = $0.kind { s } else { nil } } }
    }

    @Test func aPreviewCanBeMadeOffTheMainActorAndStillRenders() {
        let preview = previewMadeOffTheMainActor()
        #expect(preview.name == "Off the main actor")
        #expect(strings(preview.content) == ["Previewed"])
    }

    @Test func theIOS13AccessibilityLabelNamesTheViewAsItsSuccessorDoes() {
        let old = Image(systemName: "person.crop.circle").accessibility(label: Text("User Profile"))
        let new = Image(systemName: "person.crop.circle").accessibilityLabel(Text("User Profile"))
        #expect(nodes(old) == nodes(new))
        let labels = nodes(old).flatMap { collect($0) { if case .semantics(let s) = $0.kind { s.label } else { nil } } }
        #expect(labels.contains("User Profile"))
        let rating = Text("4 stars").accessibilityAdjustableAction { _ in }
        #expect(nodes(rating) == nodes(Text("4 stars")))
    }

    @Test func theSizeCategoryIsTheDynamicTypeSizeUnderItsOlderName() {
        struct Columns: View {
            @Environment(\.sizeCategory) var sizeCategory
            @Environment(\.accessibilityVoiceOverEnabled) var voiceOver
            var body: some View {
                Text(sizeCategory.isAccessibilityCategory ? "one column" : "two columns")
                Text(voiceOver ? "spoken" : "seen")
            }
        }
        #expect(strings(Columns()) == ["two columns", "seen"])
        #expect(strings(Columns().environment(\.sizeCategory, .accessibilityMedium)) == ["one column", "seen"])
        #expect(strings(Columns().dynamicTypeSize(.accessibility3)) == ["one column", "seen"])
        var values = EnvironmentValues(layout: environment)
        values.sizeCategory = .accessibilityExtraExtraExtraLarge
        #expect(values.dynamicTypeSize == .accessibility5)
        values.dynamicTypeSize = .xSmall
        #expect(values.sizeCategory == .extraSmall)
    }

    @Test func scenePaddingIsTheStandardPadding() {
        let text = Text("About")
        #expect(nodes(text.scenePadding(.horizontal)) == nodes(text.padding(.horizontal)))
        #expect(nodes(text.scenePadding()) == nodes(text.padding()))
        #expect(nodes(text.scenePadding(.minimum, edges: .vertical)) == nodes(text.padding(.vertical)))
        #expect(nodes(text.scenePadding()) != nodes(text))
    }

    @Test func aStepperWithItsLabelLastDrawsItsLabelAndControl() {
        let count = 3
        let step: () -> Void = {}
        let stepper = Stepper(onIncrement: step, onDecrement: step) { Text("Limit = \(count)") }
        #expect(strings(stepper) == ["Limit = 3"])
        #expect(nodes(stepper) == nodes(Stepper(label: { Text("Limit = 3") }, onIncrement: nil, onDecrement: nil)))
        let editing: (Bool) -> Void = { _ in }
        let edited = Stepper(value: .constant(2), in: 0...5, onEditingChanged: editing) { Text("Cups") }
        #expect(nodes(edited) == nodes(Stepper(value: .constant(2), in: 0...5) { Text("Cups") }))
    }

    @Test func aMenuWithASymbolDrawsALabelOfTitleAndSymbol() {
        let menu = Menu("Sort", systemImage: "arrow.up.arrow.down") { Button("Name") {} }
        let spelledOut = Menu {
            Button("Name") {}
        } label: {
            Label("Sort", systemImage: "arrow.up.arrow.down")
        }
        #expect(nodes(menu) == nodes(spelledOut))
        #expect(strings(menu) == ["Sort"])
        let withAction = Menu {
            Button("Name") {}
        } label: {
            Text("Sort")
        } primaryAction: {
        }
        #expect(nodes(withAction) == nodes(Menu("Sort") { Button("Name") {} }))
    }

    @Test func aBareGradientFillsFromTopToBottom() {
        let colours: [Color] = [.orange, .pink]
        let bare = shapes(Rectangle().fill(Gradient(colors: colours)))
        let linear = shapes(Rectangle().fill(LinearGradient(colors: colours, startPoint: .top, endPoint: .bottom)))
        #expect(bare == linear)
        #expect(bare.first?.gradient != nil)
        #expect(findings(Capsule().fill(AnyShapeStyle(Gradient(colors: colours)))).isEmpty)
    }

    @Test func theSecondaryBackgroundIsTheGroupedCardColour() throws {
        let card = shapes(Rectangle().fill(.background.secondary))
        #expect(card.first?.fillRGBA == (try Theme.system.color(.secondaryBackground, in: .light)))
        let tertiary = shapes(Rectangle().fill(.background.tertiary))
        #expect(tertiary.first?.fillRGBA == (try Theme.system.color(.tertiaryBackground, in: .light)))
        #expect(findings(Rectangle().fill(.background.secondary)).isEmpty)
        #expect(findings(Rectangle().fill(Color.red.secondary)).count == 1, "other styles' levels are not derived yet")
    }

    @Test func aListWithASelectionDrawsTheSameRows() {
        struct Prospect: Identifiable {
            let id: Int
            let name: String
        }
        let prospects = [Prospect(id: 1, name: "Ada"), Prospect(id: 2, name: "Grace")]
        let many = List(prospects, selection: .constant(Set<Int>())) { Text($0.name) }
        let one = List(prospects, id: \.name, selection: .constant(String?.none)) { Text($0.name) }
        #expect(strings(many) == ["Ada", "Grace"])
        #expect(nodes(many) == nodes(List(prospects) { Text($0.name) }))
        #expect(strings(one) == ["Ada", "Grace"])
    }

    @Test func flippingForRightToLeftIsReportedOnlyWhereItWouldMirror() {
        let arrow = Image(systemName: "arrow.right")
        #expect(nodes(arrow.flipsForRightToLeftLayoutDirection(true)) == nodes(arrow))
        let rightToLeft = arrow.flipsForRightToLeftLayoutDirection(true).environment(\.layoutDirection, .rightToLeft)
        #expect(findings(rightToLeft).count == 1)
        #expect(findings(arrow.flipsForRightToLeftLayoutDirection(false).environment(\.layoutDirection, .rightToLeft)).isEmpty)
    }

    @Test func symbolRenderingModesOtherThanMonochromeAreReported() {
        let label = Label("Refill", systemImage: "drop.fill")
        #expect(nodes(label.symbolRenderingMode(.monochrome)) == nodes(label))
        #expect(findings(label.symbolRenderingMode(.hierarchical)).count == 1)
        #expect(findings(label.symbolRenderingMode(.palette)).count == 1)
    }

    @Test func theOlderAutocapitalizationLeavesTheFieldAsItIs() {
        let field = TextField("Email", text: .constant("ada@example.com"))
        #expect(nodes(field.autocapitalization(.none)) == nodes(field))
        #expect(strings(field.autocapitalization(.words)).contains("ada@example.com"))
    }
}

/// A ring-shaped progress style, as sample code writes one.
struct RingProgress: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        Circle().trim(from: 0, to: configuration.fractionCompleted ?? 0).stroke(Color.blue, lineWidth: 8)
        Text("\(Int((configuration.fractionCompleted ?? 0) * 100))%")
        configuration.label
    }
}

/// A font size that would animate, as an `AnimatableModifier`.
struct AnimatedFontSize: AnimatableModifier {
    var size: CGFloat
    var animatableData: CGFloat {
        get { size }
        set { size = newValue }
    }
    func body(content: Content) -> some View { content.font(.system(size: size, weight: .bold, design: .default)) }
}

extension CorpusCompatTests {
    @Test func aCustomProgressStyleDrawsItsBodyWithTheFraction() {
        let styled = ProgressView(value: 0.4) { Text("Upload") }.progressViewStyle(RingProgress())
        #expect(strings(styled) == ["40%", "Upload"])
        #expect(shapes(styled).count == 1)
        #expect(strings(ProgressView(value: 0.4).progressViewStyle(RingProgress())) == ["40%"])
        #expect(nodes(styled) != nodes(ProgressView(value: 0.4) { Text("Upload") }))
    }

    @Test func anAnimatableModifierDrawsItsBodyAtTheGivenValue() {
        let modified = Text("Title").modifier(AnimatedFontSize(size: 30))
        #expect(nodes(modified) == nodes(Text("Title").font(.system(size: 30, weight: .bold, design: .default))))
    }

    @Test func anAlertTitledByATextIsDrawnWhilePresented() {
        func screenStrings<V: View>(_ view: V) -> [String] {
            collect(ViewResolver.node(for: view, in: environment)) { if case .text(let t) = $0.kind { t.string } else { nil } }
        }
        let shown = screenStrings(Text("Form").alert(Text("Create user: Ada"), isPresented: .constant(true)) { Button("OK") {} })
        #expect(["Form", "Create user: Ada", "OK"].allSatisfy(shown.contains))
        let hidden = screenStrings(Text("Form").alert(Text("Create user: Ada"), isPresented: .constant(false)) { Button("OK") {} })
        #expect(hidden == ["Form"])
    }

    @Test func theOlderTitleWithADisplayModeIsTheNewerTitleInThatMode() {
        func screenStrings<V: View>(_ view: V) -> [String] {
            collect(ViewResolver.node(for: view, in: environment)) { if case .text(let t) = $0.kind { t.string } else { nil } }
        }
        let older = NavigationView { List { Text("Row") }.navigationBarTitle(Text("Edit Row"), displayMode: .inline) }
        let newer = NavigationView { List { Text("Row") }.navigationTitle(Text("Edit Row")).navigationBarTitleDisplayMode(.inline) }
        #expect(nodes(older) == nodes(newer))
        #expect(screenStrings(older).contains("Edit Row"))
        let large = NavigationView { List { Text("Row") }.navigationBarTitle("Edit Row", displayMode: .large) }
        #expect(nodes(large) != nodes(older), "a large title is laid out apart from an inline one")
    }

    @Test func typingAndVoiceControlModifiersLeaveTheViewAsItIs() {
        let field = TextField("Name", text: .constant("Ada"))
        #expect(nodes(field.disableAutocorrection(true)) == nodes(field))
        let button = Button("John Fitzgerald Kennedy") {}
        #expect(nodes(button.accessibilityInputLabels(["Kennedy", "JFK"])) == nodes(button))
        #expect(nodes(button.accessibilityInputLabels([Text("JFK")])) == nodes(button))
    }

    @Test func anAlertAboutAValueShowsItsMessageOnlyWhileTheValueIsThere() {
        struct Pending {
            let name: String
        }
        func screenStrings<V: View>(_ view: V) -> [String] {
            collect(ViewResolver.node(for: view, in: environment)) { if case .text(let t) = $0.kind { t.string } else { nil } }
        }
        func asking(_ item: Pending?) -> some View {
            Text("Inbox")
                .alert("Delete?", isPresented: .constant(true), presenting: item) { _ in
                    Button("Delete", role: .destructive) {}
                } message: { item in
                    Text("\(item.name) will be removed.")
                }
        }
        let shown = screenStrings(asking(Pending(name: "Draft")))
        #expect(["Inbox", "Delete?", "Draft will be removed.", "Delete"].allSatisfy(shown.contains))
        #expect(screenStrings(asking(nil)) == ["Inbox"])
    }

    @Test func modifiersAStillCannotShowLeaveTheViewAsItIs() {
        let balance = Text("$12.00")
        #expect(nodes(balance.privacySensitive().widgetURL(URL(string: "bank://balance"))) == nodes(balance))
        #expect(nodes(Button("Save") {}.keyboardShortcut(.defaultAction).focusable()) == nodes(Button("Save") {}))
        struct Hairline: View {
            @Environment(\.pixelLength) var pixel
            @Environment(\.isFocused) var focused
            var body: some View { Text("\(pixel) \(focused)") }
        }
        #expect(EnvironmentValues(layout: environment).displayScale == 3)
        #expect(strings(Hairline()) == ["0.333333 false"], "a third of a point at @3x")
    }
}
