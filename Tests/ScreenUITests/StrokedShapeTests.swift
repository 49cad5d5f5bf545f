import Foundation
import ScreenLayout
import ScreenUITesting
import Snapshots
import Testing

@testable import ScreenUI

/// `stroke(lineWidth:)` and `stroke(style:)` give a shape, as in SwiftUI: its outline is the
/// stroke's area (`Path.strokedPath`), so it can be filled, scaled, turned, moved and trimmed.
@MainActor
@Suite struct StrokedShapeTests {
    static let line = Path { p in
        p.move(to: CGPoint(x: 0, y: 0))
        p.addLine(to: CGPoint(x: 10, y: 0))
    }

    @Test func aLineStrokesToABandAsWideAsTheLine() {
        let band = Self.line.strokedPath(StrokeStyle(lineWidth: 2))
        #expect(band.contains(CGPoint(x: 5, y: 0.9)))
        #expect(band.contains(CGPoint(x: 5, y: -0.9)))
        #expect(!band.contains(CGPoint(x: 5, y: 1.1)))
        #expect(!band.contains(CGPoint(x: -0.5, y: 0)), "a butt cap ends at the end point")
        #expect(band.boundingRect == CGRect(x: 0, y: -1, width: 10, height: 2))
    }

    @Test func capsReachPastTheEnds() {
        let square = Self.line.strokedPath(StrokeStyle(lineWidth: 2, lineCap: .square))
        #expect(square.contains(CGPoint(x: -0.9, y: 0.9)))
        #expect(square.contains(CGPoint(x: 10.9, y: -0.9)))
        let round = Self.line.strokedPath(StrokeStyle(lineWidth: 2, lineCap: .round))
        #expect(round.contains(CGPoint(x: -0.9, y: 0)))
        #expect(!round.contains(CGPoint(x: -0.9, y: 0.9)), "a round cap is a half disc, not a square")
    }

    @Test func joinsFillTheOuterCornerAsTheStyleSays() {
        let corner = Path { p in
            p.move(to: CGPoint(x: 0, y: 0))
            p.addLine(to: CGPoint(x: 10, y: 0))
            p.addLine(to: CGPoint(x: 10, y: 10))
        }
        let outer = CGPoint(x: 10.9, y: -0.9)
        #expect(corner.strokedPath(StrokeStyle(lineWidth: 2, lineJoin: .miter)).contains(outer))
        #expect(!corner.strokedPath(StrokeStyle(lineWidth: 2, lineJoin: .bevel)).contains(outer))
        #expect(!corner.strokedPath(StrokeStyle(lineWidth: 2, lineJoin: .round)).contains(outer))
        #expect(corner.strokedPath(StrokeStyle(lineWidth: 2, lineJoin: .round)).contains(CGPoint(x: 10.6, y: -0.6)))
        // A sharp turn whose miter would pass the limit is bevelled.
        let spike = Path { p in
            p.move(to: CGPoint(x: 0, y: 0))
            p.addLine(to: CGPoint(x: 10, y: 0))
            p.addLine(to: CGPoint(x: 0, y: 1))
        }
        #expect(!spike.strokedPath(StrokeStyle(lineWidth: 2, miterLimit: 4)).contains(CGPoint(x: 13, y: 0)))
        #expect(spike.strokedPath(StrokeStyle(lineWidth: 2, miterLimit: 40)).contains(CGPoint(x: 13, y: 0)))
    }

    @Test func dashesLeaveGapsFromThePhase() {
        let dashed = Self.line.strokedPath(StrokeStyle(lineWidth: 2, dash: [3, 2]))
        #expect(dashed.contains(CGPoint(x: 1, y: 0)))
        #expect(!dashed.contains(CGPoint(x: 4, y: 0)))
        #expect(dashed.contains(CGPoint(x: 6, y: 0)))
        let shifted = Self.line.strokedPath(StrokeStyle(lineWidth: 2, dash: [3, 2], dashPhase: 3))
        #expect(!shifted.contains(CGPoint(x: 1, y: 0)))
        #expect(shifted.contains(CGPoint(x: 3, y: 0)))
    }

    @Test func aClosedOutlineStrokesToARingWithAHole() {
        let ring = Circle().path(in: CGRect(x: 0, y: 0, width: 100, height: 100)).strokedPath(StrokeStyle(lineWidth: 10))
        #expect(ring.contains(CGPoint(x: 50, y: 2)))
        #expect(ring.contains(CGPoint(x: 97, y: 50)))
        #expect(!ring.contains(CGPoint(x: 50, y: 50)), "the inside of the ring stays empty")
        #expect(!ring.contains(CGPoint(x: 50, y: -6)))
    }

