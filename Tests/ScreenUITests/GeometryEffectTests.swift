import Foundation
import ScreenUITesting
import Testing

import struct ScreenLayout.AffineMatrix
import struct ScreenLayout.LayoutEngine
import struct ScreenLayout.LayoutEnvironment
import struct ScreenLayout.LayoutResult
import class ScreenLayout.MonospacedTextMeasurer

@testable import ScreenUI

/// `GeometryEffect` draws the view through the transform its `effectValue(size:)` makes from
/// the size the view is placed at; the layout does not move.
@MainActor
@Suite struct GeometryEffectTests {
    struct Skew: GeometryEffect {
        var amount: CGFloat
        func effectValue(size: CGSize) -> ProjectionTransform {
            ProjectionTransform(CGAffineTransform(a: 1, b: 0, c: amount, d: 1, tx: -amount * size.height / 2, ty: 0))
        }
    }
    struct Flip: GeometryEffect {
        func effectValue(size: CGSize) -> ProjectionTransform {
            var t = CATransform3DIdentity
            t.m34 = -1 / max(size.width, size.height)
            t = CATransform3DRotate(t, .pi / 4, 0, 1, 0)
            return ProjectionTransform(t)
        }
    }

    func layout<V: View>(_ view: V) throws -> LayoutResult {
        let env = LayoutEnvironment(device: .iPhone17Pro, theme: .system)
        let node = ViewResolver.node(for: view, in: env)
        return try LayoutEngine(measurer: MonospacedTextMeasurer()).layout(node, in: env)
    }
    func transforms(_ result: LayoutResult) -> [AffineMatrix] {
        result.displayList.compactMap { if case .pushTransform(let m, _) = $0 { m } else { nil } }
    }

    @Test func theEffectIsMadeFromThePlacedSizeAndDrawsAtTheFrame() throws {
        let result = try layout(Color.red.frame(width: 100, height: 40).modifier(Skew(amount: 0.5)))
        let frame = try #require(result.displayList.compactMap { if case .pushTransform(_, let f) = $0 { f } else { nil } }.first)
        let m = try #require(transforms(result).first)
        // c = 0.5; the shear is centred on the frame's middle row: tx = -0.5·20 - 0.5·frame.minY.
        #expect(m.a == 1 && m.c == 0.5 && m.d == 1)
        #expect(abs(m.tx - (-10 - 0.5 * frame.minY)) < 1e-9)
        #expect(frame.width == 100 && frame.height == 40)
        #expect(result.unsupported.isEmpty)
    }

    @Test func aPerspectiveIsDroppedAndReported() throws {
        let line = #line + 1
        let result = try layout(Color.red.frame(width: 100, height: 100).modifier(Flip()))
        #expect(transforms(result).count == 1)
        #expect(result.unsupported.map(\.feature.feature) == ["GeometryEffect Flip: its perspective is not drawn (an affine part is)"])
        #expect(result.unsupported.first?.feature.line == line, "the finding names where the effect is applied")
        #expect(result.unsupported.first?.feature.file.hasSuffix("GeometryEffectTests.swift") == true)
    }

    @Test func projectionEffectIgnoredByLayoutAndInverseCompose() throws {
        let shift = ProjectionTransform(CGAffineTransform(translationX: 10, y: 5))
        #expect(shift.concatenating(shift.inverted()).isIdentity)
        let result = try layout(Text("x").projectionEffect(shift))
        #expect(transforms(result).first.map { ($0.tx, $0.ty) } ?? (0, 0) == (10, 5))
        let ignored = try layout(Color.red.frame(width: 10, height: 10).modifier(Skew(amount: 1).ignoredByLayout()))
        #expect(transforms(ignored).count == 1)
    }
}

/// A skewed banner (a GeometryEffect), a card turned a half turn about y (its mirror image),
/// and a badge turned about z, as animation samples leave them at rest.
struct GeometryEffectsView: View {
    var body: some View {
        VStack(spacing: 32) {
            Text("NEW FLASH")
                .font(.headline).foregroundStyle(.white)
                .padding(.horizontal, 24).padding(.vertical, 10)
                .background(.pink)
                .modifier(GeometryEffectTests.Skew(amount: -0.3))
            HStack(spacing: 24) {
                RoundedRectangle(cornerRadius: 16).fill(.blue)
                    .overlay(Text("Front").font(.title2.bold()).foregroundStyle(.white))
                    .frame(width: 140, height: 90)
                RoundedRectangle(cornerRadius: 16).fill(.indigo)
                    .overlay(Text("Back").font(.title2.bold()).foregroundStyle(.white))
                    .frame(width: 140, height: 90)
                    .rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0))
            }
            Label("Healed", systemImage: "checkmark.seal.fill")
                .padding(12).background(.green.opacity(0.2), in: Capsule())
                .rotation3DEffect(.degrees(-8), axis: (x: 0, y: 0, z: 1))
            Spacer()
        }
        .padding(.top, 80)
    }
}

extension GeometryEffectTests {
    @Test func effectsDrawAsIOSLeavesThemAtRest() {
        assertViewSnapshot(of: GeometryEffectsView(), named: "ScreenUIGeometryEffects", snapshotsDirectory: ViewSnapshotTests.references)
    }
}
