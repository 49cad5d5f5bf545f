import Foundation
import Rendering
import ScreenLayout
import SecondSkin
import Theme

/// A scrolling grid of `cards` five-node cards (a VStack of two texts over a rounded
/// background): 5 × cards + 2 nodes.
func cardGrid(_ cards: Int) -> Node {
    ScrollView {
        LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: .m) {
            for i in 0..<cards {
                VStack(alignment: .leading, spacing: .xxs) {
                    Text("Piece \(i % 100)", style: .headline)
                    Text("Session \(i % 37)", style: .footnote)
                }
                .background { RoundedRectangle(cornerRadius: .dimension(.radiusCard)).fill(.secondaryBackground) }
            }
        }
    }
}

/// Issue 4's figures: a 10,000-node and a 20,000-node tree laid out with warm text caches
/// (Pango measurement), and their ratio (linear is 2.0); then 2,500 to 40,000 nodes, each
/// size measured on its own.
func layoutSuite(iterations: Int) throws -> [Figure] {
    let renderer = try Renderer()
    let engine = LayoutEngine(measurer: renderer.textSystem, images: renderer.images)
    let env = LayoutEnvironment(device: .iPhone17Pro, theme: try AppResources.theme())
    let small = cardGrid(2000)
    let large = cardGrid(4000)
    // The two sizes alternate, so that a slow spell of the (shared, noisy) machine hits both
    // and the ratio stays meaningful.
    var smallSamples: [Double] = []
    var largeSamples: [Double] = []
    for round in 0..<(max(5, iterations) + 3) {
        let s = try measure(iterations: 1, warmup: 0) { _ = try engine.layout(small, in: env) }
        let l = try measure(iterations: 1, warmup: 0) { _ = try engine.layout(large, in: env) }
        if round >= 3 {  // warm-up
            smallSamples += s
            largeSamples += l
        }
    }
    let a = figure("layout", "10,002 nodes (2,000 cards), warm text cache", smallSamples)
    let b = figure("layout", "20,002 nodes (4,000 cards), warm text cache", largeSamples)
    let ratio = Figure(suite: "layout", name: "20k / 10k median ratio (linear = 2.0)", median: b.median / a.median, p99: b.p99 / a.p99, unit: "x")
    // The curve around them, each size on its own (memory beyond the caches shows as a bend).
    var curve: [Figure] = []
    for cards in [500, 1000, 2000, 4000, 8000] {
        let tree = cardGrid(cards)
        curve.append(
            figure(
                "layout", "scaling: \(cards * 5 + 2) nodes alone",
                try measure(iterations: max(5, iterations / 3)) { _ = try engine.layout(tree, in: env) }))
    }
    return [a, b, ratio] + curve
}

/// The same grid with literal values, as the SwiftUI-vocabulary suite writes it.
func cardGridNodes(_ cards: Int) -> Node {
    ScrollView {
        LazyVGrid(columns: [GridItem(.flexible(), spacing: 8), GridItem(.flexible(), spacing: 8)], spacing: 16) {
            for i in 0..<cards {
                VStack(alignment: .leading, spacing: 4) {
                    Text("Piece \(i % 100)", style: .headline)
                    Text("Session \(i % 37)", style: .footnote)
                }
                .background { RoundedRectangle(cornerRadius: 16).fill(.secondaryBackground) }
            }
        }
    }
}