    @Test func aStrokeIsAShapeThatChainsShapeModifiers() {
        let stroked: StrokedShape<Circle> = Circle().stroke(lineWidth: 4)
        let scaled = stroked.scale(2).path(in: CGRect(x: 0, y: 0, width: 40, height: 40))
        // Scaled about the centre, the ring's radius and width double: 40 ± 4.
        #expect(scaled.contains(CGPoint(x: 20, y: -18)))
        #expect(!scaled.contains(CGPoint(x: 20, y: 20)))
        let moved = Circle().stroke(style: StrokeStyle(lineWidth: 2)).offset(x: 100).path(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(moved.boundingRect.minX > 98)
    }

    @Test func aStrokeFilledDirectlyIsTheNativeStrokeOfTheShape() {
        func strokes<V: View>(_ view: V) -> [ShapeContent] {
            let env = LayoutEnvironment(device: .iPhone17Pro, theme: .system)
            return collect(view.nodes(in: ResolveContext(environment: EnvironmentValues(layout: env)))) {
                if case .shape(let s) = $0.kind { s } else { nil }
            }
        }
        let plain = strokes(Circle().stroke(lineWidth: 4))
        #expect(plain.count == 1)
        #expect(plain.first?.shape == .circle)
        #expect(plain.first?.lineWidth == 4)
        #expect(plain.first?.strokeRGBA != nil)
        #expect(plain.first?.fillRGBA == nil)
        let filled = strokes(Capsule().stroke(style: StrokeStyle(lineWidth: 3, dash: [4, 2])).fill(Color.red))
        #expect(filled.first?.shape == .capsule)
        #expect(filled.first?.strokeDetails?.dash == [4, 2])
        #expect(filled.first?.strokeRGBA == strokes(Capsule().stroke(Color.red, lineWidth: 3)).first?.strokeRGBA)
    }

    @Test func strokedShapesDrawAsTheyDoOnIOS() {
        assertViewSnapshot(
            of: StrokedShapesSheet(), named: "ScreenUIStrokedShapes",
            on: DrawingSnapshotTests.light + [SnapshotConfiguration(device: DrawingSnapshotTests.card, colorScheme: .dark)],
            snapshotsDirectory: ViewSnapshotTests.references)
    }
}

/// Strokes used as shapes, the way real views chain them.
struct StrokedShapesSheet: View {
    var body: some View {
        VStack(spacing: 24) {
            HStack(spacing: 24) {
                Circle().stroke(lineWidth: 10).fill(Color.orange).frame(width: 80, height: 80)
                Capsule().stroke(lineWidth: 2).scale(1.5).foregroundStyle(.blue).frame(width: 60, height: 30)
                RoundedRectangle(cornerRadius: 12).stroke(style: StrokeStyle(lineWidth: 4, lineCap: .round, dash: [8, 6]))
                    .rotation(.degrees(20)).foregroundStyle(.green).frame(width: 70, height: 70)
            }
            HStack(spacing: 24) {
                ZStack {
                    Capsule().stroke(lineWidth: 2).foregroundStyle(.secondary).offset(y: 20)
                    Capsule().stroke(lineWidth: 2).foregroundStyle(.secondary).offset(y: -20)
                    Capsule().stroke(lineWidth: 3).foregroundStyle(.pink)
                }
                .frame(width: 90, height: 30)
                Zigzag().stroke(style: StrokeStyle(lineWidth: 6, lineCap: .round, lineJoin: .round)).foregroundStyle(.purple)
                    .frame(width: 90, height: 50)
                Zigzag().stroke(style: StrokeStyle(lineWidth: 6, lineJoin: .miter)).scale(x: 1, y: -1).fill(Color.teal)
                    .frame(width: 90, height: 50)
            }
            Path { p in
                p.move(to: CGPoint(x: 10, y: 30))
                p.addCurve(to: CGPoint(x: 290, y: 30), control1: CGPoint(x: 100, y: -20), control2: CGPoint(x: 200, y: 80))
            }
            .strokedPath(StrokeStyle(lineWidth: 8, lineCap: .round))
            .fill(Color.indigo)
            .frame(width: 300, height: 60)
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color(.systemBackground))
    }
}

/// A zigzag across the frame.
struct Zigzag: Shape {
    func path(in rect: CGRect) -> Path {
        Path { p in
            p.move(to: CGPoint(x: rect.minX + 6, y: rect.maxY - 6))
            p.addLine(to: CGPoint(x: rect.width * 0.35, y: rect.minY + 6))
            p.addLine(to: CGPoint(x: rect.width * 0.65, y: rect.maxY - 6))
            p.addLine(to: CGPoint(x: rect.maxX - 6, y: rect.minY + 6))
        }
    }
}
