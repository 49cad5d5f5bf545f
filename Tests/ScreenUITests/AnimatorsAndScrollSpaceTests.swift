import Foundation
import Testing

import struct ScreenLayout.LayoutEngine
import struct ScreenLayout.LayoutEnvironment
import class ScreenLayout.MonospacedTextMeasurer
import struct ScreenLayout.Node
import struct ScreenLayout.UnsupportedFeature

@testable import ScreenUI

/// Phase and keyframe animators as a still shows them (at rest: the first phase, the initial
/// value), the scroll view's coordinate space, scroll positions and targets, and the canvas
/// filters the kit does not draw — the APIs public view files used and the kit lacked.
@MainActor
@Suite struct AnimatorsAndScrollSpaceTests {
    let environment = LayoutEnvironment(device: .iPhone17Pro, theme: .system)

    func nodes<V: View>(_ view: V) -> [Node] { view.nodes(in: ResolveContext(environment: EnvironmentValues(layout: environment))) }
    func findings<V: View>(_ view: V) -> [UnsupportedFeature] {
        func collect(_ node: Node) -> [UnsupportedFeature] {
            var found: [UnsupportedFeature] = []
            if case .unsupported(let f) = node.kind { found.append(f) }
            for child in node.children { found += collect(child) }
            return found
        }
        return nodes(view).flatMap(collect)
    }

    @Test func aPhaseAnimatorRestsOnItsFirstPhase() {
        let cycling = Text("♥").phaseAnimator([0.6, 1.2, 1.0]) { content, scale in
            VStack {
                content
                Text("scale \(scale, format: .number)")
            }
        }
        #expect(renderedStrings(of: cycling) == ["♥", "scale 0.6"])
        let triggered = Text("👍").phaseAnimator([false, true], trigger: 3) { content, on in
            content.overlay { Text(on ? "on" : "off") }
        } animation: { _ in
            .bouncy
        }
        #expect(renderedStrings(of: triggered) == ["👍", "off"])
        #expect(renderedStrings(of: PhaseAnimator(["first", "second"]) { Text($0) }) == ["first"])
        let empty = PhaseAnimator([Int]()) { Text("\($0)") }
        #expect(renderedStrings(of: empty).isEmpty)
        #expect(findings(empty).map(\.feature) == ["PhaseAnimator with no phases"])
    }

    struct Pose {
        var scale = 1.0
        var angle = Angle.zero
        var lift = 0.0
    }

    @Test func aKeyframeAnimatorShowsItsInitialValueAndKeepsItsTracks() {
        let hop = Text("🐇").keyframeAnimator(initialValue: Pose()) { content, pose in
            VStack {
                content
                Text("scale \(pose.scale, format: .number) lift \(pose.lift, format: .number)")
            }
        } keyframes: { _ in
            KeyframeTrack(\.scale) {
                CubicKeyframe(1.4, duration: 0.2)
                SpringKeyframe(1.0, spring: .bouncy)
            }
            KeyframeTrack(\.angle) {
                LinearKeyframe(.degrees(10), duration: 0.1)
                LinearKeyframe(.zero, duration: 0.1, timingCurve: .easeOut)
            }
            KeyframeTrack(\.lift) { MoveKeyframe(-20.0) }
        }
        #expect(renderedStrings(of: hop) == ["🐇", "scale 1 lift 0"])

        let timeline = KeyframeTimeline(initialValue: Pose()) {
            KeyframeTrack(\.scale) {
                CubicKeyframe(1.4, duration: 0.2)
                LinearKeyframe(1.1, duration: 0.3)
            }
            KeyframeTrack(\.lift) { SpringKeyframe(-20.0, duration: 0.6, spring: .snappy) }
        }
        #expect(timeline.duration == 0.6)
        #expect(timeline.finalValue.scale == 1.1 && timeline.finalValue.lift == -20)
        let whole = KeyframeAnimator(initialValue: 2.0, trigger: false) {
            Text("\($0, format: .number)")
        } keyframes: { _ in
            CubicKeyframe(3.0, duration: 0.5)
        }
        #expect(renderedStrings(of: whole) == ["2"])
        #expect(whole.timeline.finalValue == 3)
    }

    @Test func symbolEffectsTakeTheirOptionsAndLeaveTheSymbolAtRest() {
        let effects = Image(systemName: "heart.fill").symbolEffect(.wiggle.byLayer.clockwise, options: .repeat(3))
            .symbolEffect(.breathe.pulse.byLayer, options: .repeat(.periodic(delay: 1)).speed(2), value: 1)
            .symbolEffect(.replace.downUp)
        #expect(nodes(effects) == nodes(Image(systemName: "heart.fill")))
    }

