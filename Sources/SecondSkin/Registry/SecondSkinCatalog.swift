import Foundation
import ImageCodec
import LiveSQLite
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
    /// Writes the generated sample photos to ``PhotoLibrary/sample``, rendering each at 2×;
    /// a file whose verified pixel hash (``PNGFileInfo``) equals the new rendering's is left
    /// alone without encoding anything, so this is cheap after the first time. Returns the
    /// files it wrote.
    ///
    /// ```swift
    /// try SecondSkinPhotos.prepare(theme: try AppResources.theme())
    /// ```
    @discardableResult
    public static func prepare(theme: Theme) throws -> [URL] {
        let snapshotter = try ScreenSnapshotter(theme: theme)
        return try SamplePhotos.write(to: PhotoLibrary.sample.directory) { node, size, existing in
            try png(node, size: size, replacing: existing, snapshotter: snapshotter)
        }
    }

    /// The PNG bytes of `node` laid out at `size` and drawn at 2×, or nil when `existing`
    /// already holds exactly these pixels (its stored pixel hash, verified against its image
    /// data, says so), whatever its encoding.
    static func png(_ node: Node, size: Size, replacing existing: URL, snapshotter: ScreenSnapshotter) throws -> Data? {
        let device = DeviceConfiguration(
            name: "photo", displayName: "Sample photo", size: size, scale: 2, orientation: .portrait, safeArea: .zero,
            horizontalSizeClass: .compact, verticalSizeClass: .regular, layoutMargin: 0, displayCornerRadius: 0)
        let bitmap = try snapshotter.render({ _ in node }, configuration: SnapshotConfiguration(device: device, scale: 2))
        if let info = try? PNGFileInfo.read(at: existing.path), info.width == bitmap.width, info.height == bitmap.height,
            info.verifiedPixelHash == bitmap.pixelHash
        {
            return nil
        }
        return try bitmap.pngData()
    }
}
