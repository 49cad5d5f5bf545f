import Foundation
import ImageCodec
import Testing

@testable import Rendering
@testable import Snapshots

extension ImageDiffing {
    /// A diffing written outside the kit: exact, except that the alpha byte is ignored.
    static let ignoringAlpha = ImageDiffing(name: "ignoring-alpha") { expected, actual, drawDiff in
        func opaque(_ b: Bitmap) -> Bitmap { Bitmap(width: b.width, height: b.height, pixels: b.pixels.map { $0 | 0xFF00_0000 }) }
        return ImageDiffing.exact.compare(opaque(expected), opaque(actual), drawDiff: drawDiff)
    }

    /// One built from nothing of the kit's: the images match when at most `share` of the pixels differ.
    static func changedShare(atMost share: Double) -> ImageDiffing {
        ImageDiffing(name: "changed-share", description: "changed-share(at most \(share))") { expected, actual, _ in
            let differing = zip(expected.pixels, actual.pixels).filter { $0 != $1 }.count
            let total = expected.pixels.count
            return (ComparisonResult(differingPixels: differing, totalPixels: total, matches: Double(differing) <= share * Double(total)), nil)
        }
    }
}

/// Diffing strategies are values: the built-in ones keep their names and numbers, and one
/// written in another module plugs into the checker like them.
@Suite struct ImageDiffingTests {
    @Test func builtInNamesAndDescriptions() {
        #expect(ImageDiffing.exact.name == "exact" && ImageDiffing.exact.description == "exact")
        #expect(ImageDiffing.pixelmatch().name == "pixelmatch")
        #expect(ImageDiffing.pixelmatch().description == "pixelmatch(threshold 0.1, max 0 pixels)")
        #expect(
            ImageDiffing.pixelmatch(threshold: 0.2, includeAntiAliasing: true, maxDifferingPixels: 5).description
                == "pixelmatch(threshold 0.2, counting anti-aliasing, max 5 pixels)")
        #expect(ImageDiffing.perceptual().description == "perceptual(cie94, precision 1.0, perceptualPrecision 0.98)")
        #expect(ImageDiffing.perceptual(formula: .ciede2000).name == "perceptual")
    }

    @Test func withoutADiffImageNoneIsDrawn() {
        var b = bitmap(0xFFFF_FFFF)
        b.pixels[5] = 0xFF00_0000
        for diffing in [ImageDiffing.exact, .pixelmatch(), .perceptual()] {
            let (result, diff) = diffing.compare(bitmap(0xFFFF_FFFF), b, drawDiff: false)
            #expect(diff == nil && result.differingPixels == 1 && !result.matches, "\(diffing)")
        }
    }

    @Test func aCustomDiffingMatchesWithinItsToleranceInTheChecker() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let artifacts = root.appendingPathComponent("artifacts")
        let name = try SnapshotName(screen: "S", state: "alpha", configuration: config)
        let reference = Bitmap(width: 8, height: 8, fill: 0x8000_0000)
        try reference.writePNG(to: root.appendingPathComponent(name.relativePath))
        let stored = try Bitmap.readPNG(at: root.appendingPathComponent(name.relativePath).path)
        var actual = stored
        actual.pixels[0] ^= 0x0100_0000  // only the alpha byte differs
        let exact = SnapshotChecker(snapshotsDirectory: root, artifactsDirectory: artifacts, recordMode: .never)
        #expect(throws: SnapshotError.self) { try exact.verify(actual, as: name) }
        let lenient = SnapshotChecker(snapshotsDirectory: root, artifactsDirectory: artifacts, recordMode: .never, diffing: .ignoringAlpha)
        #expect(try lenient.verify(actual, as: name) == .matchedWithinTolerance(differingPixels: 0))
    }

    @Test func aDiffingWithoutADiffImageStillFailsWithTheCount() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let name = try SnapshotName(screen: "S", state: "share", configuration: config)
        try bitmap(0xFFFF_FFFF).writePNG(to: root.appendingPathComponent(name.relativePath))
        var changed = bitmap(0xFFFF_FFFF)
        for i in 0..<4 { changed.pixels[i] = 0xFF00_0000 }
        let artifacts = root.appendingPathComponent("artifacts")
        let tolerant = SnapshotChecker(
            snapshotsDirectory: root, artifactsDirectory: artifacts, recordMode: .never, diffing: .changedShare(atMost: 0.1))
        #expect(try tolerant.verify(changed, as: name) == .matchedWithinTolerance(differingPixels: 4))
        let strict = SnapshotChecker(
            snapshotsDirectory: root, artifactsDirectory: artifacts, recordMode: .never, diffing: .changedShare(atMost: 0.01))
        #expect { try strict.verify(changed, as: name) } throws: { error in
            "\(error)".contains("4 of 64 pixels") && "\(error)".contains("in the image") && !"\(error)".contains("diff:")
        }
    }
}
