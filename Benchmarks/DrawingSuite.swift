import Foundation
import Rendering
import ScreenLayout
import Theme

/// The drawing effects' figures on an iPhone 17 Pro at @3x: a screen of 24 blurred cards, of
/// 24 rotated and scaled cards, of 24 cards masked by circles, and a 300 pt conic gradient —
/// each against the same screen without the effect, layout included.
func drawingSuite(iterations: Int) throws -> [Figure] {
    let renderer = try Renderer()
    let env = LayoutEnvironment(device: .iPhone17Pro, colorScheme: .light, theme: .system)
    let engine = LayoutEngine(measurer: renderer.textSystem, images: renderer.images)
    func cards(_ wrap: (Node) -> Node) -> Node {
        VStack(spacing: 8) {
            for row in 0..<8 {
                HStack(spacing: 8) {
                    for column in 0..<3 {
                        wrap(
                            ZStack {
                                RoundedRectangle(cornerRadius: .points(12)).fill(row % 2 == column % 2 ? .secondaryLabel : .label)
                                Text("Card \(row * 3 + column)", style: .headline)
                            }
                            .frame(width: 110, height: 90))
                    }
                }
            }
        }
    }
    let cases: [(String, Node)] = [
        ("24 cards, no effect", cards { $0 }),
        ("24 cards blurred, radius 8", cards { $0.effect(.blur(radius: 8, opaque: false)) }),
        ("24 cards rotated 15° and scaled 0.9", cards { $0.effect(.rotation(.pi / 12, scaleX: 0.9, scaleY: 0.9, anchor: Point(x: 0.5, y: 0.5))) }),
        ("24 cards masked by circles", cards { $0.mask(Circle().fill(.label)) }),
        (
            "conic gradient, 300 pt circle",
            Node(
                .shape(
                    ShapeContent(
                        shape: .circle,
                        gradient: Gradient(
                            kind: .conic(center: Point(x: 0.5, y: 0.5), startAngle: 0, endAngle: 0),
                            stops: [.init(.secondaryLabel, at: 0), .init(.label, at: 0.5), .init(.secondaryLabel, at: 1)])))
            ).frame(width: 300, height: 300)
        ),
    ]
    return try cases.map { name, node in
        figure(
            "drawing", "\(name) @3x (layout + draw)",
            try measure(iterations: iterations) { _ = try renderer.render(try engine.layout(node, in: env), scale: 3) })
    }
}
