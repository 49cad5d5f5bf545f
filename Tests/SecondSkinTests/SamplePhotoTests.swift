import Foundation
import ImageCodec
import Rendering
import ScreenLayout
import Snapshots
import Testing
import Theme

@testable import SecondSkin

/// Lays a photo's node out at `size` and renders it at 2× to PNG bytes: the render closure
/// ``SamplePhotos/write(to:render:)`` takes.
func renderSamplePhoto(_ node: Node, _ size: Size) throws -> Data {
    let device = DeviceConfiguration(
        name: "photo", displayName: "Sample photo", size: size, scale: 2, orientation: .portrait, safeArea: .zero,
        horizontalSizeClass: .compact, verticalSizeClass: .regular, layoutMargin: 0, displayCornerRadius: 0)
    let snapshotter = try ScreenSnapshotter(theme: try AppResources.theme())
    return try snapshotter.render({ _ in node }, configuration: SnapshotConfiguration(device: device, scale: 2)).pngData()
}

/// The generated photos: rendered identically every time, written where the sample
/// dependencies look for them, and actually showing ink.
@Suite(.serialized) struct SamplePhotoTests {
    @Test func everyPhotoRendersToTheSameBytesTwice() throws {
        for photo in [SamplePhotos.photo(named: "rose.png")!, SamplePhotos.photo(named: "flash-koi.png")!] {
            #expect(try renderSamplePhoto(photo.node, SamplePhotos.size) == renderSamplePhoto(photo.node, SamplePhotos.size), "\(photo.fileName)")
        }
    }

    /// Start-up neither draws nor encodes a photo whose intact file this build drew from the
    /// same photo; a file without that record, or with another one, is drawn and written again.
    @Test func aPhotoThisBuildDrewIsNotDrawnAgain() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("photos-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let snapshotter = try ScreenSnapshotter(theme: try AppResources.theme())
        let rose = SamplePhotos.photo(named: "rose.png")!
        let url = directory.appendingPathComponent("rose.png")
        let write = {
            try SamplePhotos.write([rose], to: directory) { try SecondSkinPhotos.png($0, size: $1, replacing: $2, snapshotter: snapshotter) }
        }
        #expect(try write() == [url])
        let drawn = try Bitmap.readPNG(at: url.path)
        let source = try #require(try PNGFileInfo.read(at: url.path).text[SecondSkinPhotos.sourceKey])
        #expect(source == SecondSkinPhotos.source(of: rose, size: SamplePhotos.size))
        #expect(source.contains(Renderer.versions) && source.contains(SecondSkinPhotos.buildIdentity))
        #expect(try write() == [])

        // Kept on its record alone: a black file that claims this build drew it stays black.
        let black = Bitmap(width: 960, height: 1200, fill: 0xFF00_0000)
        try black.writePNG(to: url, metadata: [SecondSkinPhotos.sourceKey: source])
        #expect(try write() == [])
        #expect(try Bitmap.readPNG(at: url.path) == black)

        // No record, another build's record, or image data changed under the record: drawn again.
        for metadata in [[:], [SecondSkinPhotos.sourceKey: source.replacingOccurrences(of: "build ", with: "build old ")]] {
            try black.writePNG(to: url, metadata: metadata)
            #expect(try write() == [url])
            #expect(try Bitmap.readPNG(at: url.path) == drawn)
        }
        var bytes = try Data(contentsOf: url)
        let idat = try #require(bytes.firstRange(of: Data("IDAT".utf8)))
        bytes[idat.upperBound + 10] ^= 0xFF
        try bytes.write(to: url)
        #expect(try write() == [url])
        #expect(try Bitmap.readPNG(at: url.path) == drawn)
    }

    @Test func writesTheSamplePhotoLibrary() throws {
        try SamplePhotos.write(to: PhotoLibrary.sample.directory, render: renderSamplePhoto)
        // The skip-unchanged and replace-stale behaviour is checked in a private folder: other
        // tests read the shared library at the same time, so nothing stale may ever appear there.
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("photos-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let two = Array(SamplePhotos.all.prefix(2))
        #expect(try SamplePhotos.write(two, to: directory, render: renderSamplePhoto).count == 2)
        #expect(try SamplePhotos.write(two, to: directory, render: renderSamplePhoto) == [])  // unchanged files are left alone
        try Data("stale".utf8).write(to: directory.appendingPathComponent(two[0].fileName))
        #expect(try SamplePhotos.write(two, to: directory, render: renderSamplePhoto) == [directory.appendingPathComponent(two[0].fileName)])
        for photo in SamplePhotos.all {
            let bitmap = try Bitmap.readPNG(at: PhotoLibrary.sample.path(for: photo.fileName))
            #expect(bitmap.width == 960 && bitmap.height == 1200, "\(photo.fileName)")
            #expect(Self.inkShare(bitmap) > 0.02, "\(photo.fileName) shows almost no black linework")
        }
    }

    @Test func fileNamesAreUniqueAndPlain() {
        let names = SamplePhotos.all.map(\.fileName)
        #expect(Set(names).count == names.count)
        #expect(names.allSatisfy { $0.hasSuffix(".png") && !$0.contains("/") })
    }

    @Test func photosDifferBySeed() {
        let a = SamplePhoto(fileName: "a.png", motif: .rose, backdrop: .skin(.light), seed: 1)
        var b = a
        b.seed = 2
        #expect(a.node != b.node)
        #expect(a.node == SamplePhoto(fileName: "c.png", motif: .rose, backdrop: .skin(.light), seed: 1).node)
    }

    /// Share of near-black pixels (the outlines).
    static func inkShare(_ bitmap: Bitmap) -> Double {
        var dark = 0
        for p in bitmap.pixels {
            let r = (p >> 16) & 0xFF
            let g = (p >> 8) & 0xFF
            let b = p & 0xFF
            if r + g + b < 3 * 60 { dark += 1 }
        }
        return Double(dark) / Double(bitmap.pixels.count)
    }
}
