import Rendering
import ScreenUI

import struct ScreenLayout.LayoutEngine
import struct ScreenLayout.LayoutEnvironment
import struct Theme.Theme

/// The card grid of the layout suite written in the SwiftUI vocabulary: the same 2,000 cards,
/// each a VStack of two texts over a rounded background.
struct CardGridView: View {
    let cards: Int
    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 16) {
                ForEach(0..<cards, id: \.self) { i in
                    VStack(alignment: .leading, spacing: 4) {
                        Text("Piece \(i % 100)").font(.headline)
                        Text("Session \(i % 37)").font(.footnote)
                    }
                    .background { RoundedRectangle(cornerRadius: 16).fill(Color.gray.opacity(0.2)) }
                }
            }
        }
    }
}

/// Issue 18's figure: a 10,000-view SwiftUI-style tree resolved and laid out, against the same
/// tree built directly as nodes and laid out (warm text caches both; each side builds its tree
/// every time, as a screen's body does for every snapshot); target ≤ 1.5×. The layout of an
/// already-built node tree is printed too.
@MainActor
func screenUISuite(iterations: Int) throws -> [Figure] {
    let renderer = try Renderer()
    let engine = LayoutEngine(measurer: renderer.textSystem, images: renderer.images)
    let env = LayoutEnvironment(device: .iPhone17Pro, theme: .system)
    let nodes = cardGridNodes(2000)
    let view = CardGridView(cards: 2000)
    var layoutOnly: [Double] = []
    var direct: [Double] = []
    var viaViews: [Double] = []
    var resolveOnly: [Double] = []
    for round in 0..<(max(5, iterations) + 3) {
        let l = try measure(iterations: 1, warmup: 0) { _ = try engine.layout(nodes, in: env) }
        let d = try measure(iterations: 1, warmup: 0) { _ = try engine.layout(cardGridNodes(2000), in: env) }
        let v = try measure(iterations: 1, warmup: 0) { _ = try engine.layout(ViewResolver.node(for: view, in: env), in: env) }
        let r = measure(iterations: 1, warmup: 0) { _ = ViewResolver.node(for: view, in: env) }
        if round >= 3 {
            layoutOnly += l
            direct += d
            viaViews += v
            resolveOnly += r
        }
    }
    let l = figure("screenui", "2,000 cards as Nodes, built once: layout", layoutOnly)
    let a = figure("screenui", "2,000 cards as Nodes: build + layout", direct)
    let b = figure("screenui", "2,000 cards as SwiftUI views: resolve + layout", viaViews)
    let c = figure("screenui", "2,000 cards as SwiftUI views: resolve alone", resolveOnly)
    let ratio = Figure(
        suite: "screenui", name: "views / nodes median ratio (target ≤ 1.5)", median: b.median / a.median, p99: b.p99 / a.p99, unit: "x")
    return [l, a, b, c, ratio]
}
