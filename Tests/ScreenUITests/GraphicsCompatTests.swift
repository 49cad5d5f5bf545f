import Foundation
import Testing

import enum ScreenLayout.DrawingEffect
import struct ScreenLayout.LayoutEnvironment
import struct ScreenLayout.Node
import struct ScreenLayout.Point
import struct ScreenLayout.UnsupportedFeature

@testable import ScreenUI

/// Drawing vocabulary of sample code: affine transforms of paths, insettable custom shapes, a
/// filled shape stroked too, the older mask form, and effects reported with their call sites.
@MainActor
@Suite struct GraphicsCompatTests {
    let environment = LayoutEnvironment(device: .iPhone17Pro, theme: .system)

    func nodes<V: View>(_ view: V) -> [Node] {
        view.nodes(in: ResolveContext(environment: EnvironmentValues(layout: environment)))
    }
    func findings(_ node: Node) -> [UnsupportedFeature] {
        var found: [UnsupportedFeature] = []
        if case .unsupported(let f) = node.kind { found.append(f) }
        for child in node.children { found += findings(child) }
        return found
    }
    func shapeCount(_ node: Node) -> Int {
        var n = 0
        if case .shape = node.kind { n += 1 }
        for child in node.children { n += shapeCount(child) }
        return n
    }

    @Test func anAffineTransformMovesEveryPointOfAPath() {
        var path = Path()
        path.move(to: CGPoint(x: 10, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 5))
        let turned = path.applying(CGAffineTransform(rotationAngle: .pi / 2).concatenating(CGAffineTransform(translationX: 100, y: 0)))
        let box = turned.boundingRect
        #expect(abs(box.minX - 95) < 1e-9 && abs(box.maxX - 100) < 1e-9)
        #expect(abs(box.minY - 10) < 1e-9 && abs(box.height) < 1e-9)
        let t = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 1, y: 1)
        #expect(CGPoint(x: 0, y: 0).applying(t) == CGPoint(x: 2, y: 3), "translate first, then scale")
        #expect(CGPoint(x: 4, y: 5).applying(t).applying(t.inverted()) == CGPoint(x: 4, y: 5))
    }

    struct Arc: InsettableShape {
        var insetAmount = 0.0
        func path(in rect: CGRect) -> Path {
            var p = Path()
            p.addArc(
                center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2 - insetAmount, startAngle: .degrees(0), endAngle: .degrees(180),
                clockwise: false)
            return p
        }
        func inset(by amount: CGFloat) -> some InsettableShape {
            var arc = self
            arc.insetAmount += amount
            return arc
        }
    }

    @Test func aCustomInsettableShapeInsetsItself() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(Arc().inset(by: 10).path(in: rect).boundingRect.width < Arc().path(in: rect).boundingRect.width - 19)
        #expect(Circle().inset(by: 10).path(in: rect).boundingRect.width == 80)
    }

    @Test func aFilledShapeStrokedToo() {
        let both = nodes(Circle().fill(.yellow).stroke(.black, lineWidth: 2))
        #expect(both.map(shapeCount).reduce(0, +) == 2, "the fill and its outline")
        #expect(both.flatMap(findings).isEmpty)
    }

    @Test func anEvenOddFillMarksItsPathEvenOdd() {
        func evenOdd(_ node: Node) -> [Bool] {
            var found: [Bool] = []
            if case .shape(let content) = node.kind, case .provided(let provider) = content.shape { found.append(provider.isEvenOdd) }
            if case .clip(.provided(let provider)) = node.kind { found.append(provider.isEvenOdd) }
            for child in node.children { found += evenOdd(child) }
            return found
        }
        var ring = Path()
        ring.addEllipse(in: CGRect(x: 0, y: 0, width: 40, height: 40))
        ring.addEllipse(in: CGRect(x: 10, y: 10, width: 20, height: 20))
        #expect(nodes(ring.fill(.red, style: FillStyle(eoFill: true))).flatMap(evenOdd) == [true])
        #expect(nodes(ring.fill(.red)).flatMap(evenOdd) == [false])
        #expect(nodes(Color.red.clipShape(ring, style: FillStyle(eoFill: true))).flatMap(evenOdd) == [true])
        #expect(nodes(ring.fill(.red, style: FillStyle(eoFill: true))).flatMap(findings).isEmpty)
    }

    @Test func theOlderMaskWithAShapeClipsExactly() {
        let text = Text("x").frame(width: 40, height: 40)
        #expect(nodes(text.mask(RoundedRectangle(cornerRadius: 8))) == nodes(text.clipShape(RoundedRectangle(cornerRadius: 8))))
        #expect(nodes(text.mask(Text("m"))).flatMap(findings).isEmpty, "a view's alpha masks it")
    }

    @Test func colourEffectsAreReportedAndEllipticalGradientsDrawn() {
        #expect(nodes(Text("x").hueRotation(.degrees(30))).flatMap(findings).count == 1)
        #expect(nodes(Text("x").hueRotation(.zero)).flatMap(findings).isEmpty)
        #expect(nodes(Text("x").colorInvert()).flatMap(findings).count == 1)
        #expect(nodes(Rectangle().fill(EllipticalGradient(colors: [.red, .blue]))).flatMap(findings).isEmpty)
    }

    @Test func aScrollTransitionAppliesItsRestingEffectAndReportsWhatItCannotDraw() {
        let faded = nodes(Text("x").scrollTransition { content, phase in content.opacity(phase.isIdentity ? 0.5 : 0.2) })
        func opacities(_ n: Node) -> [Double] {
            var found: [Double] = []
            if case .opacity(let o) = n.kind { found.append(o) }
            for c in n.children { found += opacities(c) }
            return found
        }
        #expect(faded.flatMap(opacities) == [0.5], "the identity phase, as content at rest shows")
        #expect(faded.flatMap(findings).isEmpty)
        let scaled = nodes(Text("x").scrollTransition { content, phase in content.scaleEffect(phase.isIdentity ? 0.8 : 1) })
        #expect(scaled.flatMap(findings).isEmpty, "a scale is drawn")
        func effects(_ n: Node) -> [DrawingEffect] {
            var found: [DrawingEffect] = []
            if case .effect(let e) = n.kind { found.append(e) }
            for c in n.children { found += effects(c) }
            return found
        }
        #expect(scaled.flatMap(effects) == [.rotation(0, scaleX: 0.8, scaleY: 0.8, anchor: Point(x: 0.5, y: 0.5))])
        let turned = nodes(Text("x").scrollTransition { content, _ in content.rotation3DEffect(.degrees(10), axis: (x: 1, y: 0, z: 0)) })
        #expect(turned.flatMap(findings).count == 1, "a 3D turn is not drawn, and says so")
        #expect(nodes(Text("x").visualEffect { content, _ in content.offset(y: 10) }).flatMap(findings).count == 1)
    }
}
