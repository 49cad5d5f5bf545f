import Foundation
import ScreenLayout

/// The generated photos behind the sample journal, the moodboards and the Welcome fan. The
/// SecondSkin module cannot render (it may not import Rendering), so ``write(_:to:render:)``
/// takes the renderer as a closure.
///
/// ```swift
/// // In a test or the preview command, which may import Rendering and Snapshots:
/// try SamplePhotos.write(to: PhotoLibrary.sample.directory) { node, size in
///     try renderPNG(node, size)   // lay out at `size`, render at scale 2, encode PNG
/// }
/// ```
public enum SamplePhotos {
    /// Every photo's size in points (4:5 portrait); render at scale 2 for 960×1200 px.
    public static let size = Size(width: 480, height: 600)

    /// Maya's skin in her own photos.
    static let maya = Backdrop.skin(.medium)

    public static let all: [SamplePhoto] = [
        SamplePhoto(fileName: "swallows.png", motif: .swallow, backdrop: maya, seed: 101, variant: 1),
        SamplePhoto(fileName: "rose.png", motif: .rose, backdrop: maya, seed: 102),
        SamplePhoto(fileName: "anchor.png", motif: .anchor, backdrop: maya, seed: 103),
        SamplePhoto(fileName: "heart-banner.png", motif: .heartBanner, backdrop: maya, seed: 104),
        SamplePhoto(fileName: "dagger.png", motif: .dagger, backdrop: maya, seed: 105),
        SamplePhoto(fileName: "snake.png", motif: .snake, backdrop: maya, seed: 106),
        SamplePhoto(fileName: "snake-fresh.png", motif: .snake, backdrop: maya, seed: 107, healing: .fresh),
        SamplePhoto(fileName: "panther.png", motif: .panther, backdrop: maya, seed: 108),
        SamplePhoto(fileName: "moth.png", motif: .moth, backdrop: maya, seed: 109),
        SamplePhoto(fileName: "skull-day8.png", motif: .skull, backdrop: maya, seed: 110, healing: .healing),
        SamplePhoto(fileName: "skull-fresh.png", motif: .skull, backdrop: maya, seed: 111, healing: .fresh),
        SamplePhoto(fileName: "flash-spiderweb.png", motif: .spiderWeb, backdrop: .paper, seed: 201),
        SamplePhoto(fileName: "flash-horseshoe.png", motif: .horseshoe, backdrop: .paper, seed: 202),
        SamplePhoto(fileName: "flash-koi.png", motif: .koi, backdrop: .paper, seed: 203),
        SamplePhoto(fileName: "flash-koi-gold.png", motif: .koi, backdrop: .paper, seed: 204, variant: 1),
        SamplePhoto(fileName: "flash-swallow.png", motif: .swallow, backdrop: .paper, seed: 205),
        SamplePhoto(fileName: "flash-dagger.png", motif: .dagger, backdrop: .paper, seed: 206),
        SamplePhoto(fileName: "welcome-rose.png", motif: .rose, backdrop: .skin(.deep), seed: 301),
        SamplePhoto(fileName: "welcome-swallow.png", motif: .swallow, backdrop: .skin(.light), seed: 302),
        SamplePhoto(fileName: "welcome-panther.png", motif: .panther, backdrop: .skin(.tan), seed: 303),
    ]

    /// The three photos fanned out on the Welcome screen, left to right.
    public static let welcomeFan = ["welcome-swallow.png", "welcome-rose.png", "welcome-panther.png"]

    public static func photo(named fileName: String) -> SamplePhoto? { all.first { $0.fileName == fileName } }

    /// Renders each photo (all of them by default) with `render` (a `Node` laid out at
    /// ``size`` → PNG bytes) and writes it into `directory` (created if needed) under its file
    /// name. A file whose bytes are already identical is left untouched; others are replaced
    /// atomically, so concurrent writers of the same photos are safe. Returns the files it wrote.
    @discardableResult
    public static func write(_ photos: [SamplePhoto] = all, to directory: URL, render: (Node, Size) throws -> Data) throws -> [URL] {
        try write(photos, to: directory) { photo, size, url in
            let data = try render(photo.node, size)
            return (try? Data(contentsOf: url)) == data ? nil : data
        }
    }

    /// As ``write(_:to:render:)``, but `render` gets the photo itself and the file it goes to,
    /// and returns nil when that file already holds it (say, the same pixels in another
    /// encoding), so start-up need not draw or encode a photo that is already there.
    ///
    /// ```swift
    /// try SamplePhotos.write(to: directory) { photo, size, existing in
    ///     let bitmap = try draw(photo.node, size)
    ///     return try samePixels(existing, bitmap) ? nil : bitmap.pngData()
    /// }
    /// ```
    @discardableResult
    public static func write(_ photos: [SamplePhoto] = all, to directory: URL, render: (SamplePhoto, Size, URL) throws -> Data?) throws -> [URL] {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var written: [URL] = []
        for photo in photos {
            let url = directory.appendingPathComponent(photo.fileName)
            guard let data = try render(photo, size, url) else { continue }
            try data.write(to: url, options: .atomic)
            written.append(url)
        }
        return written
    }
}
