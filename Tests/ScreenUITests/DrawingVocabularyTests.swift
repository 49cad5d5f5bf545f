import Foundation
import Testing

import struct ScreenLayout.AffineMatrix
import struct ScreenLayout.EdgeInsets
import struct ScreenLayout.GeometryInfo
import struct ScreenLayout.LayoutEnvironment
import struct ScreenLayout.Node
import struct ScreenLayout.Rect
import struct ScreenLayout.Size
import struct ScreenLayout.TextContent
import struct ScreenLayout.UnsupportedFeature

@testable import ScreenUI

/// What the drawing vocabulary resolves to: joined texts as styled runs, truncation and
/// shrinking as text settings, designs as families, a canvas's calls as nodes.
@MainActor
@Suite struct DrawingVocabularyTests {
    let environment = LayoutEnvironment(device: .iPhone17Pro, theme: .system)

    func nodes<V: View>(_ view: V) -> [Node] {
        view.nodes(in: ResolveContext(environment: EnvironmentValues(layout: environment)))
    }
    func texts(_ node: Node) -> [TextContent] {
        var found: [TextContent] = []
        if case .text(let t) = node.kind { found.append(t) }
        for c in node.children { found += texts(c) }
        return found
    }
    func findings(_ node: Node) -> [UnsupportedFeature] {
        var found: [UnsupportedFeature] = []
        if case .unsupported(let f) = node.kind { found.append(f) }
        for child in node.children { found += findings(child) }
        return found
    }

    @Test func joinedTextsKeepEachRunsStyle() throws {
        let joined = nodes(Text("Total: ") + Text("42").bold().foregroundColor(.red) + Text(" now").italic().underline())
        #expect(joined.flatMap(findings).isEmpty)
        let font = try #require(joined.flatMap(texts).first?.font)
        #expect(font.runs.map(\.string) == ["Total: ", "42", " now"])
        #expect(font.runs.map(\.weight.value) == [400, 700, 400])
        #expect(font.runs.map(\.italic) == [false, false, true] && font.runs.map(\.underline) == [false, false, true])
        #expect(font.runs[1].color != font.runs[0].color)
    }

    @Test func truncationShrinkingAndDesignsReachTheText() throws {
        let head = try #require(nodes(Text("x").truncationMode(.head)).flatMap(texts).first)
        #expect(head.font?.truncation == .head)
        let middle = try #require(nodes(Text("x").truncationMode(.middle)).flatMap(texts).first)
        #expect(middle.font?.truncation == .middle)
        let shrinking = try #require(nodes(Text("x").minimumScaleFactor(0.5)).flatMap(texts).first)
        #expect(shrinking.minimumScaleFactor == 0.5)
        #expect(nodes(Text("x").minimumScaleFactor(0.5)).flatMap(findings).isEmpty)
        #expect(nodes(Text("x").font(.system(.body, design: .serif))).flatMap(texts).first?.font?.family == "Noto Serif")
        #expect(nodes(Text("x").monospaced()).flatMap(texts).first?.font?.family == "DejaVu Sans Mono")
        #expect(nodes(VStack { Text("x") }.fontDesign(.monospaced)).flatMap(texts).first?.font?.family == "DejaVu Sans Mono")
        #expect(nodes(Text("x").fontDesign(.rounded)).flatMap(texts).first?.font?.family.hasPrefix("Inter") == true)
    }

    @Test func aCanvasRunsItsRendererWithItsSize() throws {
        var seen: CGSize?
        let canvas = nodes(
            Canvas { context, size in
                seen = size
                context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
                var moved = context
                moved.translateBy(x: 5, y: 0)
                moved.draw(Text("Hi"), at: .zero, anchor: .topLeading)
            })
        #expect(canvas.flatMap(findings).isEmpty)
        guard case .geometry(let provider) = canvas.first?.kind else {
            Issue.record("a canvas is laid out with its size")
            return
        }
        let drawn = provider.node(
            for: GeometryInfo(size: Size(width: 80, height: 40), frame: Rect(x: 0, y: 0, width: 80, height: 40), safeAreaInsets: EdgeInsets()))
        #expect(seen == CGSize(width: 80, height: 40))
        #expect(drawn.children.count == 2, "one node per drawing call")
        func affines(_ n: Node) -> [AffineMatrix] {
            var found: [AffineMatrix] = []
            if case .effect(.affine(let m)) = n.kind { found.append(m) }
            for c in n.children { found += affines(c) }
            return found
        }
        #expect(affines(drawn) == [.translation(x: 5, y: 0)], "the translated context draws through its transform")
        #expect(texts(drawn).map(\.string) == ["Hi"])
    }
}
