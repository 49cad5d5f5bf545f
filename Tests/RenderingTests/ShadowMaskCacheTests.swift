import Foundation
import Testing

@testable import ImageCodec
@testable import Rendering
@testable import ScreenLayout
@testable import Theme

/// Shadow masks kept between renders (``ShadowMaskCache``) must give exactly the pixels of
/// masks computed afresh, be found again when only colours change, and not be found when
/// anything that shapes the mask changes.
@Suite struct ShadowMaskCacheTests {
    /// A card with a caption on a frosted capsule (a material: its coverage is knocked out),
    /// a glass capsule, a plain rounded shadow with text beside it.
    static func scene(title: String = "Flash", offset: Double = 0, textOpacity: Double = 1, cardFill: ColorName = .accent) -> Node {
        ZStack {
            Color(.background)
            VStack(spacing: .m) {
                ZStack(alignment: .bottomLeading) {
                    RoundedRectangle(cornerRadius: .points(12)).fill(cardFill).frame(width: 70, height: 36)
                    Text(title, style: .caption2).opacity(textOpacity).padding(.all, .xs).background { Material(.frosted, in: .capsule) }
                }
                .clipShape(.roundedRectangle(cornerRadius: .points(12))).shadow(.shadow, radius: 7, y: 3)
                HStack(spacing: .s) {
                    Text("Ink", style: .caption1)
                    Capsule().fill(.secondaryBackground).frame(width: 30, height: 12).shadow(.shadow, radius: 4, y: 2)
                }
                .padding(.all, .xs).background { Material(.glass, in: .capsule) }.shadow(.shadow, radius: 6, y: 3)
            }
            .offset(x: offset)
        }
    }

    static func layout(_ node: Node, _ renderer: Renderer, _ scheme: ColorScheme = .light) throws -> LayoutResult {
        let env = LayoutEnvironment(device: square, colorScheme: scheme, theme: try Theme.load(from: designTokens))
        return try LayoutEngine(measurer: renderer.textSystem).layout(node, in: env)
    }

    static func uncached(_ node: Node, scale: Double, _ scheme: ColorScheme = .light) throws -> Bitmap {
        let renderer = try Renderer()
        renderer.cachesShadowMasks = false
        return try renderer.render(try layout(node, renderer, scheme), scale: scale)
    }

    static func shadows(in layout: LayoutResult) -> Int {
        layout.displayList.filter { if case .pushShadow = $0 { true } else { false } }.count
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func aSecondRenderReusesEveryMaskAndGivesTheSamePixels(scale: Double) throws {
        let renderer = try Renderer()
        let layout = try Self.layout(Self.scene(), renderer)
        let first = try renderer.render(layout, scale: scale)
        let misses = renderer.shadowMasks.misses
        let second = try renderer.render(layout, scale: scale)
        #expect(misses == Self.shadows(in: layout) && renderer.shadowMasks.misses == misses)
        #expect(renderer.shadowMasks.hits == Self.shadows(in: layout))
        let fresh = try Self.uncached(Self.scene(), scale: scale)
        let same = first.isPixelIdentical(to: fresh) && second.isPixelIdentical(to: fresh)
        #expect(same, "@\(scale): a render with kept masks differs from one without")
    }

    /// Dark mode changes every colour and none of the coverage: the masks are found again.
    @Test func lightAndDarkShareMasks() throws {
        let renderer = try Renderer()
        _ = try renderer.render(try Self.layout(Self.scene(), renderer, .light), scale: 2)
        let dark = try Self.layout(Self.scene(), renderer, .dark)
        let drawn = try renderer.render(dark, scale: 2)
        #expect(renderer.shadowMasks.hits == Self.shadows(in: dark))
        let same = drawn.isPixelIdentical(to: try Self.uncached(Self.scene(), scale: 2, .dark))
        #expect(same, "dark with light's masks differs from dark computed afresh")
    }

    /// Different text, a translucent caption, a translucent card, a quarter-point move: every
    /// changed shadow is computed again, and the pixels are those of a renderer that keeps nothing.
    @Test(arguments: [
        ShadowMaskCacheTests.scene(title: "Flesh"), ShadowMaskCacheTests.scene(textOpacity: 0.4), ShadowMaskCacheTests.scene(cardFill: .shadow),
        ShadowMaskCacheTests.scene(offset: 0.25),
    ])
    func anythingThatShapesTheMaskIsAMiss(changed: Node) throws {
        let renderer = try Renderer()
        _ = try renderer.render(try Self.layout(Self.scene(), renderer), scale: 3)
        let before = renderer.shadowMasks.misses
        let drawn = try renderer.render(try Self.layout(changed, renderer), scale: 3)
        #expect(renderer.shadowMasks.misses > before)
        let same = drawn.isPixelIdentical(to: try Self.uncached(changed, scale: 3))
        #expect(same, "a changed scene drawn after the original differs from one drawn afresh")
    }

    /// Masks the last two renders did not use are dropped; the bytes kept follow.
    @Test func masksOfOlderRendersAreDropped() throws {
        let renderer = try Renderer()
        let a = try Self.layout(Self.scene(offset: -3), renderer)
        let b = try Self.layout(Self.scene(offset: 0), renderer)
        let c = try Self.layout(Self.scene(offset: 3), renderer)
        _ = try renderer.render(a, scale: 2)
        let bytesA = renderer.shadowMasks.bytes
        _ = try renderer.render(b, scale: 2)
        let bytesAB = renderer.shadowMasks.bytes
        _ = try renderer.render(c, scale: 2)  // a's masks are dropped as c starts
        #expect(bytesA > 0 && bytesAB > bytesA && renderer.shadowMasks.bytes < bytesAB + bytesA)
        #expect(renderer.shadowMasks.count == 2 * Self.shadows(in: a))
        let misses = renderer.shadowMasks.misses
        _ = try renderer.render(a, scale: 2)
        #expect(renderer.shadowMasks.misses == misses + Self.shadows(in: a))
        renderer.cachesShadowMasks = false
        #expect(renderer.shadowMasks.bytes == 0)
    }

    /// Over budget, the least recently used masks go first; a mask larger than the budget is
    /// not kept at all.
    @Test func theBudgetEvictsLeastRecentlyUsed() {
        let cache = ShadowMaskCache(budget: 300)
        func key(_ n: Double) -> ShadowMaskCache.Key {
            ShadowMaskCache.Key(
                content: [.fill(ShapePath(kind: .rectangle, rect: Rect(x: n, y: 0, width: 4, height: 4)), RGBA(red: 1, green: 0, blue: 0))],
                scale: 2, style: ShadowStyle(color: RGBA(red: 0, green: 0, blue: 0, alpha: 0.2), radius: 4, offset: Point(x: 0, y: 2)),
                area: (0, 0, 10, 10))
        }
        cache.startRender()
        cache.store([UInt8](repeating: 1, count: 100), width: 10, height: 10, for: key(1))
        cache.store([UInt8](repeating: 2, count: 100), width: 10, height: 10, for: key(2))
        cache.store([UInt8](repeating: 3, count: 100), width: 10, height: 10, for: key(3))
        #expect(cache.mask(for: key(1))?.bytes.first == 1)  // now the most recent
        cache.store([UInt8](repeating: 4, count: 100), width: 10, height: 10, for: key(4))
        #expect(cache.mask(for: key(2)) == nil && cache.mask(for: key(1)) != nil && cache.bytes == 300)
        cache.store([UInt8](repeating: 5, count: 301), width: 301, height: 1, for: key(5))
        #expect(cache.mask(for: key(5)) == nil && cache.bytes == 300)
    }
}
