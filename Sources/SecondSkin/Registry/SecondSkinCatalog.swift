import Foundation
import ImageCodec
import LiveSQLite
import Rendering
import ScreenCatalog
import ScreenLayout
import Snapshots
import Theme

extension ScreenCatalog {
    /// Second Skin as the kit sees it: the screens of ``ScreenRegistry``, the kit's standard
    /// matrix, the sample journal, its file identity and migrations for `--database` files, its
    /// tokens (checked against the names it was compiled with), and the generated photos.
    ///
    /// ```swift
    /// let jobs = try ScreenCatalog.secondSkin.jobs(theme: try AppResources.theme())
    /// ```
    public static let secondSkin: ScreenCatalog = {
        var catalog = ScreenCatalog(
            name: "Second Skin", screens: ScreenSourceFiles.listing(ScreenRegistry.all), database: .sample, root: AppResources.packageRoot,
            schema: Schema.database,
            createDatabase: { path in try SampleData.makeDatabase(at: path) },
            theme: { try AppResources.theme() },
            prepare: { theme in try SecondSkinPhotos.prepare(theme: theme) })
        catalog.unrenderedPaths = ScreenSourceFiles.unrendered
        return catalog
    }()
}

/// The generated sample photos, written where the sample data expects them.
public enum SecondSkinPhotos {
    /// Writes the generated sample photos to ``PhotoLibrary/sample``, rendering each at 2×.
    /// Each file records what it was drawn from (``source(of:size:)``): a file that is intact
    /// and was drawn from the same photo by this very build of the program is kept without
    /// drawing it again, so start-up after the first costs a file read per photo; any other
    /// file is drawn and written again (once per build). Returns the files it wrote.
    ///
    /// ```swift
    /// try SecondSkinPhotos.prepare(theme: try AppResources.theme())
    /// ```
    @discardableResult
    public static func prepare(theme: Theme) throws -> [URL] {
        let snapshotter = try ScreenSnapshotter(theme: theme)
        return try SamplePhotos.write(to: PhotoLibrary.sample.directory) { photo, size, existing in
            try png(photo, size: size, replacing: existing, snapshotter: snapshotter)
        }
    }

    /// The text chunk that holds ``source(of:)`` in a sample photo's file.
    static let sourceKey = "SampleSource"

    /// What a photo's pixels follow from: the photo's description (motif, backdrop, seed…),
    /// the renderer and font versions, and the build of the running program (its executable's
    /// size and modification time), which holds the code that composes and draws it. Any
    /// rebuild, font or library change gives another value.
    static func source(of photo: SamplePhoto, size: Size) -> String {
        "\(photo) at \(size.width)×\(size.height) @2x; \(Renderer.versions); \(buildIdentity)"
    }

    /// The running executable's path, size and modification time: changes with every build.
    static let buildIdentity: String = {
        let exe = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: exe), let size = attributes[.size] as? NSNumber,
            let modified = attributes[.modificationDate] as? Date
        else { return "unknown build \(UUID())" }  // never matches: draw every time
        return "build \(exe) \(size.intValue) bytes, modified \(modified.timeIntervalSince1970)"
    }()

    /// The PNG bytes of `photo` laid out at `size` and drawn at 2×, with its source in the
    /// ``sourceKey`` chunk; nil when `existing` already holds it: an intact file (its stored
    /// image-data hash verified) that this build drew from the same photo.
    static func png(_ photo: SamplePhoto, size: Size, replacing existing: URL, snapshotter: ScreenSnapshotter) throws -> Data? {
        let source = source(of: photo, size: size)
        let info = try? PNGFileInfo.read(at: existing.path)
        if let info, info.verifiedPixelHash != nil, info.text[sourceKey] == source { return nil }
        let device = DeviceConfiguration(
            name: "photo", displayName: "Sample photo", size: size, scale: 2, orientation: .portrait, safeArea: .zero,
            horizontalSizeClass: .compact, verticalSizeClass: .regular, layoutMargin: 0, displayCornerRadius: 0)
        let bitmap = try snapshotter.render({ _ in photo.node }, configuration: SnapshotConfiguration(device: device, scale: 2))
        return try bitmap.pngData(metadata: [sourceKey: source])
    }
}
