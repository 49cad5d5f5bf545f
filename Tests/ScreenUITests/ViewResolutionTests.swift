import Testing
import Theme

import struct ScreenLayout.LayoutEngine
import struct ScreenLayout.LayoutEnvironment
import class ScreenLayout.MonospacedTextMeasurer
import struct ScreenLayout.Node
import struct ScreenLayout.TextContent
import struct ScreenLayout.Translation

@testable import ScreenUI

/// Views resolve to the layout nodes SwiftUI's semantics call for: builders, conditionals,
/// environment, state and bindings, modifiers on groups.
@MainActor
@Suite struct ViewResolutionTests {
    let environment = LayoutEnvironment(device: .iPhone17Pro, theme: .system)

    func nodes<V: View>(_ view: V) -> [Node] {
        view.nodes(in: ResolveContext(environment: EnvironmentValues(layout: environment)))
    }

    @Test func aBuilderOfThreeViewsGivesThreeChildrenInOrder() {
        let stack = VStack {
            Text("a")
            Text("b")
            if true { Text("c") }
        }
        guard case .stack(.vertical, _, _) = nodes(stack)[0].kind else {
            Issue.record("not a stack")
            return
        }
        let strings = nodes(stack)[0].children.compactMap { node -> String? in
            if case .text(let t) = node.kind { return t.string }
            return nil
        }
        #expect(strings == ["a", "b", "c"])
    }

    @Test func aModifierOnAGroupAppliesToEachView() {
        let group = Group {
            Text("a")
            Text("b")
        }
        .padding(4)
        let resolved = nodes(group)
        #expect(resolved.count == 2)
        #expect(resolved.allSatisfy { if case .padding = $0.kind { return true } else { return false } })
    }

    @Test func fontAndForegroundStyleReachTheTextsBelow() throws {
        let view = VStack { Text("Title") }.font(.title).foregroundStyle(.red)
        let text = try #require(firstText(nodes(view)[0]))
        #expect(text.font?.size == 28)
        #expect(text.rgba == Color.red.resolve(.light, .system))
    }

    @Test func dynamicTypeScalesTextStylesButNotFixedSizes() throws {
        var large = environment
        large.contentSize = .accessibility3
        let context = ResolveContext(environment: EnvironmentValues(layout: large))
        let body = try #require(firstText(Text("x").font(.body).nodes(in: context)[0]))
        let fixed = try #require(firstText(Text("x").font(.system(size: 17)).nodes(in: context)[0]))
        #expect(body.font?.size == 40)
        #expect(fixed.font?.size == 17)
    }

    @Test func environmentReadsTheSnapshotsAppearanceAndObjects() throws {
        struct Probe: View {
            @Environment(\.colorScheme) var scheme
            @Environment(Inbox.self) var inbox
            var body: some View { Text("\(scheme == .dark ? "dark" : "light") \(inbox.messages.count)") }
        }
        var dark = environment
        dark.colorScheme = .dark
        let context = ResolveContext(environment: EnvironmentValues(layout: dark))
        let text = try #require(firstText(Probe().environment(Inbox()).nodes(in: context)[0]))
        #expect(text.string == "dark 3")
    }

    @Test func stateAndBindingsReadAndWriteTheSameValue() {
        let state = State(initialValue: 1)
        let binding = state.projectedValue
        binding.wrappedValue = 5
        #expect(state.wrappedValue == 5)
        struct Pair { var a = 0 }
        let pair = State(initialValue: Pair())
        pair.projectedValue.a.wrappedValue = 7
        #expect(pair.wrappedValue.a == 7)
        #expect(Binding.constant(3).wrappedValue == 3)
    }

    @Test func localizedKeysInterpolateAndLookUpTables() throws {
        let count = 3
        let key: LocalizedStringKey = "\(count) new messages"
        #expect(key.key == "%lld new messages")
        #expect(Text(key).runs[0].string == "3 new messages")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strings-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer {
            try? FileManager.default.removeItem(at: folder)
            LocalizedStrings.removeAll()
        }
        try #"/* inbox */ "%lld new messages" = "%lld nouveaux messages";"#.write(
            to: folder.appendingPathComponent("Localizable.strings"), atomically: true, encoding: .utf8)
        try LocalizedStrings.register(folder: folder)
        #expect(Text(key).runs[0].string == "3 nouveaux messages")
        // Foundation's API, which Linux lacks, looks up the same tables.
        #expect(String(localized: "\(count) new messages") == "3 nouveaux messages")
        #expect(String(localized: "\(count) old messages") == "3 old messages")
        #expect(String(localized: "welcome", defaultValue: "Welcome, \(count)!") == "Welcome, 3!")
        let resource = LocalizedStringResource("\(count) new messages")
        #expect(String(localized: resource) == "3 nouveaux messages")
        #expect(Text(resource).runs[0].string == "3 nouveaux messages")
    }

    @Test func aTranslationTranslatesTextByTheStringItShows() throws {
        let count = 3
        var env = LayoutEnvironment(device: .iPhone17Pro, theme: .system)
        env.translation = Translation(
            language: "de", tables: ["Localizable": ["Get started": "Jetzt loslegen", "%lld new messages": "%lld neue Nachrichten"]])
        let view = VStack {
            Text("Get started")
            Text("\(count) new messages")
            Text(verbatim: "Get started")
        }
        let node = view.node(in: ResolveContext(environment: EnvironmentValues(layout: env)))
        let layout = try LayoutEngine(measurer: MonospacedTextMeasurer()).layout(node, in: env)
        let strings = layout.displayList.compactMap { item -> String? in
            if case .text(let run) = item { return run.string }
            return nil
        }
        #expect(strings == ["Jetzt loslegen", "3 neue Nachrichten", "Get started"])
    }

    @Test func anUnknownSymbolIsReportedWithItsCallSiteNeverEmpty() {
        let resolved = nodes(Image(systemName: "no.such.symbol"))
        guard case .unsupported(let feature) = resolved[0].kind else {
            Issue.record("not reported: \(resolved)")
            return
        }
        #expect(feature.feature.contains("no.such.symbol"))
        #expect(feature.file.hasSuffix("ViewResolutionTests.swift") && feature.line > 0)
        #expect(resolved[0].children.count == 1, "a visible placeholder is drawn")
    }

    @Test func everyMappedSymbolHasAGlyphName() {
        #expect(SFSymbols.names.count >= 300)
        #expect(SFSymbols.glyph(for: "star.fill") == "star")
        #expect(SFSymbols.glyph(for: "trash.circle.fill") != nil, "a variant of a known symbol falls back to it")
    }

    func firstText(_ node: Node) -> TextContent? {
        if case .text(let t) = node.kind { return t }
        for child in node.children { if let t = firstText(child) { return t } }
        return nil
    }
}

extension ViewResolutionTests {
    /// `.foregroundStyle(.primary)` names the foreground itself; it resolves to the label colour
    /// instead of looking itself up for ever.
    @Test func aPrimaryForegroundIsTheLabelColour() throws {
        let view = Text("x").foregroundStyle(.primary)
        let text = try #require(
            firstText(
                view.foregroundStyle(HierarchicalShapeStyle.primary).nodes(in: ResolveContext(environment: EnvironmentValues(layout: environment)))[0]
            ))
        #expect(text.rgba == (try Theme.system.color(.label, in: .light)))
    }
}
