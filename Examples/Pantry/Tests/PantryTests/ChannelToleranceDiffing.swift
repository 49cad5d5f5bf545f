import Pantry
import ScreenSnapshotTesting
import Testing

extension ImageDiffing {
    /// Pixels whose four channels each differ by at most `delta` count as equal — for
    /// references another renderer made. Draws no diff image.
    static func channelTolerance(_ delta: Int) -> ImageDiffing {
        ImageDiffing(name: "channel-tolerance", description: "channel-tolerance(±\(delta))") { expected, actual, _ in
            let differing = zip(expected.pixels, actual.pixels).filter { a, b in
                stride(from: 0, to: 32, by: 8).contains { shift in abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF)) > delta }
            }.count
            let result = ComparisonResult(differingPixels: differing, totalPixels: expected.pixels.count, matches: differing == 0)
            return (result, nil)
        }
    }
}

@MainActor
@Suite struct ChannelToleranceTests {
    /// A diffing of Pantry's own, in the assertion like the kit's.
    @Test func shelvesWithinAChannelTolerance() throws {
        let shelf = try ShelfModel(database: try PantrySample.makeDatabase())
        assertScreenSnapshot(of: { env in ShelfScreen.body(shelf, env) }, screen: "Shelves", diffing: .channelTolerance(2))
    }

    /// Off by one in a channel passes; off by three does not.
    @Test func countsPixelsBeyondTheTolerance() {
        let white = Bitmap(width: 2, height: 1, fill: 0xFFFF_FFFF)
        var near = white
        near.pixels[0] = 0xFFFE_FFFF
        #expect(ImageDiffing.channelTolerance(2).compare(white, near).result.matches)
        near.pixels[1] = 0xFFFF_FCFF
        let result = ImageDiffing.channelTolerance(2).compare(white, near).result
        #expect(!result.matches && result.differingPixels == 1)
    }
}
