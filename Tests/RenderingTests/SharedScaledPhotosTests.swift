import Foundation
import Testing

@testable import ImageCodec
@testable import Rendering
@testable import ScreenLayout

/// The workers of a run share the photos they scale: a second store draws without decoding,
/// to the same pixels a store that scales on its own draws, and a changed file is scaled again.
@Suite struct SharedScaledPhotosTests {
    /// A photo with detail in every pixel, so scaling filters something.
    func detailed(seed: UInt32) -> Bitmap {
        Bitmap(
            width: 300, height: 360,
            pixels: (0..<(300 * 360)).map { i in
                let v = UInt32(truncatingIfNeeded: (i &* 2_654_435_761) ^ Int(seed)) & 0x00FF_FFFF
                return 0xFF00_0000 | v
            })
    }

    @Test func aSecondStoreDrawsTheSharedPixelsAndAChangedFileIsScaledAgain() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shared-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("photo.png").path
        try detailed(seed: 1).pngData().write(to: URL(fileURLWithPath: path))
        let node = Image(.file(path)).resizable().aspectRatio(.fill).frame(width: 37, height: 53)

        let first = try Renderer()
        let a = try render(node, with: first)
        #expect(first.images.decodeCount == 1)
        let second = try Renderer()
        let b = try render(node, with: second)
        #expect(second.images.decodeCount == 0, "the scaled photo was not shared")
        #expect(a.isPixelIdentical(to: b))

        // The same bytes written again (a new modification time): scaled on its own, same pixels.
        Thread.sleep(forTimeInterval: 0.01)
        try detailed(seed: 1).pngData().write(to: URL(fileURLWithPath: path))
        let third = try Renderer()
        #expect(try render(node, with: third).isPixelIdentical(to: a))
        #expect(third.images.decodeCount == 1)

        // Other pixels under the same path are drawn, not the shared copy of the old ones.
        try detailed(seed: 2).pngData().write(to: URL(fileURLWithPath: path))
        let fourth = try Renderer()
        #expect(!(try render(node, with: fourth).isPixelIdentical(to: a)))
        #expect(fourth.images.decodeCount == 1)
    }
}