    /// `.scrollView` measures from the nearest scroll view's visible rect (at rest, unscrolled);
    /// outside one it is the screen, as `.global`.
    @Test func theScrollViewSpaceIsMeasuredFromTheScrollView() throws {
        let seen = Seen()
        let view = VStack(spacing: 0) {
            Color.clear.frame(height: 100)
            ScrollView {
                VStack(spacing: 0) {
                    Color.clear.frame(height: 40)
                    GeometryReader { proxy in
                        Color.red.onAppear {}.tag(seen.note(proxy))
                    }
                    .frame(height: 30)
                }
            }
        }
        .frame(width: 300, height: 400)
        let node = view.node(in: ResolveContext(environment: EnvironmentValues(layout: environment)))
        _ = try LayoutEngine(measurer: MonospacedTextMeasurer()).layout(node, in: environment)
        let scroll = try #require(seen.frames["scroll"])
        let global = try #require(seen.frames["global"])
        #expect(scroll.minY == 40 && scroll.height == 30)
        let safe = environment.device.safeArea
        let frameTop = safe.top + (environment.device.size.height - safe.top - safe.bottom - 400) / 2
        #expect(abs(global.minY - scroll.minY - (frameTop + 100)) < 1e-9, "the scroll view starts 100 pt into the frame centred in the safe area")
        #expect(seen.frames["axis"] == scroll)
    }

    /// The frames a geometry reader's proxy reports, noted as its content is made.
    final class Seen {
        var frames: [String: CGRect] = [:]
        func note(_ proxy: GeometryProxy) -> Int {
            frames["scroll"] = proxy.frame(in: .scrollView)
            frames["global"] = proxy.frame(in: .global)
            frames["axis"] = proxy.frame(in: .scrollView(axis: .vertical))
            return 0
        }
    }

    struct Snap: ScrollTargetBehavior {
        func updateTarget(_ target: inout ScrollTarget, context: TargetContext) { target.rect.origin.y = (target.rect.minY / 100).rounded() * 100 }
    }

    @Test func scrollTargetsAndPositionsCompileAndAPositionAwayFromTheTopIsReported() {
        let list = ScrollView { Text("Rows") }.scrollTargetBehavior(Snap()).scrollTargetBehavior(.paging)
            .scrollTargetBehavior(.viewAligned(limitBehavior: .always))
        #expect(renderedStrings(of: list) == ["Rows"])
        #expect(findings(list).isEmpty)
        var position = ScrollPosition(idType: Int.self)
        #expect(findings(ScrollView { Text("Rows") }.scrollPosition(.constant(position))).isEmpty)
        position.scrollTo(edge: .bottom)
        let bottom = findings(ScrollView { Text("Rows") }.scrollPosition(.constant(position)))
        #expect(bottom.map(\.feature) == ["scrollPosition: the scroll view is drawn at its top"])
        position.scrollTo(id: 7)
        #expect(position.viewID(type: Int.self) == 7)
        #expect(ScrollGeometry().contentInsets == EdgeInsets() && ScrollGeometry().visibleRect == .zero)
    }

    @Test func canvasFiltersTheKitDoesNotDrawAreReported() throws {
        let canvas = Canvas { context, size in
            context.addFilter(.blur(radius: 2))
            context.addFilter(.colorMultiply(.red))
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.blue))
        }
        .frame(width: 50, height: 50)
        let node = canvas.node(in: ResolveContext(environment: EnvironmentValues(layout: environment)))
        let reported = try LayoutEngine(measurer: MonospacedTextMeasurer()).layout(node, in: environment).unsupported.map(\.feature.feature)
        #expect(reported == ["GraphicsContext.addFilter(.colorMultiply): what follows is drawn unfiltered"])
    }

    struct Trail: Codable, Hashable {
        var name: String
        var miles: Double
    }

    @Test func aNavigationPathSavesAndRestoresItsValues() throws {
        var path = NavigationPath()
        path.append(Trail(name: "Ridge", miles: 4.5))
        path.append(42)
        let data = try JSONEncoder().encode(try #require(path.codable))
        let restored = NavigationPath(try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data))
        #expect(restored == path)

        struct Plain: Hashable {}
        var unsaveable = NavigationPath()
        unsaveable.append(Plain())
        #expect(unsaveable.codable == nil)
        let foreign = Data(#"["$sNotAType", "{}"]"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: foreign) }
    }

    @Test func animatableDataIsVectorArithmetic() {
        var pair = AnimatablePair(2.0, CGFloat(3))
        pair.scale(by: 2)
        #expect(pair == AnimatablePair(4.0, CGFloat(6)))
        #expect((pair - AnimatablePair(1.0, CGFloat(1))).magnitudeSquared == 9 + 25)
        #expect(EmptyAnimatableData.zero.magnitudeSquared == 0)
        #expect(Spring.bouncy.bounce == 0.3 && Spring(response: 0.5, dampingRatio: 1).bounce == 0)
        #expect(CGVector(dx: 1, dy: 2).dy == 2)
        #expect(
            URL.documentsDirectory.path.hasSuffix("Documents") || FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first != nil)
    }
}
